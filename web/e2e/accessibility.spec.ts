import AxeBuilder from '@axe-core/playwright'
import type { BrowserContext, Page } from '@playwright/test'
import enAuth from '../src/i18n/locales/en/auth.json'
import enCommon from '../src/i18n/locales/en/common.json'
import esAuth from '../src/i18n/locales/es/auth.json'
import esCommon from '../src/i18n/locales/es/common.json'
import { expect, test } from './fixtures'
import { firstMachinePath, results, signInContext } from './helpers'

/**
 * An automated accessibility check: axe-core through @axe-core/playwright (WCAG 2.0/2.1 A and AA
 * rules, every frame of the page) on the key pages in both languages (home, search, a category
 * landing page, a machine, finance, sell, a resources page, the blog, about, sign-in, parts, the
 * auction calendar and an auction, the taxonomy alliance, the sweepstakes form and the 404 page), signed out and
 * signed in, plus a few states with something open. Serious and critical findings fail the
 * journey (the full list is attached to the report); moderate and minor ones are printed, not
 * failed.
 */
const AUTH = { en: enAuth, es: esAuth }
const COMMON = { en: enCommon, es: esCommon }
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]
const FAILING: Array<Violation['impact']> = ['serious', 'critical']

/** Waits for running transitions and animations (a half-faded dialog has misleading contrast). */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  )
}

async function audit(page: Page, where: string): Promise<Violation[]> {
  await settle(page)
  // Legacy mode: axe.run in the page (its same-origin frames included) instead of a partial run
  // per frame finished in a new blank page. The site's pages frame no other origin (CSP
  // frame-src), and the extra page per audit made this journey half again as slow.
  const { violations: found } = await new AxeBuilder({ page })
    .withTags(TAGS)
    .setLegacyMode()
    .analyze()
  const minor = found.filter((v) => !FAILING.includes(v.impact ?? null))
  if (minor.length) {
    console.log(
      `    [axe] ${where}: ${minor.map((v) => `${v.id} (${v.impact}) x${v.nodes.length}`).join(', ')}`,
    )
  }
  return found
    .filter((v) => FAILING.includes(v.impact ?? null))
    .map((v) => ({ ...v, help: `${where}: ${v.help}` }))
}

/** One readable paragraph per rule and page: id, impact, count, then a few targets with html. */
function report(violations: Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.slice(0, 4).map((n) => {
        const html = n.html.replace(/\s+/g, ' ')
        return `      ${n.target.join(' ')}  ${html.length > 110 ? `${html.slice(0, 110)}…` : html}`
      })
      const more = v.nodes.length > 4 ? [`      …and ${v.nodes.length - 4} more`] : []
      return [`  ${v.id} (${v.impact}) x${v.nodes.length} ${v.help}`, ...nodes, ...more].join('\n')
    })
    .join('\n')
}

/** Fails with a readable list of the serious and critical findings; the report gets all of them. */
async function expectClean(violations: Violation[]): Promise<void> {
  if (!violations.length) return
  await test.info().attach('axe violations', {
    body: JSON.stringify(violations, null, 2),
    contentType: 'application/json',
  })
  const rules = [...new Set(violations.map((v) => v.id))].join(', ')
  throw new Error(
    `${violations.length} serious/critical accessibility violations (${rules}):\n${report(violations)}`,
  )
}

async function auditPages(page: Page, paths: string[]): Promise<Violation[]> {
  const all: Violation[] = []
  for (const p of paths) {
    const res = await page.goto(p)
    expect(res, p).toBeTruthy()
    all.push(...(await audit(page, p)))
  }
  return all
}

async function signedInContext(
  newContext: (o?: object) => Promise<BrowserContext>,
  baseURL: string,
  apiURL: string,
  email: string,
  options?: object,
): Promise<BrowserContext> {
  const context = await newContext(options)
  await signInContext(context, { apiURL, baseURL }, email)
  return context
}

