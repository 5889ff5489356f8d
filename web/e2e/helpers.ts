import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { BrowserContext, Locator, Page } from '@playwright/test'
import enSearch from '../src/i18n/locales/en/search.json'
import esSearch from '../src/i18n/locales/es/search.json'
import { expect } from './fixtures'

/** What several journeys do: read the search results, wait for a client render, read the outbox. */

/** `value`, or the journey fails with `what` when it is missing (null, undefined or empty). */
export function present<T>(value: T | null | undefined, what: string): T {
  expect(value, what).toBeTruthy()
  return value as T
}

export const SEARCH_TEXT = { en: enSearch, es: esSearch }
export type Lang = keyof typeof SEARCH_TEXT

export { E2E_LENDER_APPLICATION_URL } from './e2e-env'

/** Advertised prices (whole dollars) of the result cards, in page order. */
export async function cardPrices(page: Page): Promise<number[]> {
  const cents = await results(page)
    .getByRole('article')
    .evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-price-cents'))))
  return cents.map((c) => c / 100)
}

/** Polls until the result prices are the expected ones (history navigations re-render later). */
export async function waitForPrices(page: Page, expected: number[]): Promise<void> {
  await expect.poll(() => cardPrices(page), { timeout: 15_000 }).toEqual(expected)
}

/**
 * The analytics page category and name as the analytics module reads them (lib/page-analytics.ts
 * readPageAnalytics: the last declaration in the head wins).
 */
export async function pageAnalytics(page: Page): Promise<[string | null, string | null]> {
  const last = async (name: string) =>
    (
      await page
        .locator(`head meta[name="${name}"]`)
        .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content')))
    ).pop() ?? null
  return [await last('analytics:page-category'), await last('analytics:page-name')]
}

/** Polls until the page declares `expected` (after a client navigation the head updates later). */
export async function waitForAnalytics(page: Page, expected: [string, string]): Promise<void> {
  await expect.poll(() => pageAnalytics(page), { timeout: 10_000 }).toEqual(expected)
}

export async function waitForTitle(page: Page, title: string): Promise<void> {
  await page.waitForFunction((t) => document.title === t, title)
}

/**
 * The text of every matched element as the document holds it (`textContent`), whether or not it
 * is laid out or shown.
 */
