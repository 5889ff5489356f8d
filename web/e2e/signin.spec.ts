import type { Page } from '@playwright/test'
import enAccount from '../src/i18n/locales/en/account.json'
import enAuth from '../src/i18n/locales/en/auth.json'
import esAccount from '../src/i18n/locales/es/account.json'
import esAuth from '../src/i18n/locales/es/auth.json'
import { expect, test } from './fixtures'
import { results, saveFavorite, type Lang } from './helpers'

/**
 * Sign-in in Chromium through the real login modal: the unmodified @stytch/vanilla-js client in
 * the page talks to the api's local sign-in service; links and codes come from its outbox.
 */
const TEXT = {
  en: { auth: enAuth, account: enAccount },
  es: { auth: esAuth, account: esAccount },
}

interface OutboxMessage {
  template: string
  links: string[]
}

async function magicLinkTo(apiURL: string, to: string): Promise<string> {
  const deadline = Date.now() + 30_000
  for (;;) {
    const res = await fetch(`${apiURL}/dev/outbox?to=${encodeURIComponent(to)}`)
    const { messages } = (await res.json()) as { messages: OutboxMessage[] }
    const link = messages
      .filter((m) => m.template === 'signin-magic-link')
      .at(-1)
      ?.links.find((l) => l.includes('stytch_token_type'))
    if (link) return link
    expect(Date.now() < deadline, `no sign-in link to ${to} within 30 s`).toBeTruthy()
    await new Promise((r) => setTimeout(r, 200))
  }
}

const header = (page: Page) => page.getByRole('banner')

async function openMenu(page: Page, lang: Lang) {
  const summary = header(page).getByLabel(TEXT[lang].auth.entry.menuLabel)
  await summary.waitFor()
  await summary.click()
}

async function firstListingPath(page: Page, baseURL: string, prefix: string): Promise<string> {
  await page.goto(`${prefix}/equipment?category=excavators`)
  const href = await results(page).getByRole('article').first().getByRole('link').first()
  return new URL((await href.getAttribute('href')) ?? '', baseURL).pathname
}

test('A visitor signs up in the login modal with an emailed link, comes back to the machine signed in, saves it, finds it in favorites and signs out', async ({
  newContext,
  apiURL,
  baseURL,
}) => {
  const t = TEXT.en
  const context = await newContext()
  const page = await context.newPage()
  const path = await firstListingPath(page, baseURL, '')
  await page.goto(path)
  const title = await page.getByRole('heading', { level: 1 }).innerText()

  await header(page).getByRole('link', { name: t.auth.entry.signIn }).click()
  const dialog = page.getByRole('dialog')
  await dialog.waitFor()
  const signupTab = dialog.getByRole('tab', { name: t.auth.modal.tabs.signup })
  expect(await signupTab.getAttribute('aria-selected'), 'sign up is the default').toBe('true')
  await dialog.getByRole('button', { name: t.auth.modal.google }).waitFor()
  await dialog.getByRole('button', { name: t.auth.modal.apple }).waitFor()

  // The client checks the address before calling the service.
  const submit = dialog.getByRole('button', { name: t.auth.modal.submit.signup })
  await submit.click()
  await dialog.getByText(t.auth.errors.emailRequired).waitFor()
  const field = dialog.getByLabel(t.auth.modal.emailLabel)
  await field.fill('not-an-email')
  await submit.click()
  await dialog.getByText(t.auth.errors.emailInvalid).waitFor()

  const email = `modal-${Date.now()}@example.com`
  await field.fill(email)
  await submit.click()
  await dialog.getByRole('heading', { name: t.auth.modal.sent.title }).waitFor()

  const link = await magicLinkTo(apiURL, email)
  expect(new URL(link).origin, 'the link comes back to the site').toBe(new URL(baseURL).origin)
  await page.goto(link)
  await page.waitForURL((url) => url.pathname === path, { timeout: 30_000 })
  await openMenu(page, 'en')
  await header(page).getByText(t.auth.menu.signedInAs.replace('{{email}}', email)).waitFor()
  await page.keyboard.press('Escape')

  await saveFavorite(page, page.getByRole('button', { name: t.auth.favorite.save }))
  await page.goto('/account/favorites')
  await page
    .getByRole('list', { name: t.account.favorites.listLabel })
    .getByText(title)
    .first()
    .waitFor()

  await openMenu(page, 'en')
  await header(page).getByRole('button', { name: t.auth.menu.signOut }).click()
  // Leaving an account page on sign-out: home, signed out.
  await page.waitForURL((url) => url.pathname === '/')
  await header(page).getByRole('link', { name: t.auth.entry.signIn }).waitFor()

  // The old session is gone on the api too: account pages send the visitor to sign in.
  await page.goto('/account')
  const url = new URL(page.url())
  expect(url.pathname).toBe('/signin')
  expect(url.searchParams.get('returnTo')).toBe('/account')
  await context.close()
})

