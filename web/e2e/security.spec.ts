import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { firstMachinePath, present, results } from './helpers'

/**
 * The web's security headers (issue 12, docs/decisions/018): a nonce-based Content-Security-
 * Policy, no framing, nosniff, a referrer policy and a permissions policy on every kind of
 * answer. That no page logs a CSP violation is checked by the fixtures on every journey
 * (fixtures.ts); these journeys check what they cannot see.
 */

const NONCE_IN_POLICY = /script-src 'nonce-([A-Za-z0-9+/]+={0,2})' 'strict-dynamic'/

/** The nonce of an answer's policy, checked to be the strict one. */
function policyNonce(res: Response, what: string): string {
  const policy = res.headers.get('content-security-policy') ?? ''
  const nonce = present(
    NONCE_IN_POLICY.exec(policy)?.[1],
    `${what}: a nonce-based policy (got "${policy}")`,
  )
  for (const directive of [
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ])
    expect(policy.includes(directive), `${what}: ${directive}`).toBeTruthy()
  expect(res.headers.get('x-content-type-options'), `${what}: nosniff`).toBe('nosniff')
  expect(res.headers.get('x-frame-options'), `${what}: X-Frame-Options`).toBe('DENY')
  expect(res.headers.get('referrer-policy'), `${what}: Referrer-Policy`).toBe(
    'strict-origin-when-cross-origin',
  )
  expect(res.headers.get('permissions-policy') ?? '', `${what}: Permissions`).toMatch(/camera=\(\)/)
  // The journeys run on http://127.0.0.1: HSTS there would do nothing but harm (decision 018).
  expect(res.headers.get('strict-transport-security'), `${what}: no HSTS over http`).toBe(null)
  return nonce
}

/** The nonces a document's scripts carry (attributes and the RSC payload's props). */
function noncesIn(html: string): string[] {
  return [
    ...new Set([...html.matchAll(/nonce(?:="|\\":\\")([A-Za-z0-9+/]+={0,2})/g)].map((m) => m[1])),
  ]
}

test('Every kind of web answer carries the security headers, and each page its own nonce, replays of the page cache and error pages included', async ({
  baseURL,
  webWithoutApi,
}) => {
  const seen = new Set<string>()
  const fresh = (nonce: string, what: string) => {
    expect(!seen.has(nonce), `${what}: a nonce no other answer had`).toBeTruthy()
    seen.add(nonce)
  }
  const get = (path: string, init?: RequestInit) => fetch(`${baseURL}${path}`, init)
  /** A document: its policy's nonce is the one on all its scripts. */
  const documentAt = async (path: string, status: number, init?: RequestInit) => {
    const res = await get(path, init)
    expect(res.status, path).toBe(status)
    const nonce = policyNonce(res, path)
    const html = await res.text()
    expect(noncesIn(html), `${path}: the scripts carry the policy's nonce`).toEqual([nonce])
    fresh(nonce, path)
    return { res, html }
  }

  const home = await documentAt('/', 200)
  await documentAt('/es/equipment', 200)
  // Error pages (404 rendered by a second request, decision 010).
  await documentAt('/no-such-page', 404)
  await documentAt('/es/blog/no-such-post', 404)
  await documentAt('/anything.php', 404)
  // The page cache (decision 006): the second answer is a replay, with a nonce of its own.
  const search = '/equipment?category=excavators&sort=price_asc'
  const compressed = { headers: { 'accept-encoding': 'gzip, deflate, br' } }
  const rendered = await documentAt(search, 200, compressed)
  expect(rendered.res.headers.get('x-ironyard-cache')).toBe('miss')
  for (let i = 0; i < 2; i++) {
    const replay = await documentAt(search, 200, compressed)
    expect(replay.res.headers.get('x-ironyard-cache')).toBe('hit')
  }
  // The 500 page of a web whose api is down.
  const down = await fetch(`${webWithoutApi}/equipment?make=caterpillar`)
  expect(down.status).toBe(500)
  const downNonce = policyNonce(down, '500 page')
  expect(noncesIn(await down.text())).toEqual([downNonce])

  // Everything else: client navigations, route handlers, files, redirects.
  const chunk = /<link rel="preload" as="script"[^>]* href="(\/_next\/static\/[^"]+\.js)"/.exec(
    home.html,
  )?.[1]
  expect(chunk, 'the home page preloads a chunk').toBeTruthy()
  for (const [path, init] of [
    ['/equipment', { headers: { rsc: '1' } }],
    [chunk, undefined],
    ['/icon.svg', undefined],
    ['/robots.txt', undefined],
    ['/sitemap.xml', undefined],
    ['/api/suggestions?q=exc', undefined],
    ['/en/equipment', { redirect: 'manual' }],
  ] as Array<[string, RequestInit | undefined]>) {
    const res = await get(path, init)
    expect(res.status < 500, `${path}: ${res.status}`).toBeTruthy()
    fresh(policyNonce(res, path), path)
    await res.arrayBuffer()
  }
})

/** A page on another origin (a port of its own) that frames `target` and a page of its own. */
async function framingSite(target: string): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8')
    if (req.url === '/own') return res.end('<h1>A page the framing site may frame</h1>')
    res.end(
      '<!DOCTYPE html><title>Another site</title>' +
        '<iframe id="own" src="/own" onload="window.loaded=(window.loaded||0)+1"></iframe>' +
        `<iframe id="target" src="${target}" onload="window.loaded=(window.loaded||0)+1"></iframe>`,
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server }
}

