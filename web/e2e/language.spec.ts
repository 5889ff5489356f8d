import { assert, journey } from './harness'

journey(
  'A visitor switches to Spanish and stays on the same page, and the choice sticks',
  async ({ newContext, baseURL }) => {
    const context = await newContext({ locale: 'en-US' })
    const page = await context.newPage()
    await page.goto('/excavators?sort=year_desc&page=2')
    assert.equal(await page.locator('html').getAttribute('lang'), 'en')
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map(
          (l) => `${l.getAttribute('hreflang')} ${new URL(l.getAttribute('href')!).pathname}`,
        ),
      )
    assert.deepEqual(alternates.sort(), [
      'en /excavators',
      'es /es/excavators',
      'x-default /excavators',
    ])

    await page.getByRole('link', { name: 'View this page in Español' }).click()
    await page.waitForURL('**/es/excavators?sort=year_desc&page=2')
    assert.equal(await page.locator('html').getAttribute('lang'), 'es')
    assert.match(await page.getByRole('heading', { level: 1 }).innerText(), /Excavadoras/)
    const cookies = await context.cookies(baseURL)
    assert.equal(cookies.find((c) => c.name === 'NEXT_LOCALE')?.value, 'es')

    // The cookie now wins over the browser's English: unprefixed URLs lead to Spanish.
    await page.goto('/equipment')
    assert.match(page.url(), /\/es\/equipment$/)

    await page.getByRole('link', { name: 'Ver esta página en English' }).click()
    await page.waitForURL((url) => url.pathname === '/equipment')
    assert.equal(await page.locator('html').getAttribute('lang'), 'en')
    assert.equal(
      (await context.cookies(baseURL)).find((c) => c.name === 'NEXT_LOCALE')?.value,
      'en',
    )
    await context.close()
  },
)

journey('A first visit with a Spanish browser lands on Spanish pages', async ({ newContext }) => {
  const context = await newContext({
    locale: 'es-MX',
    extraHTTPHeaders: { 'accept-language': 'es-MX,es;q=0.9' },
  })
  const page = await context.newPage()
  await page.goto('/pricereduced')
  assert.match(page.url(), /\/es\/pricereduced$/)
  assert.equal(await page.locator('html').getAttribute('lang'), 'es')
  assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), 'Precio rebajado')
  await context.close()
})