export async function textsOf(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((els) =>
    els.map((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim()),
  )
}

export async function cardTitles(page: Page): Promise<string[]> {
  return textsOf(results(page).getByRole('heading', { level: 3 }))
}

/** The path of the first machine in the search results of `${prefix}/equipment`. */
export async function firstMachinePath(page: Page, prefix: string): Promise<string> {
  await page.goto(`${prefix}/equipment`)
  const href = await results(page).locator('a[href*="/for-sale/"]').first().getAttribute('href')
  return present(href, 'a machine in the results')
}

export function results(page: Page): Locator {
  return page.locator('#search-results')
}

export function assertAscending(values: number[], what: string): void {
  for (let i = 1; i < values.length; i++) {
    expect(
      values[i] >= values[i - 1],
      `${what} not ascending at ${i}: ${values.join(', ')}`,
    ).toBeTruthy()
  }
}

/** Waits until the URL has every given parameter value (client navigations are asynchronous). */
export async function waitForParams(page: Page, params: Record<string, string>): Promise<void> {
  await page.waitForURL((url) =>
    Object.entries(params).every(([k, v]) => url.searchParams.getAll(k).includes(v)),
  )
}

/** Waits for a search navigation to settle: the results are no longer marked busy. */
export async function settled(page: Page): Promise<void> {
  // The results must be there: while a navigation streams, the page may not have them yet.
  await page.waitForFunction(() => {
    const results = document.getElementById('search-results')
    return results !== null && results.getAttribute('aria-busy') !== 'true'
  })
}

/**
 * Clicks a favorite heart and waits until the api has saved it: the heart turns on at once
 * (optimistically) and is busy until the api answers. Leaving the page or acting on the favorite
 * before that raced the save: a journey that went to the favorites page on the optimistic state
 * found it empty (stop 46's CI).
 */
export async function saveFavorite(page: Page, heart: Locator): Promise<void> {
  const id = await heart.getAttribute('data-favorite-listing')
  await heart.click()
  await page.waitForFunction((listing) => {
    const button = document.querySelector(`button[data-favorite-listing="${listing}"]`)
    return button?.getAttribute('aria-pressed') === 'true' && !button.hasAttribute('aria-busy')
  }, id)
}

/** Opens a collapsed filter section (a <details>) by its title. */
export async function openFilter(page: Page, title: string): Promise<void> {
  const section = page.locator('#filters details').filter({
    has: page.locator('summary', { hasText: new RegExp(`^${title}$`) }),
  })
  if (!(await section.evaluate((d) => (d as HTMLDetailsElement).open))) {
    await section.locator('summary').click()
  }
}

export interface OutboxMessage {
  id: number
  template: string
  to: string
  subject: string | null
  text: string
  locale: string
  links: string[]
}

/**
 * Polls the api's development outbox until a message to `to` from `template` (and mentioning a
 * text, when given) arrives. The outbox lists the oldest first; `pick: 'newest'` takes the last.
 */
export async function waitForMail(
  apiURL: string,
  to: string,
  template: string,
  mentioning?: string,
  pick: 'first' | 'newest' = 'first',
  /** Wait for more than this many matching messages (the ones already there were used). */
  moreThan = 0,
): Promise<OutboxMessage> {
  const deadline = Date.now() + 30_000
  for (;;) {
    const res = await fetch(`${apiURL}/dev/outbox?to=${encodeURIComponent(to)}`)
    expect(res.status, 'the api serves its development outbox').toBe(200)
    const { messages } = (await res.json()) as { messages: OutboxMessage[] }
    const matching = messages.filter(
      (m) => m.template === template && (!mentioning || m.text.includes(mentioning)),
    )
    const found = pick === 'newest' ? matching.at(-1) : matching[0]
    if (found && matching.length > moreThan) return found
    expect(Date.now() < deadline, `no ${template} email to ${to} within 30 s`).toBeTruthy()
    await new Promise((r) => setTimeout(r, 200))
  }
}

/** Local sign-in service's public token (.env.defaults): the browser SDK's Basic auth user. */
const PUBLIC_TOKEN = process.env.STYTCH_PUBLIC_TOKEN || 'public-token-test-local-ironyard'

/**
 * Runs `fn` while no other journey of this run (any worker process) signs in as `email`: one
 * address's magic links are told apart only by their order in the outbox, so two workers signing
 * in as the same demo account at once could each take the other's link (one of them then got no
 * session: "reading 'session_token'", seen with 3 workers). The lock is a directory (mkdir is
 * atomic) named after the run's api and the address; one left by a crashed worker is taken over
 * once it is a minute old.
 */
async function withSignInLock<T>(apiURL: string, email: string, fn: () => Promise<T>): Promise<T> {
  const name = createHash('sha256').update(`${apiURL} ${email}`).digest('hex').slice(0, 24)
  const lock = path.join(os.tmpdir(), `ironyard-e2e-signin-${name}`)
  for (;;) {
    try {
      fs.mkdirSync(lock)
      break
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now())
      if (age > 60_000) fs.rmSync(lock, { recursive: true, force: true })
      else await new Promise((r) => setTimeout(r, 50))
    }
  }
  try {
    return await fn()
  } finally {
    fs.rmSync(lock, { recursive: true, force: true })
  }
}

/**
 * Signs in through the api's sign-in service as the browser SDK would (email magic link read
 * from the outbox), and returns the session cookies the SDK would have set.
 */
