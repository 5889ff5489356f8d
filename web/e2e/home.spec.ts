import { assert, journey, textsOf } from './harness'

journey(
  '[en] A visitor signs up for inventory alerts from the home page; a second sign-up is recognised',
  async ({ newContext }) => {
    const context = await newContext()
    const page = await context.newPage()
    await page.goto('/')
    for (const name of [
      'Browse by category',
      'Shop by price',
      'Top manufacturers',
      'Lightning deals',
      'Priced-to-sell deals',
      'Recently listed',
      'Buy with confidence',
      'What buyers say',
      'Trust and transactions',
    ]) {
      assert.ok(await page.getByRole('region', { name }).isVisible(), name)
    }
    assert.ok(await page.getByRole('heading', { name: /^Top deals near Austin, TX/ }).isVisible())
    const email = `buyer-${Date.now()}@example.com`
    const form = page.getByRole('region', { name: 'Get inventory alerts' })
    await form.getByLabel('Email').fill(email)
    await form.getByRole('button', { name: 'Sign up' }).click()
    await form
      .getByRole('status')
      .filter({ hasText: `Thanks! Alerts will go to ${email}.` })
      .waitFor()

    await page.reload()
    await form.getByLabel('Email').fill(email)
    await form.getByRole('button', { name: 'Sign up' }).click()
    await form.getByRole('status').filter({ hasText: 'already signed up' }).waitFor()
    await context.close()
  },
)

journey(
  '[es] The Spanish home page is complete and formats prices the Mexican way',
  async ({ newContext }) => {
    const context = await newContext()
    const page = await context.newPage()
    await page.goto('/es')
    assert.equal(await page.locator('html').getAttribute('lang'), 'es')
    const [text] = await textsOf(page.locator('main'))
    assert.ok(!/Falta clave|Missing key/.test(text), 'no missing translations')
    assert.ok(await page.getByRole('region', { name: 'Compra con confianza' }).isVisible())
    assert.match(
      (await textsOf(page.getByRole('region', { name: 'Compra por precio' })))[0],
      /\$25\s?k/i,
    )
    await context.close()
  },
)
