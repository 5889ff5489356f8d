import { expect, test } from './fixtures'
import { present, results } from './helpers'

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
    expect(res.status, 'the api serves its development analytics view').toBe(200)
    const { events } = (await res.json()) as { events: StoredEvent[] }
    if (done(events)) return events
    expect(
      Date.now() < deadline,
      `analytics events not stored within 30 s: ${JSON.stringify(events.map((e) => [e.type, e.name]))}`,
    ).toBeTruthy()
    await new Promise((r) => setTimeout(r, 250))
  }
}

test('[en] A visitor from a campaign browses search and a machine: the collector stores each page view with its category, name and the campaign, and the page-view cookie counts them', async ({
  newContext,
  apiURL,
}) => {
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

  const anonymousId = present(
    await page.evaluate(() => localStorage.getItem('ironyard.anonymousId')),
    'the browser keeps an anonymous id',
  )
  const events = await waitForEvents(
    apiURL,
    anonymousId,
    (es) =>
      es.filter((e) => e.type === 'page').length >= 3 &&
      es.some((e) => e.type === 'track' && e.name === 'Login Modal Viewed'),
  )
  const pages = events.filter((e) => e.type === 'page')
  expect(pages.map((e) => [e.pageCategory, e.pageName])).toEqual([
    ['Landing Page', 'Home'],
    ['App', 'Find Equipment'],
    ['App', 'Equipment Details Page'],
  ])
  expect(pages.map((e) => e.properties.pageViewCount)).toEqual([1, 2, 3])
  expect(pages[0].path).toBe('/')
  expect(pages[1].path).toBe('/equipment')
  expect(pages[2].path ?? '').toMatch(/^\/for-sale\/.+-\d+$/)
  // The landing page's own parameters (sign-in secrets dropped), then the stored campaign on every event.
  expect(pages[0].urlParams).toEqual({ utm_source: 'e2e-analytics', utm_campaign: 'spring' })
  for (const e of events) {
    expect(e.utm).toEqual({ utm_source: 'e2e-analytics', utm_campaign: 'spring' })
    expect(e.userId).toBe(null)
  }
  expect(pages[1].urlParams.priceMax, 'the search page carries its own parameters').toBeTruthy()
  // The listing details the equipment page passes.
  const listing = pages[2].properties.listing as Record<string, unknown>
  expect(listing.id).toBe(listingId)
  expect(pages[2].path?.endsWith(`-${String(listing.stockNumber)}`)).toBe(true)
  expect(Number(listing.advertisedPriceInCents) > 0).toBeTruthy()
  expect(listing.category && listing.make).toBeTruthy()
  expect(pages[2].urlParams.queryID, 'the click came from the search (queryID)').toBeTruthy()

  const cookie = (await context.cookies()).find((c) => c.name === 'bb_page_view_count')
  expect(cookie?.value, 'the cookie counts the pages seen').toBe(String(pages.length))
  expect(cookie?.sameSite).toBe('Lax')
  expect(cookie?.path).toBe('/')
  await context.close()
})

test('Served pages name the path their analytics tags belong to, in both languages, so a later page never reads them as its own', async ({
  baseURL,
}) => {
  const pathTag = async (url: string) => {
    const html = await (await fetch(new URL(url, baseURL))).text()
    return /<meta name="analytics:page-path" content="([^"]*)"/.exec(html)?.[1] ?? null
  }
  expect(await pathTag('/?utm_source=e2e')).toBe('/')
  expect(await pathTag('/equipment?category=excavators')).toBe('/equipment')
  expect(await pathTag('/es/equipment?category=excavators')).toBe('/es/equipment')
  expect(await pathTag('/es/excavators')).toBe('/es/excavators')
  expect(await pathTag('/no-such-page-e2e')).toBe('/no-such-page-e2e')
})