export function signIn(apiURL: string, email: string): Promise<Record<string, string>> {
  if (!SHARED_ACCOUNTS.has(email))
    return withSignInLock(apiURL, email, () => signInNow(apiURL, email))
  const key = `${apiURL} ${email}`
  let session = sharedSessions.get(key)
  if (!session) {
    session = withSignInLock(apiURL, email, () => signInNow(apiURL, email))
    // A failed sign-in is not kept: the next journey tries again.
    session.catch(() => sharedSessions.delete(key))
    sharedSessions.set(key, session)
  }
  return session
}

/**
 * The demo admin and partner accounts, which many journeys use: each worker signs them in once
 * and its journeys share the session (no journey signs them out). Signed in per journey, they
 * passed the sign-in service's limit of 10 mails per address in 10 minutes (RATE.sendPerRecipient)
 * once the auction journeys joined, and a journey got 429 from /magic_links.
 */
const SHARED_ACCOUNTS = new Set(['admin@ironyard.local', 'partner@ironyard.local'])
const sharedSessions = new Map<string, Promise<Record<string, string>>>()

async function signInNow(apiURL: string, email: string): Promise<Record<string, string>> {
  const headers = {
    authorization: `Basic ${Buffer.from(`${PUBLIC_TOKEN}:${PUBLIC_TOKEN}`).toString('base64')}`,
    'content-type': 'application/json',
  }
  // An address that signed in before has used links in the outbox: wait for the new one.
  const listed = await fetch(`${apiURL}/dev/outbox?to=${encodeURIComponent(email)}`)
  const earlier = ((await listed.json()) as { messages: OutboxMessage[] }).messages.filter(
    (m) => m.template === 'signin-magic-link',
  ).length
  const sent = await fetch(`${apiURL}/sdk/v1/magic_links/email/login_or_create`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email }),
  })
  expect(sent.status).toBe(200)
  const mail = await waitForMail(apiURL, email, 'signin-magic-link', undefined, 'newest', earlier)
  const token = new URL(mail.links.find((l) => l.includes('token=')) ?? '').searchParams.get(
    'token',
  )
  const res = await fetch(`${apiURL}/sdk/v1/magic_links/authenticate`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ token, session_duration_minutes: 60 }),
  })
  const body = (await res.json()) as { data?: { session_token: string; session_jwt: string } }
  expect(res.status, `signing in as ${email}: ${JSON.stringify(body).slice(0, 300)}`).toBe(200)
  const data = present(body.data, `a session for ${email}`)
  return { stytch_session: data.session_token, stytch_session_jwt: data.session_jwt }
}

/** Signs `context` in as `email` (a new member on first use): its pages are then signed in. */
export async function signInContext(
  context: BrowserContext,
  { apiURL, baseURL }: { apiURL: string; baseURL: string },
  email: string,
): Promise<void> {
  const cookies = await signIn(apiURL, email)
  await context.addCookies(
    Object.entries(cookies).map(([name, value]) => ({ name, value, url: baseURL })),
  )
}

/**
 * Machines the e2e seed sells most often, most first (seed 42, 3,000 listings: 9, 6 and 5 sales
 * in the 12 months before 2026-12-07). The seed draws its sales relative to the day it runs, so a
 * model's count moves from day to day: a journey that needs a machine with a value (5 sales or
 * more of its model or size class) tries these in turn instead of trusting one.
 */
export const WELL_SOLD_MACHINES = [
  {
    year: '2020',
    make: 'kubota',
    makeName: 'Kubota',
    model: 'SSV75',
    category: 'skid-steer-loaders',
    hours: '2000',
  },
  {
    year: '2023',
    make: 'caterpillar',
    makeName: 'Caterpillar',
    model: '239D3',
    category: 'compact-track-loaders',
    hours: '1200',
  },
  {
    year: '2022',
    make: 'case',
    makeName: 'Case',
    model: 'CX160D',
    category: 'excavators',
    hours: '3000',
  },
] as const
