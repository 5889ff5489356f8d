import { expect, test } from './fixtures'
import { present, signInContext, textsOf, waitForMail } from './helpers'

test('[en] A visitor signs up for inventory alerts from the home page and confirms by email; signing up again answers the same, and a member is signed up at once', async ({
  newContext,
  apiURL,
  baseURL,
}) => {
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
    await expect(page.getByRole('region', { name }), name).toBeVisible()
  }
  await expect(page.getByRole('heading', { name: /^Top deals near Austin, TX/ })).toBeVisible()
  const email = `buyer-${Date.now()}@example.com`
  const form = page.getByRole('region', { name: 'Get inventory alerts' })
  const checkEmail = `Check your email to confirm. If ${email} isn't confirmed yet`
  await form.getByLabel('Email').fill(email)
  await form.getByRole('button', { name: 'Sign up' }).click()
  await form.getByRole('status').filter({ hasText: checkEmail }).waitFor()

  // The confirmation mail's link shows a page with a button: only pressing it confirms.
  const mail = await waitForMail(apiURL, email, 'subscription-confirmation')
  expect(mail.subject).toBe('Confirm your inventory alert')
  const link = present(
    mail.links.find((l) => l.includes('/confirm-subscription?token=')),
    'the mail links to the confirmation page',
  )
  const confirm = await context.newPage()
  await confirm.goto(link)
  await confirm.getByRole('heading', { name: 'Confirm this inventory alert?' }).waitFor()
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await confirm.getByText('Your inventory alert is on').waitFor()
  await confirm.close()

  // Signing up again (now active) answers exactly as the first time.
  await page.reload()
  await form.getByLabel('Email').fill(email)
  await form.getByRole('button', { name: 'Sign up' }).click()
  await form.getByRole('status').filter({ hasText: checkEmail }).waitFor()
  expect(
    !(await form.getByText(/already/i).count()),
    'nothing says it was signed up before',
  ).toBeTruthy()
  await context.close()

  // A signed-in member's own (verified) address needs no confirmation mail.
  const member = await newContext()
  const memberEmail = `member-${Date.now()}@example.com`
  await signInContext(member, { apiURL, baseURL }, memberEmail)
  const home = await member.newPage()
  await home.goto('/')
  const memberForm = home.getByRole('region', { name: 'Get inventory alerts' })
  await memberForm.getByLabel('Email').fill(memberEmail)
  await memberForm.getByRole('button', { name: 'Sign up' }).click()
  await memberForm
    .getByRole('status')
    .filter({ hasText: `Your alert is on: alerts go to ${memberEmail}.` })
    .waitFor()
  await member.close()
})

test('[es] The Spanish home page is complete and formats prices the Mexican way', async ({
  newContext,
}) => {
  const context = await newContext()
  const page = await context.newPage()
  await page.goto('/es')
  expect(await page.locator('html').getAttribute('lang')).toBe('es')
  const [text] = await textsOf(page.locator('main'))
  expect(!/Falta clave|Missing key/.test(text), 'no missing translations').toBeTruthy()
  await expect(page.getByRole('region', { name: 'Compra con confianza' })).toBeVisible()
  expect((await textsOf(page.getByRole('region', { name: 'Compra por precio' })))[0]).toMatch(
    /\$25\s?k/i,
  )
  await context.close()
})