/** What the page in the iframe `#id` shows, or null when the browser shows it nothing of it. */
async function framedText(page: Page, id: string): Promise<string | null> {
  const frame = await (await page.$(`#${id}`))?.contentFrame()
  if (!frame || frame.url().startsWith('chrome-error:')) return null
  return frame
    .evaluate(() => document.body?.innerText ?? '')
    .then((text) => text.trim() || null)
    .catch(() => null)
}

test("Another site cannot frame the site's pages: home, search, a machine with its buyer forms, sign-in, account settings and an error page", async ({
  browser,
  baseURL,
  newContext,
}) => {
  const lookup = await newContext()
  const machine = await firstMachinePath(await lookup.newPage(), '')
  await lookup.close()
  // Not a watched context: the refused frames are reported as violations, on purpose here.
  const context = await browser.newContext()
  try {
    for (const path of [
      '/',
      '/equipment?category=excavators',
      machine,
      '/es/signin',
      '/account/settings',
      '/no-such-page',
    ]) {
      const target = `${baseURL}${path}`
      const site = await framingSite(target)
      try {
        const page = await context.newPage()
        await page.goto(site.url)
        await page.waitForFunction(() => (window as { loaded?: number }).loaded === 2)
        // The check can see a framed page: the framing site's own one shows.
        expect((await framedText(page, 'own')) ?? '', path).toMatch(/may frame/)
        expect(await framedText(page, 'target'), `${path} shows in the frame`).toBe(null)
        expect(
          page.frames().every((f) => !f.url().startsWith(baseURL)),
          `${path}: no frame holds a page of the site`,
        ).toBeTruthy()
        await page.close()
      } finally {
        site.server.close()
      }
    }
  } finally {
    await context.close()
  }
})

test('A visitor served a replayed search page (the micro-cache) gets a working page whose scripts carry a nonce of its own', async ({
  newContext,
}) => {
  const context = await newContext()
  const page = await context.newPage()
  const path = '/equipment?category=cranes&sort=year_desc'
  const scriptNonces = () =>
    page.evaluate(() => [
      ...new Set(
        [...document.querySelectorAll<HTMLScriptElement>('script[nonce]')].map((s) => s.nonce),
      ),
    ])
  // The replay must come within the cache's 5 s: pages are read as soon as they are parsed,
  // without the fixtures' wait for their scripts. On a busy machine even that can take longer;
  // then the second answer is rendered (a miss, cached again) and the next try replays it.
  const pageClass = Object.getPrototypeOf(page) as Pick<Page, 'goto'>
  const load = (url: string) => pageClass.goto.call(page, url, { waitUntil: 'domcontentloaded' })
  const first = await load(path)
  expect(first?.headers()['x-ironyard-cache']).toBe('miss')
  let rendered = await scriptNonces()
  let how: string | undefined
  for (let attempt = 0; attempt < 5; attempt++) {
    how = (await load(path))?.headers()['x-ironyard-cache']
    if (how === 'hit') break
    rendered = await scriptNonces()
  }
  expect(how, 'a replay within 5 tries').toBe('hit')
  const replayed = await scriptNonces()
  expect(replayed.length, 'one nonce on every script').toBe(1)
  expect(replayed, 'not the nonce of the rendered answer').not.toEqual(rendered)
  // The replayed page runs: it hydrates.
  await page.waitForFunction(() =>
    Object.keys(document).some((k) => k.startsWith('__reactContainer$')),
  )
  const cards = await results(page).getByRole('article').count()
  expect(cards > 0, 'the replayed page lists cranes').toBeTruthy()
  await context.close()
})

test("A machine's structured data (JSON-LD) can be read under the policy, and the page hydrates", async ({
  newContext,
}) => {
  const context = await newContext()
  const page = await context.newPage()
  await page.goto(await firstMachinePath(page, ''))
  const data = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((tags) => tags.map((t) => JSON.parse(t.textContent ?? 'null') as unknown))
  expect(
    data.some((d) => JSON.stringify(d).includes('"@type":"Product"')),
    'the Product structured data',
  ).toBeTruthy()
  await page.waitForFunction(() =>
    Object.keys(document).some((k) => k.startsWith('__reactContainer$')),
  )
  await context.close()
})

test('A security researcher finds where to report a problem at /.well-known/security.txt (RFC 9116)', async ({
  baseURL,
}) => {
  const res = await fetch(`${baseURL}/.well-known/security.txt`)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type') ?? '').toMatch(/^text\/plain/)
  const text = await res.text()
  expect(text, 'a Contact line').toMatch(/^Contact: mailto:\S+@\S+$/m)
  const expires = present(/^Expires: (\S+)$/m.exec(text)?.[1], 'an Expires line')
  const days = (Date.parse(expires) - Date.now()) / 86_400_000
  expect(days > 30 && days < 366, `Expires within a year (${days.toFixed(0)} days)`).toBeTruthy()
})
