import type { Page } from '@playwright/test'
import enCompany from '../src/i18n/locales/en/company.json'
import esCompany from '../src/i18n/locales/es/company.json'
import enForms from '../src/i18n/locales/en/forms.json'
import esForms from '../src/i18n/locales/es/forms.json'
import { VALIDATION_TEXTS } from '@ironyard/contract/forms/validation-texts'
import { expect, test } from './fixtures'
import { waitForMail } from './helpers'

const { en: enValidation, es: esValidation } = VALIDATION_TEXTS

/**
 * The contest page's entry form (spec §2-§5), in a window the journeys' api opens
 * (E2E_SWEEPSTAKES_WINDOW): the spec §5 messages under their fields, with and without
 * JavaScript, a success that says winners are notified by email, one entry per address, and the
 * mailing-list confirmation the entry asks for.
 */
const TEXT = {
  en: { company: enCompany, forms: enForms, v: enValidation.validation, prefix: '' },
  es: { company: esCompany, forms: esForms, v: esValidation.validation, prefix: '/es' },
}
type Lang = keyof typeof TEXT

function formOf(page: Page, lang: Lang) {
  const t = TEXT[lang]
  const form = page.getByRole('form', { name: t.company.sweepstakes.form.title })
  const field = (name: 'firstName' | 'lastName' | 'company' | 'email' | 'phone') =>
    form.getByLabel(t.forms.fields[name], { exact: true })
  const lucky = (n: number) =>
    form.getByLabel(
      t.company.sweepstakes.form.luckyNumber.replace('{{n}}', String(n)).replace('{{count}}', '5'),
      { exact: true },
    )
  return {
    form,
    field,
    jobTitle: form.getByLabel(t.company.sweepstakes.form.jobTitle, { exact: true }),
    lucky,
    luckyGroup: form.getByRole('group', {
      name: t.company.sweepstakes.form.luckyNumbers.replace('{{count}}', '5'),
    }),
    send: () => form.getByRole('button', { name: t.company.sweepstakes.form.submit }).click(),
    async fill(email: string, numbers: number[]) {
      await field('firstName').fill(lang === 'en' ? 'Dana' : 'Lucía')
      await field('lastName').fill(lang === 'en' ? 'Reyes' : 'Méndez')
      await field('company').fill(lang === 'en' ? 'Reyes Grading' : 'Excavaciones Méndez')
      await this.jobTitle.fill(lang === 'en' ? 'Owner' : 'Gerente')
      await field('email').fill(email)
      await field('phone').fill('(512) 555-0147')
      for (const [i, n] of numbers.entries()) await lucky(i + 1).fill(String(n))
    },
  }
}

/** Every required field's spec §5 message, each tied to its field. */
async function expectRequiredMessages(page: Page, lang: Lang) {
  const { v } = TEXT[lang]
  const f = formOf(page, lang)
  await expect(f.field('firstName')).toHaveAccessibleDescription(v.firstNameRequired)
  await expect(f.field('lastName')).toHaveAccessibleDescription(v.lastNameRequired)
  await expect(f.field('company')).toHaveAccessibleDescription(v.companyRequired)
  await expect(f.jobTitle).toHaveAccessibleDescription(v.jobTitleRequired)
  await expect(f.field('email')).toHaveAccessibleDescription(v.emailRequired)
  await expect(f.field('phone')).toHaveAccessibleDescription(v.phoneRequired)
  await expect(f.luckyGroup).toContainText(v.luckyNumbersRequired)
  await expect(f.lucky(1)).toHaveAttribute('aria-invalid', 'true')
}

