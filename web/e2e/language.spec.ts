import { expect, test } from './fixtures'

test('A visitor switches to Spanish and stays on the same page, and the choice sticks', async ({
  newContext,
  baseURL,
}) => {
  const context = await newContext({ locale: 'en-US' })
  const page = await context.newPage()
  await page.goto('/excavators?sort=year_desc&page=2')
  expect(await page.locator('html').getAttribute('lang')).toBe('en')
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map(
        (l) => `${l.getAttribute('hreflang')} ${new URL(l.getAttribute('href')!).pathname}`,
      ),
    )
  expect(alternates.sort()).toEqual([
    'en /excavators',
    'es /es/excavators',
    'x-default /excavators',
  ])

  await page.getByRole('link', { name: 'View this page in Español' }).click()
  await page.waitForURL('**/es/excavators?sort=year_desc&page=2')
  expect(await page.locator('html').getAttribute('lang')).toBe('es')
  expect(await page.getByRole('heading', { level: 1 }).innerText()).toMatch(/Excavadoras/)
  const cookies = await context.cookies(baseURL)
  expect(cookies.find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('es')

  // The choice now wins over the browser's English at the start: the home page is Spanish.
  await page.goto('/')
  expect(new URL(page.url()).pathname).toBe('/es')
  // A shared English link still opens in English (issue 37, defect 5), and keeps the choice.
  await page.goto('/equipment')
  expect(new URL(page.url()).pathname).toBe('/equipment')
  expect(await page.locator('html').getAttribute('lang')).toBe('en')
  expect((await context.cookies(baseURL)).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('es')
  await page.goto('/es/equipment')

  await page.getByRole('link', { name: 'Ver esta página en English' }).click()
  await page.waitForURL((url) => url.pathname === '/equipment')
  expect(await page.locator('html').getAttribute('lang')).toBe('en')
  expect((await context.cookies(baseURL)).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('en')
  await context.close()
})

test('A first visit with a Spanish browser lands on the Spanish home page', async ({
  newContext,
}) => {
  const context = await newContext({
    locale: 'es-MX',
    extraHTTPHeaders: { 'accept-language': 'es-MX,es;q=0.9' },
  })
  const page = await context.newPage()
  await page.goto('/')
  expect(new URL(page.url()).pathname).toBe('/es')
  expect(await page.locator('html').getAttribute('lang')).toBe('es')
  await page.goto('/es/pricereduced')
  expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Precio rebajado')
  await context.close()
})

test('Opening a Spanish page does not change the language of English links (issue 37, defect 5)', async ({
  newContext,
  baseURL,
}) => {
  const context = await newContext({ locale: 'en-US' })
  const page = await context.newPage()
  await page.goto('/es/pricereduced')
  expect(await page.locator('html').getAttribute('lang')).toBe('es')
  const cookies = await context.cookies(baseURL)
  expect(cookies.find((c) => c.name === 'NEXT_LOCALE')).toBeUndefined()
  await page.goto('/pricereduced')
  expect(new URL(page.url()).pathname).toBe('/pricereduced')
  expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Price reduced')
  await page.goto('/')
  expect(new URL(page.url()).pathname).toBe('/')
  await context.close()
})
