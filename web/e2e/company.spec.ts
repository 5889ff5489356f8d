import type { Page } from '@playwright/test'
import enCompany from '../src/i18n/locales/en/company.json'
import esCompany from '../src/i18n/locales/es/company.json'
import { BRAND } from '@ironyard/contract'
import { expect, test, type JourneyFixtures } from './fixtures'

const COMPANY = { en: enCompany, es: esCompany }
type Lang = keyof typeof COMPANY

/** The h1 of each company page, from the locale files (brand name filled in). */
function companyHeadings(lang: Lang): Record<string, string> {
  const c = COMPANY[lang]
  const h = (s: string) => s.replace('{{name}}', BRAND.name)
  return {
    '/about': h(c.about.heading),
    '/press': c.press.heading,
    '/careers': h(c.careers.heading),
    '/support': c.support.heading,
    '/privacy-policy': c.privacy.heading,
    '/terms-of-service': c.terms.heading,
    '/return-policy': c.returns.heading,
    '/cookie-policy': c.cookies.heading,
  }
}

/** Internal links of the footer, in page order (external help, tel: and mailto: left out). */
async function footerLinks(page: Page): Promise<Array<{ href: string; text: string }>> {
  return page
    .locator('footer a[href^="/"]')
    .evaluateAll((links) =>
      links.map((a) => ({ href: a.getAttribute('href')!, text: a.textContent!.trim() })),
    )
}

async function followFooter(
  { newContext, baseURL }: Pick<JourneyFixtures, 'newContext' | 'baseURL'>,
  lang: Lang,
): Promise<void> {
  const context = await newContext(
    lang === 'es'
      ? { locale: 'es-MX', extraHTTPHeaders: { 'accept-language': 'es-MX,es;q=0.9' } }
      : { locale: 'en-US' },
  )
  const page = await context.newPage()
  // The footer is the same on every page; start on one of ours.
  await page.goto(lang === 'es' ? '/es/support' : '/support')
  const links = await footerLinks(page)
  const prefix = lang === 'es' ? '/es' : ''
  const headings = companyHeadings(lang)
  // Every page of the company and legal groups is in the footer.
  for (const path of ['/about', '/careers', '/support', '/privacy-policy', '/terms-of-service']) {
    expect(
      links.some((l) => l.href === `${prefix}${path}`),
      `footer links to ${prefix}${path}`,
    ).toBeTruthy()
  }
  for (const link of links) {
    // Follow it from the footer of the page we are on, as a visitor would.
    await page.locator('footer').getByRole('link', { name: link.text, exact: true }).click()
    // The URL, not the load event: the heading below is what the visitor waits for, and a page's
    // photos and deferred scripts can hold "load" back on a busy 2-core runner.
    await page.waitForURL((url) => url.pathname === link.href, { waitUntil: 'commit' })
    const h1 = page.getByRole('heading', { level: 1 })
    await h1.waitFor().catch((e: Error) => {
      throw new Error(`${link.href} shows no heading: ${e.message.split('\n')[0]}`)
    })
    const path = link.href.slice(prefix.length) || '/'
    if (headings[path]) expect(await h1.innerText(), link.href).toBe(headings[path])
    else expect((await h1.innerText()).trim().length > 0, `${link.href} has a heading`).toBeTruthy()
    expect(await page.locator('html').getAttribute('lang'), link.href).toBe(lang)
    // What a crawler or a fresh visit gets: a 200 document, not a 404 page.
    const res = await context.request.get(`${baseURL}${link.href}`)
    expect(res.status(), `${link.href} answers ${res.status()}`).toBe(200)
  }
  // The header's press link too.
  await page
    .locator('header')
    .getByRole('link', { name: lang === 'es' ? 'Prensa' : 'Press', exact: true })
    .click()
  await page.waitForURL((url) => url.pathname === `${prefix}/press`)
  expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(
    COMPANY[lang].press.heading,
  )
  await context.close()
}

test('[en] Every footer link leads to a page with its heading', ({ newContext, baseURL }) =>
  followFooter({ newContext, baseURL }, 'en'))

test('[es] Cada enlace del pie de página lleva a una página con su título', ({
  newContext,
  baseURL,
}) => followFooter({ newContext, baseURL }, 'es'))

test('[en] A visitor opens an FAQ answer with the keyboard and reads the legal pages', async ({
  newContext,
}) => {
  const context = await newContext()
  const page = await context.newPage()
  await page.goto('/support')
  expect(await page.locator('meta[name="analytics:page-name"]').getAttribute('content')).toBe(
    'Support',
  )
  const faqData = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent!)['@type']))
  expect(faqData.includes('FAQPage'), `JSON-LD types: ${faqData.join(', ')}`).toBeTruthy()

  // The table of contents jumps to the financing questions.
  await page
    .getByRole('navigation', { name: enCompany.page.toc })
    .getByRole('link', { name: enCompany.support.groups.financing.title })
    .click()
  await page.waitForURL((url) => url.hash === '#financing')

  const question = page.getByText(enCompany.support.groups.financing.items.amount.q, {
    exact: true,
  })
  const answer = page.getByText(/^Up to \$2 million\. Many equipment lenders cap/)
  expect(await answer.isVisible(), 'answers start closed').toBe(false)
  await question.focus()
  await page.keyboard.press('Enter')
  await answer.waitFor({ state: 'visible' })
  expect(await answer.innerText()).toMatch(/\$500K/)
  const open = () =>
    page.locator('details#financing-amount').evaluate((d) => (d as HTMLDetailsElement).open)
  expect(await open()).toBe(true)
  // Space closes it again; Tab moves on to the next question, which opens with Space.
  await page.keyboard.press(' ')
  await answer.waitFor({ state: 'hidden' })
  await page.keyboard.press('Tab')
  await page.keyboard.press(' ')
  await page
    .getByText(/^No\. Pre-qualification uses no hard credit pull/)
    .waitFor({ state: 'visible' })

  await page.goto('/cookie-policy')
  expect(await page.locator('meta[name="analytics:page-category"]').getAttribute('content')).toBe(
    'Legal',
  )
  const cookies = await page
    .getByRole('region', { name: enCompany.cookies.sections.cookies.title })
    .getByRole('rowheader')
    .allInnerTexts()
  expect(
    cookies.includes('NEXT_LOCALE') && cookies.includes('stytch_session'),
    cookies.join(),
  ).toBeTruthy()

  // The journeys' api runs an open contest (E2E_SWEEPSTAKES_WINDOW; sweepstakes.spec enters it).
  await page.goto('/sweepstakes')
  await expect(
    page.getByRole('heading', { level: 2, name: enCompany.sweepstakes.open.status }),
  ).toBeVisible()
  await context.close()
})
