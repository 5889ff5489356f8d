import { expect, test } from './fixtures'
import { createHash } from 'node:crypto'
import { present, results, waitForMail } from './helpers'

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
  firstVisitParams: Record<string, string>
  traits: Record<string, unknown> | null
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

/** Local sign-in service's public token (.env.defaults): the browser SDK's Basic auth user. */
const PUBLIC_TOKEN = process.env.STYTCH_PUBLIC_TOKEN || 'public-token-test-local-ironyard'

test('[en] A visitor from a campaign link that names their email signs in with an emailed link: the address is kept only hashed, /authenticate counts one page view without its token, and identify carries the account traits (issue 16)', async ({
  newContext,
  apiURL,
}) => {
  const email = `analytics-${Date.now()}@example.com`
  const context = await newContext()
  const page = await context.newPage()
  await page.goto(`/?utm_source=e2e-signin&email=${encodeURIComponent(email)}`)
  // The analytics runtime writes it once it has started (after hydration): wait for it.
  await page.waitForFunction(() => localStorage.getItem('ironyard.anonymousId') !== null)
  const anonymousId = present(
    await page.evaluate(() => localStorage.getItem('ironyard.anonymousId')),
    'the browser keeps an anonymous id',
  )
  const sha = createHash('sha256').update(email).digest('hex')
  // Stored in the browser only hashed (Web Crypto), never the address itself.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('ironyard.firstVisitParams')))
    .toBe(JSON.stringify({ utm_source: 'e2e-signin', email_sha256: sha }))
  expect(JSON.stringify(await page.evaluate(() => ({ ...localStorage })))).not.toContain(email)

  // The emailed link, as the sign-in service sends it (it lands on /authenticate).
  const sent = await fetch(`${apiURL}/sdk/v1/magic_links/email/login_or_create`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${PUBLIC_TOKEN}:${PUBLIC_TOKEN}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ email }),
  })
  expect(sent.status).toBe(200)
  const mail = await waitForMail(apiURL, email, 'signin-magic-link')
  const link = present(
    mail.links.find((l) => l.includes('stytch_token_type')),
    'the mail has a sign-in link',
  )
  const token = present(new URL(link).searchParams.get('token'), 'the link has a token')
  await page.goto(link)
  // Signed in, the landing sends the visitor on to their account.
  await page.waitForURL((u) => u.pathname === '/account', { timeout: 30_000 })

  const events = await waitForEvents(
    apiURL,
    anonymousId,
    (es) =>
      es.some((e) => e.type === 'page' && e.path === '/account') &&
      es.some((e) => e.type === 'identify'),
  )
  const landings = events.filter((e) => e.type === 'page' && e.path === '/authenticate')
  expect(landings, 'one page view of /authenticate, before and after its token left').toHaveLength(
    1,
  )
  expect(landings[0].pageName).toBe('Sign In')
  expect(JSON.stringify(events)).not.toContain(token)
  expect(JSON.stringify(events)).not.toContain(email)
  expect(events[0].firstVisitParams).toEqual({ utm_source: 'e2e-signin', email_sha256: sha })
  // identify: the traits the api knows, not only the (hashed) email.
  const identify = present(
    events.find((e) => e.type === 'identify'),
    'an identify event',
  )
  expect(identify.userId).toBeTruthy()
  expect(identify.traits).toMatchObject({
    emailSha256: sha,
    personaType: { buyer: expect.any(Boolean), seller: expect.any(Boolean) },
    interestedIn: { categories: expect.any(Array) },
  })
  await context.close()
})

test('A visitor whose browser sends Sec-GPC: 1 is not tracked: no page-view cookie, no id, no marketing parameters kept, and the collector stores nothing sent with the header (issue 16)', async ({
  newContext,
  apiURL,
  baseURL,
}) => {
  const context = await newContext({ extraHTTPHeaders: { 'Sec-GPC': '1' } })
  const page = await context.newPage()
  // Kept before the visitor turned the signal on: forgotten.
  await page.goto('/about')
  await page.evaluate(() => localStorage.setItem('ironyard.utm', '{"utm_source":"old"}'))
  await page.goto('/?utm_source=e2e-gpc&utm_campaign=private')
  await page
    .getByRole('region', { name: 'Shop by price' })
    .locator('a[href^="/equipment?"]')
    .first()
    .click()
  await page.waitForURL((u) => u.pathname === '/equipment')
  await expect.poll(() => page.evaluate(() => localStorage.getItem('ironyard.utm'))).toBeNull()
  const kept = await page.evaluate(() => ({ ...localStorage }))
  // The analytics keys of the cookie policy (recent searches are a preference, kept).
  for (const key of ['ironyard.utm', 'ironyard.firstVisitParams', 'ironyard.anonymousId'])
    expect(kept[key], key).toBeUndefined()
  expect((await context.cookies()).some((c) => c.name === 'bb_page_view_count')).toBe(false)
  await context.close()

  // The web route forwards the header and the api stores nothing; without it, the same event is kept.
  const send = async (anonymousId: string, headers: Record<string, string>) => {
    const res = await fetch(new URL('/api/analytics', baseURL), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({
        batch: [
          {
            type: 'page',
            messageId: crypto.randomUUID(),
            anonymousId,
            timestamp: new Date().toISOString(),
            page: { category: 'Landing Page', name: 'Home', path: '/' },
            urlParams: { utm_source: 'e2e-gpc' },
          },
        ],
      }),
    })
    expect(res.status).toBe(200)
    return (await res.json()) as { accepted: number; ignored: number }
  }
  const hidden = `e2e-gpc-${Date.now()}`
  expect(await send(hidden, { 'Sec-GPC': '1' })).toMatchObject({ accepted: 0, ignored: 1 })
  const shown = `e2e-nogpc-${Date.now()}`
  expect(await send(shown, {})).toMatchObject({ accepted: 1 })
  await waitForEvents(apiURL, shown, (es) => es.length === 1)
  const res = await fetch(`${apiURL}/dev/analytics?anonymousId=${hidden}`)
  expect(((await res.json()) as { events: StoredEvent[] }).events).toEqual([])
})
