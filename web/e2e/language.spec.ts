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

  // The cookie now wins over the browser's English: unprefixed URLs lead to Spanish.
  await page.goto('/equipment')
  expect(page.url()).toMatch(/\/es\/equipment$/)

  await page.getByRole('link', { name: 'Ver esta página en English' }).click()
  await page.waitForURL((url) => url.pathname === '/equipment')
  expect(await page.locator('html').getAttribute('lang')).toBe('en')
  expect((await context.cookies(baseURL)).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('en')
  await context.close()
})

test('A first visit with a Spanish browser lands on Spanish pages', async ({ newContext }) => {
  const context = await newContext({
    locale: 'es-MX',
    extraHTTPHeaders: { 'accept-language': 'es-MX,es;q=0.9' },
  })
  const page = await context.newPage()
  await page.goto('/pricereduced')
  expect(page.url()).toMatch(/\/es\/pricereduced$/)
  expect(await page.locator('html').getAttribute('lang')).toBe('es')
  expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Precio rebajado')
  await context.close()
})