test('[en] A visitor enters the open sweepstakes: messages under each field, then entered once per address', async ({
  newContext,
  apiURL,
}) => {
  const t = TEXT.en
  const context = await newContext()
  const page = await context.newPage()
  await page.goto('/sweepstakes')
  await expect(
    page.getByRole('heading', { level: 2, name: t.company.sweepstakes.open.status }),
  ).toBeVisible()
  const f = formOf(page, 'en')

  // Sent empty: every message, and the first field with one has the focus.
  await f.send()
  await expectRequiredMessages(page, 'en')
  await expect(f.field('firstName')).toBeFocused()

  // A wrong email and a repeated number: their own messages; the rest clear as they are fixed.
  const email = `entrant-${Date.now()}@example.com`
  await f.fill('not-an-email', [7, 7, 21, 42, 88])
  await expect(f.field('firstName')).not.toHaveAccessibleDescription(t.v.firstNameRequired)
  await f.send()
  await expect(f.field('email')).toHaveAccessibleDescription(t.v.emailInvalid)
  await expect(f.field('email')).toBeFocused()
  await expect(f.luckyGroup).toContainText(t.v.luckyNumbersInvalid)

  await f.field('email').fill(email)
  await f.lucky(2).fill('13')
  await f.send()
  const success = page.getByTestId('sweepstakes-success')
  await expect(
    success.getByRole('heading', { name: t.company.sweepstakes.form.success.title }),
  ).toBeVisible()
  await expect(success).toContainText(t.company.sweepstakes.form.success.text)
  await expect(success).toContainText(
    t.company.sweepstakes.form.success.checkEmail.replace('{{email}}', email),
  )
  await expect(success).toBeFocused()

  // Entering asks for the mailing list's double opt-in.
  const mail = await waitForMail(apiURL, email, 'subscription-confirmation')
  expect(mail.locale).toBe('en')

  // One entry per address and contest: a second entry (a new page, so a new form) is refused.
  await page.goto('/sweepstakes')
  const again = formOf(page, 'en')
  await again.fill(email, [1, 2, 3, 4, 5])
  await again.send()
  await expect(again.field('email')).toHaveAccessibleDescription(t.v.sweepstakesAlreadyEntered)
  await context.close()
})

/**
 * Holds the app's chunk scripts until `release` is called, and opens `path` without the fixtures'
 * wait for them (fixtures.ts): the form is plain HTML, as on a slow phone before its scripts run.
 */
async function openWithScriptsHeld(page: Page, path: string): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/_next\/static\/.+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  const pageClass = Object.getPrototypeOf(page) as Pick<Page, 'goto'>
  await pageClass.goto.call(page, path, { waitUntil: 'commit' })
  return release
}

test("[en] Sent before the page's scripts have run, the form is answered by the server: every message, and the first field with one has the focus", async ({
  newContext,
}) => {
  const context = await newContext()
  const page = await context.newPage()
  const release = await openWithScriptsHeld(page, '/sweepstakes')
  const f = formOf(page, 'en')

  // The browser posts the form to the server action (decision 013): its answer focuses the field.
  await f.send()
  await expectRequiredMessages(page, 'en')
  await expect(f.field('firstName')).toBeFocused()

  // Once the scripts run, hydrating keeps the focus where it is; the next send (by the form's
  // own check or, still hydrating, by the server) focuses the next field with a message.
  release()
  // The answer to a POST runs its scripts as they arrive (decision 011 defers a GET's only), and
  // its load event waits for them.
  await page.waitForLoadState('load')
  await expect(f.field('firstName')).toBeFocused()
  await f.field('firstName').fill('Dana')
  await f.send()
  await expect(f.field('lastName')).toHaveAccessibleDescription(TEXT.en.v.lastNameRequired)
  await expect(f.field('lastName')).toBeFocused()
  await expect(f.field('firstName')).toHaveValue('Dana')
  await context.close()
})

test('[es] Without JavaScript, the entry form answers from the server: messages in Spanish, then entered', async ({
  newContext,
}) => {
  const t = TEXT.es
  const context = await newContext({ javaScriptEnabled: false, locale: 'es-MX' })
  const page = await context.newPage()
  await page.goto(`${t.prefix}/sweepstakes`)
  await expect(
    page.getByRole('heading', { level: 2, name: t.company.sweepstakes.open.status }),
  ).toBeVisible()

  const f = formOf(page, 'es')
  await f.send()
  await page.waitForLoadState()
  await expectRequiredMessages(page, 'es')
  // The answer's page focuses the first field with a message, as the form does with JavaScript.
  await expect(f.field('firstName')).toBeFocused()

  // What was typed comes back with the answer; only the missing numbers are asked for again.
  const email = `participante-${Date.now()}@example.com`
  await formOf(page, 'es').fill(email, [])
  await formOf(page, 'es').send()
  await page.waitForLoadState()
  await expect(formOf(page, 'es').field('email')).toHaveValue(email)
  await expect(formOf(page, 'es').field('email')).not.toHaveAttribute('aria-invalid', 'true')
  await expect(formOf(page, 'es').luckyGroup).toContainText(t.v.luckyNumbersRequired)
  await expect(formOf(page, 'es').lucky(1)).toBeFocused()

  for (const [i, n] of [9, 18, 27, 36, 45].entries())
    await formOf(page, 'es')
      .lucky(i + 1)
      .fill(String(n))
  await formOf(page, 'es').send()
  const success = page.getByTestId('sweepstakes-success')
  await expect(
    success.getByRole('heading', { name: t.company.sweepstakes.form.success.title }),
  ).toBeVisible()
  await expect(success).toContainText(t.company.sweepstakes.form.success.text)
  await context.close()
})
