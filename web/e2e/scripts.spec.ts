import type { Page } from '@playwright/test'
import enServices from '../src/i18n/locales/en/services.json'
import { monthlyPaymentCents } from '@ironyard/contract'
import { expect, test } from './fixtures'
import { results, SEARCH_TEXT } from './helpers'

/**
 * docs/decisions/011: the production server queues the app's chunk scripts and runs them after the
 * first paint. If Next ever writes its tags differently, the rewrite silently stops (the pages
 * still work, the LCP regresses): this journey notices.
 */
test("The app's scripts run after the first paint: documents queue them, and the page then hydrates", async ({
  newContext,
  baseURL,
}) => {
  for (const path of ['/', '/equipment?category=excavators', '/es/excavators']) {
    const res = await fetch(`${baseURL}${path}`, { headers: { 'accept-encoding': 'gzip' } })
    expect(res.status, path).toBe(200)
    expect(res.headers.get('content-encoding'), `${path} is compressed`).toBe('gzip')
    const html = await res.text()
    expect(html, `${path}: no chunk runs as soon as it arrives`).not.toMatch(
      /<script src="\/_next\/static\/[^"]+\.js" async="">/,
    )
    const queued = html.match(/self\.__iyScripts=self\.__iyScripts\|\|\[\]\)\.push\(/g) ?? []
    expect(queued.length >= 3, `${path}: the chunks are queued (${queued.length})`).toBeTruthy()
    expect(html.split('w.__iyGo=1').length, `${path}: one loader`).toBe(2)
  }

  // In the browser: the loader adds them after the paint, and the page becomes interactive
  // (the sort menu, a client control, submits on change).
  const context = await newContext()
  const page = await context.newPage()
  await page.goto('/equipment?category=excavators')
  expect(await page.evaluate(() => (self as { __iyReady?: boolean }).__iyReady)).toBe(true)
  const loaded = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => /\/_next\/static\/.+\.js$/.test(e.name))
      .map((e) => e.name),
  )
  expect(loaded.length >= 3, `chunks loaded: ${loaded.join(', ')}`).toBeTruthy()
  expect((await results(page).count()) > 0, 'results shown').toBeTruthy()
  // Hydrated: the search form's effect marks the results idle (the server sends no aria-busy).
  await page.locator('#search-results[aria-busy="false"]').waitFor({ state: 'attached' })
  await page
    .getByLabel(SEARCH_TEXT.en.sort.label, { exact: true })
    .selectOption('advertisedPrice_asc')
  await page.waitForURL((u) => u.searchParams.get('sort') === 'advertisedPrice_asc')
  await context.close()
})

/**
 * Holds the app's chunk scripts until `release` is called: the page is on screen, usable as
 * plain HTML, and nothing has hydrated yet.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/_next\/static\/.+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  return release
}

/** Opens a page without the fixtures' wait for the app's scripts (fixtures.ts): they are held. */
async function openWhileScriptsHeld(page: Page, path: string): Promise<void> {
  const pageClass = Object.getPrototypeOf(page) as Pick<Page, 'goto'>
  await pageClass.goto.call(page, path, { waitUntil: 'commit' })
}

test('A visitor who types, ticks, chooses and clicks before the scripts have run keeps it all, and the page acts on it once they run', async ({
  newContext,
}) => {
  const context = await newContext()
  const c = enServices.finance.calculator
  const page = await context.newPage()
  let release = await holdScripts(page)
  await openWhileScriptsHeld(page, '/services/finance')
  await page.getByLabel(c.price, { exact: true }).fill('120000')
  await page.getByLabel(c.term, { exact: true }).selectOption('72')
  release()
  await page.waitForFunction(() => (self as { __iyReady?: boolean }).__iyReady === true)
  const payment = monthlyPaymentCents(120_000_00, {
    downPercent: 0,
    ratePercent: 8.99,
    termMonths: 72,
  })
  await page
    .getByTestId('loan-result')
    .getByText(`$${Math.round(payment / 100).toLocaleString('en-US')} / month`)
    .waitFor()
  await page.waitForURL((u) => u.searchParams.get('term') === '72')
  await expect(page.getByLabel(c.price, { exact: true })).toHaveValue('120000')

  // A filter box ticked while the search page loads is applied, not reset.
  await page.unrouteAll()
  release = await holdScripts(page)
  await openWhileScriptsHeld(page, '/equipment')
  const excavators = page.getByRole('checkbox', { name: /^Excavators/ })
  await excavators.check()
  release()
  await page.waitForURL((u) => u.searchParams.get('category') === 'excavators')
  await page.locator('#search-results[aria-busy="false"]').waitFor({ state: 'attached' })
  expect(await excavators.isChecked(), 'the box stays ticked').toBeTruthy()

  // A favorite heart clicked before the scripts ran: once they have, the visitor (not signed
  // in) gets the login modal, as with a click a moment later.
  await page.unrouteAll()
  release = await holdScripts(page)
  await openWhileScriptsHeld(page, '/equipment')
  await page.locator('button[data-favorite-listing]').first().click()
  release()
  await page.getByRole('dialog').waitFor()
  // The loader stops noting clicks once React's root marks the document: still true.
  expect(
    await page.evaluate(() => Object.keys(document).some((k) => k.startsWith('__reactContainer$'))),
    "React's root marks the document",
  ).toBeTruthy()
  await context.close()
})