for (const lang of ['en', 'es'] as const) {
  const prefix = lang === 'es' ? '/es' : ''

  test(`[${lang}] Accessibility check (axe): the main public pages have no serious or critical WCAG 2.1 A/AA violations`, async ({
    newContext,
  }) => {
    const page = await (await newContext()).newPage()
    const machine = await firstMachinePath(page, prefix)
    await expectClean(
      await auditPages(page, [
        `${prefix}/`,
        `${prefix}/equipment`,
        `${prefix}/excavators`,
        // A facet shown in full (issue 18: "Show all 38 makes").
        `${prefix}/equipment?category=excavators&more=make`,
        machine,
        `${prefix}/services/finance`,
        `${prefix}/services/sell`,
        `${prefix}/resources/taxonomy`,
        `${prefix}/blog`,
        `${prefix}/about`,
        `${prefix}/signin`,
        `${prefix}/parts`,
        `${prefix}/auctions`,
        `${prefix}/auctions/phoenix-onsite-earthmoving`,
        `${prefix}/resources/taxonomy/alliance`,
        // The open contest's entry form (E2E_SWEEPSTAKES_WINDOW).
        `${prefix}/sweepstakes`,
        `${prefix}/no-such-page`,
      ]),
    )
  })

  test(`[${lang}] Accessibility check (axe): a member's account pages have no serious or critical WCAG 2.1 A/AA violations`, async ({
    newContext,
    baseURL,
    apiURL,
  }) => {
    const context = await signedInContext(
      newContext,
      baseURL,
      apiURL,
      `axe-${lang}-${Date.now()}@example.com`,
    )
    const page = await context.newPage()
    const paths = [
      '/account',
      '/account/favorites',
      '/account/value-tracker',
      '/account/market-intelligence',
      '/account/settings',
    ].map((p) => `${prefix}${p}`)
    const found: Violation[] = []
    for (const p of paths) {
      const res = await page.goto(p)
      expect(res?.status(), `${p} signed in`).toBe(200)
      expect(new URL(page.url()).pathname, `${p} is not redirected`).toBe(p)
      found.push(...(await audit(page, p)))
    }
    await page.getByRole('banner').getByLabel(AUTH[lang].entry.menuLabel).click()
    await page.getByRole('banner').locator('details[open]').waitFor()
    found.push(...(await audit(page, `${paths.at(-1)}, account menu open`)))
    await expectClean(found)
  })

  test(`[${lang}] Accessibility check (axe): the filter sheet and the taxonomy table at 360 px, the open menu and the login modal have no serious or critical violations`, async ({
    newContext,
  }) => {
    const found: Violation[] = []
    const narrow = await (await newContext({ viewport: { width: 360, height: 780 } })).newPage()
    await narrow.goto(`${prefix}/equipment`)
    await results(narrow).locator('a[href="#filters"]').click()
    await narrow.locator('#filters').waitFor({ state: 'visible' })
    await narrow.waitForFunction(() => location.hash === '#filters')
    found.push(...(await audit(narrow, `${prefix}/equipment, filters open at 360 px`)))
    // The taxonomy table scrolls sideways on a phone: its region must be reachable by keyboard
    // (scrollable-region-focusable, issue 16, defect 9).
    await narrow.goto(`${prefix}/resources/taxonomy`)
    await narrow.locator('#taxonomy-table').waitFor()
    found.push(...(await audit(narrow, `${prefix}/resources/taxonomy at 360 px`)))

    const page = await (await newContext()).newPage()
    await page.goto(`${prefix}/`)
    await page
      .locator('header summary', { has: page.getByText(COMMON[lang].nav.menu, { exact: true }) })
      .click()
    await page.getByRole('navigation', { name: COMMON[lang].nav.menu }).waitFor()
    found.push(...(await audit(page, `${prefix}/, menu open`)))

    await page.goto(`${prefix}/`)
    await page.getByRole('banner').getByRole('link', { name: AUTH[lang].entry.signIn }).click()
    await page.getByRole('dialog').waitFor()
    found.push(...(await audit(page, `${prefix}/, login modal open`)))
    await expectClean(found)
  })
}

test("In forced-colours mode (Windows high contrast) the cards' heart, drawn by CSS, stays visible in the system's button colour", async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: 'active' })
  await page.goto('/equipment?category=excavators')
  const heart = page.locator('button[data-favorite-listing]').first()
  await expect(heart).toBeVisible()
  const drawn = await heart.evaluate((el) => {
    const before = getComputedStyle(el, '::before')
    return {
      adjust: before.getPropertyValue('forced-color-adjust'),
      background: before.backgroundColor,
      mask: before.getPropertyValue('mask-image'),
      width: before.width,
    }
  })
  // The mask shapes the heart; its colour is the system's ButtonText, not forced to transparent.
  expect(drawn.adjust).toBe('none')
  expect(drawn.mask).toContain('svg')
  expect(drawn.width).toBe('22px')
  expect(drawn.background).not.toBe('rgba(0, 0, 0, 0)')
  expect(drawn.background).not.toBe('transparent')
})
