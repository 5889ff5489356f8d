import { VALIDATION_TEXTS } from '@ironyard/contract/forms/validation-texts'
import enAuctions from '../src/i18n/locales/en/auctions.json'
import esAuctions from '../src/i18n/locales/es/auctions.json'
import { expect, test } from './fixtures'
import { signIn, signInContext } from './helpers'

/**
 * Timed online bidding (issue 34, point 2) on an auction and lot made for the journey through the
 * console's api (a fresh listing, so no other journey's lot or bid moves it): the lot page in
 * English and Spanish, registering, a refused bid's translated message, a bid that leads, another
 * visitor's page following the price live, and a bid placed without JavaScript.
 */
const DEMO_ADMIN = 'admin@ironyard.local'
const en = enAuctions
const es = esAuctions
const { en: enValidation, es: esValidation } = VALIDATION_TEXTS

async function adminGql<T>(
  apiURL: string,
  cookies: Record<string, string>,
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const res = await fetch(`${apiURL}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: Object.entries(cookies)
        .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
        .join('; '),
    },
    body: JSON.stringify({ query, variables }),
  })
  const body = (await res.json()) as { data?: T; errors?: unknown }
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined()
  return body.data!
}

/** An online auction open now with one lot: a new listing, starting at $5,000, reserve $8,000. */
async function makeLot(apiURL: string): Promise<{ slug: string; stockNumber: string }> {
  const admin = await signIn(apiURL, DEMO_ADMIN)
  const run = Math.random().toString(36).slice(2, 8)
  const { createListing } = await adminGql<{ createListing: { stockNumber: string } }>(
    apiURL,
    admin,
    `mutation ($input: CreateListingInput!) { createListing(input: $input) { stockNumber } }`,
    {
      input: {
        categorySlug: 'excavators',
        make: 'Caterpillar',
        model: '320',
        year: 2019,
        hours: 5200,
        advertisedPriceCents: 95_000_00,
        zip: '78701',
        idempotencyKey: crypto.randomUUID(),
      },
    },
  )
  const stockNumber = createListing.stockNumber
  await adminGql(
    apiURL,
    admin,
    `mutation ($s: String!) { publishListing(stockNumber: $s) { status } }`,
    {
      s: stockNumber,
    },
  )
  const now = Date.now()
  const { createAuction } = await adminGql<{ createAuction: { slug: string } }>(
    apiURL,
    admin,
    `mutation ($input: CreateAuctionInput!) { createAuction(input: $input) { slug } }`,
    {
      input: {
        name: `Journey bids ${run}`,
        nameEs: `Pujas de prueba ${run}`,
        format: 'online',
        startsAt: new Date(now - 3_600_000).toISOString(),
        endsAt: new Date(now + 2 * 86_400_000).toISOString(),
        timeZone: 'America/Chicago',
        city: 'Austin',
        state: 'TX',
      },
    },
  )
  await adminGql(
    apiURL,
    admin,
    `mutation ($slug: String!, $s: String!) {
      addAuctionLot(auctionSlug: $slug, stockNumber: $s, startingBidCents: 500000, reserveCents: 800000) { lotNumber }
    }`,
    { slug: createAuction.slug, s: stockNumber },
  )
  return { slug: createAuction.slug, stockNumber }
}

const bidder = (name: string) =>
  `bidder-${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`

test('Bidders register, bid and lead on an online lot, live and without JavaScript, in English and Spanish', async ({
  newContext,
  apiURL,
  baseURL,
}) => {
  const { slug } = await makeLot(apiURL)
  const path = `/auctions/${slug}/lots/1`

  // A visitor: the lot in English (the machine, the reserve, the next bid, the sign-in prompt),
  // and the page stays open to follow the bids live.
  const watcher = await newContext()
  const live = await watcher.newPage()
  await live.goto(path)
  await expect(live.getByRole('heading', { level: 1 })).toContainText('Lot 1:')
  await expect(live.getByTestId('lot-reserve')).toHaveText(en.reserve.notMet)
  await expect(live.getByTestId('lot-next-bid')).toHaveText('$5,000')
  await expect(live.getByTestId('lot-bid-count')).toHaveText('0 bids')
  await expect(live.getByTestId('signin-prompt')).toBeVisible()
  await expect(live.getByTestId('lot-time-left')).toContainText(/left$/)
  // The lot links to its listing, and the listing back to the lot.
  const listingHref = await live.getByTestId('lot-listing-link').getAttribute('href')
  const listingPage = await watcher.newPage()
  await listingPage.goto(listingHref!)
  await expect(listingPage.getByTestId('listing-auction-lot')).toContainText('In auction: Lot 1')
  await listingPage.getByTestId('listing-auction-lot').getByRole('link').click()
  await listingPage.waitForURL((u) => u.pathname === path)
  await listingPage.close()

  // On a phone (360 px): one column, the bid box before the machine, nothing wider than the screen.
  const phone = await newContext({ viewport: { width: 360, height: 780 } })
  const small = await phone.newPage()
  await small.goto(`/es${path}`)
  const box = (await small.getByTestId('bid-box').boundingBox())!
  const gallery = (await small
    .getByTestId('lot-page')
    .locator('h2', { hasText: es.lot.machine })
    .boundingBox())!
  expect(box.y).toBeLessThan(gallery.y)
  expect(box.x + box.width).toBeLessThanOrEqual(360)
  expect(
    await small.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true)
  await phone.close()

  // The same lot in Spanish.
  const esContext = await newContext({ locale: 'es-MX' })
  const esPage = await esContext.newPage()
  await esPage.goto(`/es${path}`)
  await expect(esPage.getByRole('heading', { level: 1 })).toContainText('Lote 1:')
  await expect(esPage.getByTestId('lot-reserve')).toHaveText(es.reserve.notMet)
  await expect(esPage.getByText(es.signin.prompt)).toBeVisible()

  // Ana registers (phone and terms), is refused an invalid amount, then bids $6,000 and leads.
  const ana = await newContext()
  await signInContext(ana, { apiURL, baseURL }, bidder('ana'))
  const page = await ana.newPage()
  await page.goto(path)
  const register = page.getByTestId('register-form')
  await register.getByLabel(en.register.phoneLabel, { exact: true }).fill('(512) 555-0100')
  await register.getByLabel(en.register.terms).check()
  await register.getByRole('button', { name: en.register.submit }).click()
  await expect(page.getByText(en.register.done)).toBeVisible()
  const amount = page.getByLabel(en.box.maxLabel)
  await amount.fill('abc')
  await page.getByRole('button', { name: en.box.submit }).click()
  await expect(page.getByTestId('bid-error')).toHaveText(enValidation.validation.bidAmountInvalid)
  await expect(amount).toBeFocused()
  await expect(amount).toHaveAttribute('aria-invalid', 'true')
  await amount.fill('6,000')
  // The all-in total follows the typed maximum: $6,000 + the 10 % buyer's fee, before a ZIP.
  await expect(page.getByTestId('all-in-total-amount')).toHaveText('$6,600.00')
  await page.getByRole('button', { name: en.box.submit }).click()
  await expect(page.getByTestId('my-standing')).toContainText(en.box.leading)
  await expect(page.getByTestId('bid-history').getByRole('row').nth(1)).toContainText(
    en.history.you,
  )
  await expect(page.getByTestId('lot-price')).toHaveText('$5,000')
  // Watching: the button says what it does next.
  await page.getByRole('button', { name: en.watch.watch }).click()
  await expect(page.getByRole('button', { name: en.watch.unwatch })).toBeVisible()

  // The visitor's page followed without a reload.
  await expect(live.getByTestId('lot-bid-count')).toHaveText('1 bid')
  await expect(live.getByTestId('bid-history').getByRole('row').nth(1)).toContainText('Bidder 1')

  // Bruno, without JavaScript and in Spanish: registers and bids through the plain forms.
  const noJs = await newContext({ javaScriptEnabled: false, locale: 'es-MX' })
  await signInContext(noJs, { apiURL, baseURL }, bidder('bruno'))
  const plain = await noJs.newPage()
  await plain.goto(`/es${path}`)
  const plainRegister = plain.getByTestId('register-form')
  await plainRegister.getByLabel(es.register.phoneLabel, { exact: true }).fill('(512) 555-0101')
  await plainRegister.getByLabel(es.register.terms).check()
  await plainRegister.getByRole('button', { name: es.register.submit }).click()
  await expect(plain.getByLabel(es.box.maxLabel)).toBeVisible()
  await plain.getByLabel(es.box.maxLabel).fill('0')
  await plain.getByRole('button', { name: es.box.submit }).click()
  await expect(plain.getByTestId('bid-error')).toHaveText(esValidation.validation.bidAmountInvalid)
  await plain.getByLabel(es.box.maxLabel).fill('7000')
  await plain.getByRole('button', { name: es.box.submit }).click()
  await expect(plain.getByTestId('my-standing')).toContainText(es.box.leading)
  // Ana's $6,000 beaten by one increment ($250 at $6,000).
  await expect(plain.getByTestId('lot-price')).toHaveText('$6,250')

  // Both JavaScript pages follow: the visitor sees the new price, Ana sees she was outbid.
  await expect(live.getByTestId('lot-price')).toHaveText('$6,250')
  await expect(live.getByTestId('lot-bid-count')).toHaveText('2 bids')
  await expect(page.getByTestId('my-standing')).toContainText(en.box.outbid)

  // /account lists Ana's bid as outbid.
  await page.goto('/account')
  await expect(page.getByTestId('my-bids').locator('[data-standing="outbid"]')).toHaveCount(1)
})
