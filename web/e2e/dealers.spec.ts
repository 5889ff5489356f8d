import enCompany from '../src/i18n/locales/en/company.json'
import esCompany from '../src/i18n/locales/es/company.json'
import enLanding from '../src/i18n/locales/en/landing.json'
import esLanding from '../src/i18n/locales/es/landing.json'
import { expect, test } from './fixtures'
import { cardTitles, results } from './helpers'

test('[en] A visitor finds a dealer in the directory, opens its page and searches its machines', async ({
  newContext,
  baseURL,
}) => {
  const context = await newContext()
  const page = await context.newPage()
  await page.goto('/support')
  await page.locator('footer').getByRole('link', { name: 'Dealer directory', exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/dealers')
  expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(
    enLanding.dealers.index.heading,
  )
  const list = page.getByTestId('dealer-list')
  // A dealer with machines: its count links to the search filtered to it.
  const forSale = /^\d[\d,]* machines? for sale$/
  const card = list
    .locator('li')
    .filter({ has: page.getByRole('link', { name: forSale }) })
    .first()
  const machines = card.getByRole('link', { name: forSale })
  const count = Number((await machines.innerText()).replace(/\D/g, ''))
  const name = (await card.getByRole('heading', { level: 2 }).innerText()).trim()
  await machines.click()
  await page.waitForURL((url) => url.pathname === '/equipment' && url.searchParams.has('seller'))
  const slug = new URL(page.url()).searchParams.get('seller')!
  // The filter is named as a chip, and finds as many machines as the directory says.
  await expect(page.getByText(`Dealer: ${name}`).first()).toBeVisible()
  await expect(
    page.getByText(new RegExp(` of ${count.toLocaleString('en-US')} machines?$`)).first(),
  ).toBeVisible()
  expect((await cardTitles(page)).length > 0).toBeTruthy()

  // The dealer's own page: its name, where it is, and its machines.
  await page.goto(`/dealers/${slug}`)
  expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(name)
  await expect(page.getByText(/is a partner seller in .+ with \d/)).toBeVisible()
  expect((await cardTitles(page)).length > 0, 'the dealer page lists its machines').toBeTruthy()
  expect(await results(page).locator('a[href*="/for-sale/"]').count()).toBeGreaterThan(0)

  // Unknown dealers are 404s, and the sitemap lists the directory and the dealer.
  expect((await context.request.get(`${baseURL}/dealers/no-such-dealer`)).status()).toBe(404)
  const sitemap = await context.request.get(`${baseURL}/sitemaps/pages.xml`)
  if (sitemap.ok()) {
    const xml = await sitemap.text()
    expect(xml).toContain('/dealers</loc>')
    expect(xml).toContain(`/dealers/${slug}</loc>`)
  }
  await context.close()
})

test('[es] El directorio de distribuidores y la página de un distribuidor en español', async ({
  newContext,
}) => {
  const context = await newContext({
    locale: 'es-MX',
    extraHTTPHeaders: { 'accept-language': 'es-MX,es;q=0.9' },
  })
  const page = await context.newPage()
  await page.goto('/es/dealers')
  expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(
    esLanding.dealers.index.heading,
  )
  expect(await page.locator('html').getAttribute('lang')).toBe('es')
  const first = page.getByTestId('dealer-list').getByRole('heading', { level: 2 }).first()
  const name = (await first.innerText()).trim()
  await first.getByRole('link').click()
  await page.waitForURL((url) => url.pathname.startsWith('/es/dealers/'))
  expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(name)
  await expect(page.getByText(/es un vendedor asociado en/)).toBeVisible()
  await context.close()
})

test('[en] Subcategory landing pages have their own title and intro; unknown ones are 404', async ({
  newContext,
  baseURL,
}) => {
  const context = await newContext()
  const page = await context.newPage()
  await page.goto('/excavators/crawler-excavators')
  expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(
    'Used Crawler Excavators for sale',
  )
  await expect(
    page.getByText(/machines? for sale in Crawler Excavators, part of our Excavators category/),
  ).toBeVisible()
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
  expect(new URL(canonical!).pathname).toBe('/excavators/crawler-excavators')
  expect((await cardTitles(page)).length > 0, 'pre-filtered results').toBeTruthy()
  expect((await context.request.get(`${baseURL}/excavators/no-such-subcategory`)).status()).toBe(
    404,
  )

  await page.goto('/es/excavators/crawler-excavators')
  expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(
    'Excavadoras de orugas en venta',
  )
  await context.close()
})

test('[en] [es] The return policy reads in both languages and is linked from the footer', async ({
  newContext,
}) => {
  const context = await newContext()
  const page = await context.newPage()
  await page.goto('/support')
  await page.locator('footer').getByRole('link', { name: 'Return policy', exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/return-policy')
  expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(enCompany.returns.heading)
  await expect(
    page.getByRole('heading', { name: enCompany.returns.sections.partner.title }),
  ).toBeVisible()
  await page.goto('/es/return-policy')
  expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(esCompany.returns.heading)
  await context.close()
})
