import enLanding from '../src/i18n/locales/en/landing.json'
import esLanding from '../src/i18n/locales/es/landing.json'
import { expect, test } from './fixtures'
import { cardTitles, waitForTitle } from './helpers'

test('[en] A visitor opens a landing page from the home page and moves to a narrower one', async ({
  newContext,
}) => {
  const context = await newContext()
  const page = await context.newPage()
  await page.goto('/')
  await page
    .getByRole('region', { name: 'Browse by category' })
    .getByRole('link', { name: /^Excavators/ })
    .click()
  await page.waitForURL('**/excavators')
  expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Used Excavators for sale')
  await waitForTitle(page, 'Used Excavators for sale | Ironyard')
  // What a crawler gets on a full load.
  await page.reload()
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
  expect(new URL(canonical!).pathname).toBe('/excavators')
  expect((await page.locator('meta[name="description"]').getAttribute('content')) ?? '').toMatch(
    /^\d[\d,]* used Excavators listings/,
  )
  expect(await page.locator('meta[name="analytics:page-category"]').getAttribute('content')).toBe(
    'Landing Page',
  )
  expect((await cardTitles(page)).length > 0, 'pre-filtered results').toBeTruthy()

  await page
    .getByRole('region', { name: 'Makes' })
    .getByRole('link', { name: /^Caterpillar/ })
    .click()
  await page.waitForURL('**/caterpillar/excavators')
  const titles = await cardTitles(page)
  expect(
    titles.length > 0 && titles.every((x) => x.includes('Caterpillar')),
    titles.join(', '),
  ).toBeTruthy()
  expect(
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('listitem')
      .allInnerTexts(),
  ).toEqual(['Home', 'Makes', 'Caterpillar', 'Excavators'])
  await context.close()
})

test('[es] A visitor opens Spanish landing pages: price threshold, state and make index', async ({
  newContext,
}) => {
  const context = await newContext()
  const page = await context.newPage()
  const under = await page.goto('/es/under25k')
  expect(under?.status()).toBe(200)
  expect(await page.getByRole('heading', { level: 1 }).innerText()).toMatch(
    /^Equipo por menos de \$25\s?k$/,
  )
  expect((await cardTitles(page)).length > 0).toBeTruthy()
  await page.goto('/es/locations/texas')
  expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Equipo usado en Texas')
  await page.goto('/es/resources/makes')
  await page
    .getByRole('navigation', { name: 'Letras' })
    .getByRole('link', { name: 'C', exact: true })
    .click()
  await page.waitForURL('**/es/resources/makes/c')
  await expect(page.getByRole('link', { name: 'Caterpillar' })).toBeVisible()
  await context.close()
})

test('Unknown slugs are 404 pages with the spec texts, in both languages, with or without JavaScript', async ({
  newContext,
}) => {
  const context = await newContext()
  const page = await context.newPage()
  // What a crawler or a browser without JavaScript gets: the page in the HTML, not only in
  // the RSC payload (Next answers notFound() with an empty document; web/src/server/error-document.ts).
  const bare = await newContext({ javaScriptEnabled: false })
  const noJs = await bare.newPage()
  for (const [path, title] of [
    ['/no-such-equipment', 'Page not found'],
    ['/caterpillar/no-such-category', 'Page not found'],
    ['/es/for-sale/2020-nothing-0000001', 'Página no encontrada'],
    ['/es/used/zzzz-qqqq', 'Página no encontrada'],
  ]) {
    const res = await page.goto(path)
    expect(res?.status(), path).toBe(404)
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(title)
    const html = await noJs.goto(path)
    expect(html?.status(), path).toBe(404)
    expect(await noJs.getByRole('heading', { level: 1 }).innerText(), path).toBe(title)
    expect(await noJs.locator('html').getAttribute('lang')).toBe(
      path.startsWith('/es/') ? 'es' : 'en',
    )
    expect(new URL(noJs.url()).pathname).toBe(path)
  }
  await expect(page.getByRole('link', { name: 'Volver al inicio' })).toBeVisible()
  await expect(noJs.getByRole('link', { name: 'Volver al inicio' })).toBeVisible()
  // The page behind it is not reachable on its own.
  expect((await noJs.goto('/error-document/404'))?.status()).toBe(404)
  await bare.close()
  await context.close()
})

test('The special date and flair pages (spec §2) are reachable from the categories index and show their machines, in both languages', async ({
  newContext,
}) => {
  const en = enLanding.special
  const es = esLanding.special
  const context = await newContext()
  const page = await context.newPage()
  await page.goto('/categories')
  const specials = page.getByRole('region', { name: 'Deals and specials' })
  await specials.getByRole('link', { name: en['free-shipping'].heading, exact: true }).click()
  await page.waitForURL('**/free-shipping')
  const slugs = [
    'new-this-week',
    'free-shipping',
    'warranty-included',
    'warranty-available',
    'demo-equipment',
    'with-attachments',
    'as-is-where-is',
    'partner-sellers',
  ] as const
  // English first: a Spanish page stores the language choice, and unprefixed paths follow it.
  for (const [prefix, texts] of [
    ['', en],
    ['/es', es],
  ] as const) {
    for (const slug of slugs) {
      const res = await page.goto(`${prefix}/${slug}`)
      expect(res?.status(), `${prefix}/${slug}`).toBe(200)
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(texts[slug].heading)
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
      expect(new URL(canonical!).pathname).toBe(`${prefix}/${slug}`)
      expect((await cardTitles(page)).length > 0, `machines on ${prefix}/${slug}`).toBeTruthy()
    }
  }
  await context.close()
})
