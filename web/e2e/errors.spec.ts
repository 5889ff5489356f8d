import enErrors from '../src/i18n/locales/en/errors.json'
import esErrors from '../src/i18n/locales/es/errors.json'
import { BRAND } from '@ironyard/contract'
import { expect, test } from './fixtures'
import { pageAnalytics as analytics, type Lang } from './helpers'

const ERRORS = { en: enErrors, es: esErrors }
const prefix = (lang: Lang) => (lang === 'es' ? '/es' : '')

/** The <head> of a server answer: its title and the analytics tags it declares. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'))
  const meta = (name: string) =>
    new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(head)?.[1]
  return {
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1],
    analytics: [meta('analytics:page-category'), meta('analytics:page-name')],
  }
}

for (const lang of ['en', 'es'] as const) {
  const t = ERRORS[lang]

  test(`[${lang}] A visitor whose session cookie the server cannot accept gets the 401 page and a way to log in again`, async ({
    newContext,
    baseURL,
    apiURL,
  }) => {
    const context = await newContext()
    // A session the sign-in service never issued (or has since revoked).
    await context.addCookies([
      { name: 'stytch_session', value: 'forged-session-token-0001', url: baseURL },
    ])
    // Hold the sign-in client's calls until the 401 page is checked: once it hears that the
    // session is invalid, it signs the visitor out (spec §4) and the page moves on.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await context.route(`${apiURL}/sdk/**`, async (route) => {
      await held
      await route.continue()
    })
    const page = await context.newPage()
    const res = await page.goto(`${prefix(lang)}/account/favorites`)
    expect(res?.status()).toBe(401)
    expect(headOf((await res?.text()) ?? '')).toEqual({
      title: `${t.unauthorized.title} | ${BRAND.name}`,
      analytics: ['App', 'Unauthorized'],
    })
    await page.getByRole('heading', { level: 1, name: t.unauthorized.title }).waitFor()
    await page.getByText(t.unauthorized.message).waitFor()
    expect(await page.title()).toBe(`${t.unauthorized.title} | ${BRAND.name}`)
    expect(await page.locator('html').getAttribute('lang')).toBe(lang)
    expect(await analytics(page)).toEqual(['App', 'Unauthorized'])
    const again = page.getByRole('link', { name: t.actions.signIn })
    expect(await again.getAttribute('href')).toBe(`${prefix(lang)}/signin`)

    // The sign-in client hears the session is gone, drops the cookie and refreshes the page:
    // the account page, now visited signed out, sends the visitor to sign in and back.
    release()
    await page.waitForFunction(() => !document.cookie.includes('stytch_session='), null, {
      timeout: 30_000,
    })
    await page.waitForURL(
      (url) =>
        url.pathname === `${prefix(lang)}/signin` &&
        url.searchParams.get('returnTo') === `${prefix(lang)}/account/favorites`,
      { timeout: 30_000 },
    )
    await page.getByRole('heading', { level: 1 }).waitFor()
    await context.close()
  })

  test(`[${lang}] When the api cannot be reached, a visitor gets the 500 page with a way to contact support`, async ({
    newContext,
    webWithoutApi,
  }) => {
    const context = await newContext({ baseURL: webWithoutApi })
    const page = await context.newPage()
    const res = await page.goto(`${prefix(lang)}/equipment?make=caterpillar`)
    expect(res?.status()).toBe(500)
    await page.getByRole('heading', { level: 1, name: t.serverError.title }).waitFor()
    await page.getByText(t.serverError.message).waitFor()
    expect(await page.title()).toBe(`${t.serverError.title} | ${BRAND.name}`)
    expect(await page.locator('html').getAttribute('lang')).toBe(lang)
    expect(
      (await page.getByRole('link', { name: t.actions.contact }).getAttribute('href')) ?? '',
    ).toMatch(/^mailto:/)
    expect(await analytics(page)).toEqual(['Unknown', 'Server Error'])
    await context.close()

    // Without JavaScript the same page is in the HTML.
    const bare = await newContext({ baseURL: webWithoutApi, javaScriptEnabled: false })
    const noJs = await bare.newPage()
    const html = await noJs.goto(`${prefix(lang)}/equipment?make=caterpillar`)
    expect(html?.status()).toBe(500)
    await noJs.getByRole('heading', { level: 1, name: t.serverError.title }).waitFor()
    expect(await noJs.locator('html').getAttribute('lang')).toBe(lang)
    await bare.close()
  })
}
