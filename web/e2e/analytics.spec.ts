import { assert, journey, results } from './harness'

interface StoredEvent {
  type: 'page' | 'track' | 'identify'
  name: string | null
  pageCategory: string | null
  pageName: string | null
  path: string | null
  userId: string | null
  properties: Record<string, unknown>
  urlParams: Record<string, string>
  utm: Record<string, string>
}

/** Polls the api's development view of the analytics table until `done` holds (30 s at most). */
async function waitForEvents(
  apiURL: string,
  anonymousId: string,
  done: (events: StoredEvent[]) => boolean,
): Promise<StoredEvent[]> {
  const deadline = Date.now() + 30_000
  for (;;) {
    const res = await fetch(
      `${apiURL}/dev/analytics?anonymousId=${encodeURIComponent(anonymousId)}`,
    )
    assert.equal(res.status, 200, 'the api serves its development analytics view')
    const { events } = (await res.json()) as { events: StoredEvent[] }
    if (done(events)) return events
    assert.ok(
      Date.now() < deadline,
      `analytics events not stored within 30 s: ${JSON.stringify(events.map((e) => [e.type, e.name]))}`,
    )
    await new Promise((r) => setTimeout(r, 250))
  }
}

journey(
  '[en] A visitor from a campaign browses search and a machine: the collector stores each page view with its category, name and the campaign, and the page-view cookie counts them',
  async ({ newContext, apiURL }) => {
    const context = await newContext()
    const page = await context.newPage()
    await page.goto('/?utm_source=e2e-analytics&utm_campaign=spring&token=not-for-analytics')

    // Home → search (a client-side link of "Shop by price").
    await page
      .getByRole('region', { name: 'Shop by price' })
      .locator('a[href^="/equipment?"]')
      .first()
      .click()
    await page.waitForURL((u) => u.pathname === '/equipment')
    // Search → a machine (the first result).
    const link = results(page).getByRole('article').first().getByRole('link').first()
    await link.click()
    await page.waitForURL((u) => u.pathname.startsWith('/for-sale/'))
    const listingId = Number(
      await page
        .locator('main [data-favorite-listing]')
        .first()
        .getAttribute('data-favorite-listing'),
    )
    // An anonymous visitor's heart opens the login modal: a sign-in event forwarded as "track".
    await page.locator('main [data-favorite-listing]').first().click()
    await page.getByRole('dialog').waitFor()

    const anonymousId = await page.evaluate(() => localStorage.getItem('ironyard.anonymousId'))
    assert.ok(anonymousId, 'the browser keeps an anonymous id')
    const events = await waitForEvents(
      apiURL,
      anonymousId,
      (es) =>
        es.filter((e) => e.type === 'page').length >= 3 &&
        es.some((e) => e.type === 'track' && e.name === 'Login Modal Viewed'),
    )
    const pages = events.filter((e) => e.type === 'page')
    assert.deepEqual(
      pages.map((e) => [e.pageCategory, e.pageName]),
      [
        ['Landing Page', 'Home'],
        ['App', 'Find Equipment'],
        ['App', 'Equipment Details Page'],
      ],
    )
    assert.deepEqual(
      pages.map((e) => e.properties.pageViewCount),
      [1, 2, 3],
    )
    assert.equal(pages[0].path, '/')
    assert.equal(pages[1].path, '/equipment')
    assert.match(pages[2].path ?? '', /^\/for-sale\/.+-\d+$/)
    // The landing page's own parameters (sign-in secrets dropped), then the stored campaign on every event.
    assert.deepEqual(pages[0].urlParams, { utm_source: 'e2e-analytics', utm_campaign: 'spring' })
    for (const e of events) {
      assert.deepEqual(e.utm, { utm_source: 'e2e-analytics', utm_campaign: 'spring' })
      assert.equal(e.userId, null)
    }
    assert.ok(pages[1].urlParams.priceMax, 'the search page carries its own parameters')
    // The listing details the equipment page passes.
    const listing = pages[2].properties.listing as Record<string, unknown>
    assert.equal(listing.id, listingId)
    assert.equal(pages[2].path?.endsWith(`-${String(listing.stockNumber)}`), true)
    assert.ok(Number(listing.advertisedPriceInCents) > 0)
    assert.ok(listing.category && listing.make)
    assert.ok(pages[2].urlParams.queryID, 'the click came from the search (queryID)')

    const cookie = (await context.cookies()).find((c) => c.name === 'bb_page_view_count')
    assert.equal(cookie?.value, String(pages.length), 'the cookie counts the pages seen')
    assert.equal(cookie?.sameSite, 'Lax')
    assert.equal(cookie?.path, '/')
    await context.close()
  },
)

journey(
  'Served pages name the path their analytics tags belong to, in both languages, so a later page never reads them as its own',
  async ({ baseURL }) => {
    const pathTag = async (url: string) => {
      const html = await (await fetch(new URL(url, baseURL))).text()
      return /<meta name="analytics:page-path" content="([^"]*)"/.exec(html)?.[1] ?? null
    }
    assert.equal(await pathTag('/?utm_source=e2e'), '/')
    assert.equal(await pathTag('/equipment?category=excavators'), '/equipment')
    assert.equal(await pathTag('/es/equipment?category=excavators'), '/es/equipment')
    assert.equal(await pathTag('/es/excavators'), '/es/excavators')
    assert.equal(await pathTag('/no-such-page-e2e'), '/no-such-page-e2e')
  },
)
