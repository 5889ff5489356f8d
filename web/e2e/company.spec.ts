import type { Page } from 'playwright-core'
import enCompany from '../src/i18n/locales/en/company.json'
import esCompany from '../src/i18n/locales/es/company.json'
import { BRAND } from '../src/lib/brand'
import { assert, journey, type JourneyContext } from './harness'

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

async function followFooter({ newContext, baseURL }: JourneyContext, lang: Lang): Promise<void> {
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
    assert.ok(
      links.some((l) => l.href === `${prefix}${path}`),
      `footer links to ${prefix}${path}`,
    )
  }
  for (const link of links) {
    // Follow it from the footer of the page we are on, as a visitor would.
    await page.locator('footer').getByRole('link', { name: link.text, exact: true }).click()
    await page.waitForURL((url) => url.pathname === link.href)
    const h1 = page.getByRole('heading', { level: 1 })
    await h1.waitFor().catch((e: Error) => {
      throw new Error(`${link.href} shows no heading: ${e.message.split('\n')[0]}`)
    })
    const path = link.href.slice(prefix.length) || '/'
    if (headings[path]) assert.equal(await h1.innerText(), headings[path], link.href)
    else assert.ok((await h1.innerText()).trim().length > 0, `${link.href} has a heading`)
    assert.equal(await page.locator('html').getAttribute('lang'), lang, link.href)
    // What a crawler or a fresh visit gets: a 200 document, not a 404 page.
    const res = await context.request.get(`${baseURL}${link.href}`)
    assert.equal(res.status(), 200, `${link.href} answers ${res.status()}`)
  }
  // The header's press link too.
  await page
    .locator('header')
    .getByRole('link', { name: lang === 'es' ? 'Prensa' : 'Press', exact: true })
    .click()
  await page.waitForURL((url) => url.pathname === `${prefix}/press`)
  assert.equal(
    await page.getByRole('heading', { level: 1 }).innerText(),
    COMPANY[lang].press.heading,
  )
  await context.close()
}

journey('[en] Every footer link leads to a page with its heading', (ctx) => followFooter(ctx, 'en'))

journey('[es] Cada enlace del pie de página lleva a una página con su título', (ctx) =>
  followFooter(ctx, 'es'),
)

journey(
  '[en] A visitor opens an FAQ answer with the keyboard and reads the legal pages',
  async ({ newContext }) => {
    const context = await newContext()
    const page = await context.newPage()
    await page.goto('/support')
    assert.equal(
      await page.locator('meta[name="analytics:page-name"]').getAttribute('content'),
      'Support',
    )
    const faqData = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent!)['@type']))
    assert.ok(faqData.includes('FAQPage'), `JSON-LD types: ${faqData.join(', ')}`)

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
    assert.equal(await answer.isVisible(), false, 'answers start closed')
    await question.focus()
    await page.keyboard.press('Enter')
    await answer.waitFor({ state: 'visible' })
    assert.match(await answer.innerText(), /\$500K/)
    const open = () =>
      page.locator('details#financing-amount').evaluate((d) => (d as HTMLDetailsElement).open)
    assert.equal(await open(), true)
    // Space closes it again; Tab moves on to the next question, which opens with Space.
    await page.keyboard.press(' ')
    await answer.waitFor({ state: 'hidden' })
    await page.keyboard.press('Tab')
    await page.keyboard.press(' ')
    await page
      .getByText(/^No\. Pre-qualification uses no hard credit pull/)
      .waitFor({ state: 'visible' })

    await page.goto('/cookie-policy')
    assert.equal(
      await page.locator('meta[name="analytics:page-category"]').getAttribute('content'),
      'Legal',
    )
    const cookies = await page
      .getByRole('region', { name: enCompany.cookies.sections.cookies.title })
      .getByRole('rowheader')
      .allInnerTexts()
    assert.ok(cookies.includes('NEXT_LOCALE') && cookies.includes('stytch_session'), cookies.join())

    await page.goto('/sweepstakes')
    assert.ok(
      await page.getByRole('heading', { level: 2, name: enCompany.sweepstakes.status }).isVisible(),
    )
    await context.close()
  },
)