test('Un visitante continúa con Google desde la ventana de acceso, autoriza en la página de consentimiento y vuelve a la misma página con sesión iniciada', async ({
  newContext,
  baseURL,
}) => {
  const t = TEXT.es
  const context = await newContext({ locale: 'es-ES' })
  const page = await context.newPage()
  const path = await firstListingPath(page, baseURL, '/es')
  await page.goto(path)
  await header(page).getByRole('link', { name: t.auth.entry.signIn }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: t.auth.modal.google }).click()

  // No Google credentials here: the api's stand-in consent page plays the provider.
  await page.waitForURL((url) => url.pathname.includes('/oauth/'))
  const email = `google-${Date.now()}@example.com`
  await page.getByLabel(/email|correo/i).fill(email)
  await page.locator('button[value="allow"]').click()
  await page.waitForURL((url) => url.pathname === path, { timeout: 30_000 })
  await openMenu(page, 'es')
  await header(page).getByText(t.auth.menu.signedInAs.replace('{{email}}', email)).waitFor()
  await context.close()
})

/** Return paths a browser would follow to another site (issue 12, finding 3). */
const HOSTILE_RETURN_PATHS = [
  '/..//evil.example',
  '//evil.example',
  '/\\evil.example',
  '/%2F%2Fevil.example',
  '/.%2E/%2Fevil.example',
  '/\t/evil.example',
  'https://evil.example/',
  'javascript:alert(document.domain)',
]

/** Sends the sign-in page's emailed link to a new address and returns the link. */
async function signinLinkFromPage(page: Page, apiURL: string, lang: Lang, path: string) {
  const t = TEXT[lang]
  await page.goto(path)
  const email = `return-${lang}-${Date.now()}@example.com`
  await page.getByLabel(t.auth.modal.emailLabel, { exact: true }).fill(email)
  await page.getByRole('button', { name: t.auth.modal.submit.signup }).click()
  await page.getByRole('heading', { name: t.auth.modal.sent.title }).waitFor()
  return magicLinkTo(apiURL, email)
}

test('A visitor who signs in from a link whose return path leads to another site ends on this site, and no return path takes them off it once signed in', async ({
  newContext,
  apiURL,
  baseURL,
}) => {
  const origin = new URL(baseURL).origin
  const context = await newContext()
  const offSite: string[] = []
  await context.route(
    (url) => url.hostname.endsWith('evil.example'),
    (route) => {
      offSite.push(route.request().url())
      return route.abort()
    },
  )
  const page = await context.newPage()
  // The reported link: %2F..%2F%2Fevil.example is "/..//evil.example", which normalises to "//evil.example".
  const link = await signinLinkFromPage(
    page,
    apiURL,
    'en',
    '/signin?returnTo=%2F..%2F%2Fevil.example',
  )
  expect(new URL(link).searchParams.get('returnTo'), 'the email returns to the site').toBe(
    '/account',
  )
  await page.goto(link)
  await page.waitForURL((url) => url.origin === origin && url.pathname === '/account', {
    timeout: 30_000,
  })
  // Signed in, the sign-in page sends the visitor on at once (a server redirect).
  for (const returnTo of HOSTILE_RETURN_PATHS) {
    await page.goto(`/signin?returnTo=${encodeURIComponent(returnTo)}`)
    const url = new URL(page.url())
    expect(`${url.origin}${url.pathname}`, `returnTo=${returnTo}`).toBe(`${origin}/account`)
  }
  await page.goto('/signin?returnTo=%2Fequipment%3Fcategory%3Dexcavators')
  expect(new URL(page.url()).search, 'a path of the site is kept').toBe('?category=excavators')
  expect(offSite).toEqual([])
  await context.close()
})

test('Un visitante que abre un enlace de acceso cuya ruta de regreso fue cambiada para llevarlo a otro sitio termina en su cuenta del sitio', async ({
  newContext,
  apiURL,
  baseURL,
}) => {
  const origin = new URL(baseURL).origin
  const context = await newContext({ locale: 'es-ES' })
  const offSite: string[] = []
  await context.route(
    (url) => url.hostname.endsWith('evil.example'),
    (route) => {
      offSite.push(route.request().url())
      return route.abort()
    },
  )
  const page = await context.newPage()
  const link = new URL(await signinLinkFromPage(page, apiURL, 'es', '/es/signin'))
  // The landing page reads the stored path itself: a link edited by someone else.
  link.searchParams.set('returnTo', '/..//evil.example')
  await page.goto(link.toString())
  await page.waitForURL((url) => url.origin === origin && url.pathname === '/es/account', {
    timeout: 30_000,
  })
  await openMenu(page, 'es')
  await header(page).getByRole('button', { name: TEXT.es.auth.menu.signOut }).waitFor()
  expect(offSite).toEqual([])
  await context.close()
})
