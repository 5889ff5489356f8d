import enMailing from '../src/i18n/locales/en/mailing.json'
import esMailing from '../src/i18n/locales/es/mailing.json'
import { VALIDATION_TEXTS } from '@ironyard/contract/forms/validation-texts'
import { expect, test } from './fixtures'
import { present, signInContext, waitForMail } from './helpers'

const { es: esValidation } = VALIDATION_TEXTS

/**
 * Issue 16, Missing 3 and 4: the newsletter sign-up in the footer (double opt-in, confirm and
 * unsubscribe links, one-click headers) and the inventory alerts a member manages on /account.
 */

interface OutboxHeaders {
  template: string
  headers: Record<string, string>
}

test('[es] A visitor subscribes in the footer of the blog, confirms from the mail, and unsubscribes from its link', async ({
  newContext,
  apiURL,
}) => {
  const t = esMailing
  const context = await newContext({ locale: 'es-MX' })
  const page = await context.newPage()
  await page.goto('/es/blog')
  // The blog has its own sign-up besides the footer's.
  await expect(page.getByRole('region', { name: t.titleBlog })).toBeVisible()
  const footer = page.getByRole('contentinfo').getByRole('region', { name: /boletín/ })
  const field = footer.getByLabel(t.emailLabel, { exact: true })

  await field.fill('no-es-un-correo')
  await footer.getByRole('button', { name: t.submit }).click()
  await expect(footer.getByRole('alert')).toHaveText(esValidation.validation.mailingListEmail)
  await expect(field).toBeFocused()

  const email = `lector-${Date.now()}@example.com`
  await field.fill(email)
  await footer.getByRole('button', { name: t.submit }).click()
  const status = footer.getByRole('status')
  await expect(status).toContainText(t.confirmTitle)
  await expect(status).toContainText(t.checkEmail.replace('{{email}}', email))

  // A second sign-up of the same address a moment later mails nothing new.
  await page.goto('/es/blog')
  await footer.getByLabel(t.emailLabel, { exact: true }).fill(email)
  await footer.getByRole('button', { name: t.submit }).click()
  await expect(footer.getByRole('status')).toContainText(t.confirmTitle)

  const mail = await waitForMail(apiURL, email, 'subscription-confirmation')
  expect(mail.locale).toBe('es')
  const confirmUrl = present(
    mail.links.find((l) => l.includes('confirm')),
    'the mail links to a confirm page',
  )
  const unsubscribeUrl = present(
    mail.links.find((l) => l.includes('unsubscribe')),
    'the mail links to an unsubscribe page',
  )
  const raw = (await (
    await fetch(`${apiURL}/dev/outbox?to=${encodeURIComponent(email)}`)
  ).json()) as { messages: OutboxHeaders[] }
  expect(raw.messages.map((m) => m.template)).toEqual(['subscription-confirmation'])
  expect(raw.messages[0].headers).toEqual({
    'List-Unsubscribe': `<${unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  })

  // The confirm link shows a button (mail scanners follow links); pressing it confirms.
  await page.goto(confirmUrl)
  await page.getByRole('button', { name: 'Confirmar' }).click()
  await page.getByText('Ya estás suscrito al boletín. ¡Gracias!').waitFor()

  await page.goto(unsubscribeUrl)
  await page.getByRole('heading', { name: '¿Cancelar tu suscripción al boletín?' }).waitFor()
  await page.getByRole('button', { name: 'Cancelar suscripción' }).click()
  await page.getByText('Listo: esta lista de correo ya no te enviará correos.').waitFor()
  await context.close()
})

test('[en] A member sees their inventory alert on /account in words, pauses it and deletes it after confirming', async ({
  newContext,
  apiURL,
  baseURL,
}) => {
  const t = enMailing.alerts
  const context = await newContext()
  const email = `alerts-${Date.now()}@example.com`
  await signInContext(context, { apiURL, baseURL }, email)
  const page = await context.newPage()
  await page.goto('/equipment?category=excavators&yearMin=2015&priceMax=80000')
  const signup = page.getByRole('region', { name: 'Get inventory alerts' })
  await signup.getByLabel('Email').fill(email)
  await signup.getByRole('button', { name: 'Sign up' }).click()
  await signup.getByRole('status').filter({ hasText: `Your alert is on` }).waitFor()

  await page.goto('/account')
  const section = page.getByRole('region', { name: t.title })
  const alert = section.getByRole('article', {
    name: 'Excavators · 2015 or newer · under $80,000',
  })
  await expect(alert).toContainText(`${t.state.ACTIVE} · ${t.frequency.DAILY}`)

  await alert.getByRole('button', { name: t.pause }).click()
  await expect(section.getByRole('status')).toHaveText(t.paused)
  await expect(alert).toContainText(`${t.state.PAUSED} · ${t.frequency.DAILY}`)

  await alert.getByLabel(t.frequencyLabel).selectOption('WEEKLY')
  await alert.getByRole('button', { name: t.saveFrequency }).click()
  await expect(alert).toContainText(`${t.state.PAUSED} · ${t.frequency.WEEKLY}`)

  // Delete asks first; "keep it" keeps it.
  await alert.getByText(t.delete, { exact: true }).click()
  await alert.getByRole('button', { name: t.deleteNo }).click()
  await expect(alert.getByText(t.deleteConfirm)).toBeHidden()
  await alert.getByText(t.delete, { exact: true }).click()
  await alert.getByRole('button', { name: t.deleteYes }).click()
  await expect(section.getByRole('status')).toHaveText(t.deleted)
  await expect(section.getByRole('article')).toHaveCount(0)
  await expect(section.getByText(/You have no inventory alerts yet/)).toBeVisible()
  await context.close()
})

test('[en] Without JavaScript, the footer sign-up posts to its server action: the spec message, then a request to confirm by email and one confirmation mail', async ({
  newContext,
  apiURL,
}) => {
  const t = enMailing
  const context = await newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/blog')
  const footer = () => page.getByRole('contentinfo').getByRole('region', { name: /newsletter/ })
  await footer().getByLabel(t.emailLabel, { exact: true }).fill('not-an-email')
  await footer().getByRole('button', { name: t.submit }).click()
  await expect(footer().getByRole('alert')).toHaveText('Please enter a valid email')
  const email = `nojs-${Date.now()}@example.com`
  await footer().getByLabel(t.emailLabel, { exact: true }).fill(email)
  await footer().getByRole('button', { name: t.submit }).click()
  await expect(footer().getByRole('status')).toContainText(t.confirmTitle)
  const mail = await waitForMail(apiURL, email, 'subscription-confirmation')
  expect(mail.locale).toBe('en')
  await context.close()
})
