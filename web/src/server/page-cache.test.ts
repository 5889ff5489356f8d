/**
 * @jest-environment node
 */
import compression from 'compression'
import {
  createServer,
  request,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { parseTrustedProxies } from './client-address'
import { PageCache, pageCacheKey } from './page-cache'
import { applySecurityHeaders } from './security'
import { policyNonce } from './security-headers'

const key = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  pageCacheKey({ method, url, headers })

describe('pageCacheKey', () => {
  it('keys anonymous document requests of the search page by URL and language', () => {
    expect(key('/equipment?category=excavators')).toBe('en|||/equipment?category=excavators')
    expect(key('/es/equipment?page=2')).toBe('es:|||/es/equipment?page=2')
    expect(key('/equipment', { 'accept-encoding': 'gzip' })).toBe('en|gzip||/equipment')
  })

  it('keeps pages rendered for a visitor with Global Privacy Control or Do Not Track apart (issue 16)', () => {
    // Their page tells the browser to track nothing: never replayed to others, nor theirs to them.
    expect(key('/equipment', { 'sec-gpc': '1' })).toBe('en||gpc|/equipment')
    expect(key('/equipment', { dnt: '1' })).toBe('en||gpc|/equipment')
    expect(key('/equipment', { 'sec-gpc': '0' })).toBe('en|||/equipment')
  })

  it('separates visitors the proxy would send to Spanish from English ones', () => {
    const english = key('/equipment', { 'accept-language': 'en-US,en;q=0.9' })
    const spanish = key('/equipment', { 'accept-language': 'es-MX,es;q=0.9' })
    const choseEnglish = key('/equipment', {
      'accept-language': 'es-MX',
      cookie: 'NEXT_LOCALE=en',
    })
    expect(english).not.toBe(spanish)
    expect(choseEnglish).toBe(english)
  })

  it('leaves everything else to the renderer', () => {
    expect(key('/equipment', {}, 'POST')).toBeNull()
    expect(key('/equipment', {}, 'HEAD')).toBeNull()
    expect(key('/')).toBeNull()
    expect(key('/for-sale/2019-caterpillar-320-12345')).toBeNull()
    expect(key('/equipment?_rsc=abc')).toBeNull()
    expect(key('/equipment', { rsc: '1' })).toBeNull()
    expect(key('/equipment', { 'next-router-prefetch': '1' })).toBeNull()
    expect(key('/equipment', { 'next-action': 'x' })).toBeNull()
    expect(key('/equipment', { cookie: 'a=1; stytch_session=tok' })).toBeNull()
    expect(key('/equipment', { cookie: 'stytch_session_jwt=jwt' })).toBeNull()
  })
})

describe('PageCache', () => {
  let server: Server
  let base: string
  let renders = 0
  let clock = 0
  let answer: (res: ServerResponse) => void
  const cache = new PageCache({ ttlMs: 5000, maxEntries: 2, now: () => clock })

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      void cache.handle(req, res, () => {
        renders++
        answer(res)
      })
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((r) => server.close(() => r())))
  beforeEach(() => {
    renders = 0
    clock += 60_000
    answer = (res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.setHeader('vary', 'Cookie, Accept-Language')
      res.write('<html><body>')
      res.end(`results ${renders}</body></html>`)
    }
  })

  /** Waits (by state, not time) until a render is under way. */
  const renderStarted = async () => {
    while (cache.rendering === 0) await new Promise((r) => setImmediate(r))
  }

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}${path}`, { headers })
    return {
      status: res.status,
      body: await res.text(),
      cache: res.headers.get('x-ironyard-cache'),
      vary: res.headers.get('vary'),
    }
  }

  it('renders a search once and replays it, headers included, until it expires', async () => {
    const first = await get('/equipment?q=dozer')
    const second = await get('/equipment?q=dozer')
    expect(first).toEqual({
      status: 200,
      body: '<html><body>results 1</body></html>',
      cache: 'miss',
      vary: 'Cookie, Accept-Language',
    })
    expect(second).toEqual({ ...first, cache: 'hit' })
    expect(renders).toBe(1)
    clock += 5000
    expect((await get('/equipment?q=dozer')).cache).toBe('miss')
    expect(renders).toBe(2)
    // Long expired: rendered again, nothing old is served.
    clock += 60_000
    expect(await get('/equipment?q=dozer')).toMatchObject({
      cache: 'miss',
      body: expect.stringContaining('results 3'),
    })
  })

  it('renders a page once when many ask for it at the same time', async () => {
    let release: () => void = () => undefined
    const gate = new Promise<void>((r) => (release = r))
    answer = (res) => {
      res.setHeader('content-type', 'text/html')
      void gate.then(() => res.end(`slow ${renders}`))
    }
    const all = Promise.all([1, 2, 3, 4].map(() => get('/equipment?q=crane')))
    await renderStarted()
    release()
    const answers = await all
    expect(renders).toBe(1)
    expect(answers.map((a) => a.body)).toEqual(['slow 1', 'slow 1', 'slow 1', 'slow 1'])
    expect(answers.filter((a) => a.cache === 'miss')).toHaveLength(1)
  })

  it('serves the previous version while an expired page is rendered again', async () => {
    await get('/equipment?q=lift')
    clock += 6000
    let release: () => void = () => undefined
    const gate = new Promise<void>((r) => (release = r))
    answer = (res) => {
      res.setHeader('content-type', 'text/html')
      void gate.then(() => res.end(`new ${renders}`))
    }
    const refreshing = get('/equipment?q=lift')
    await renderStarted()
    const meanwhile = await get('/equipment?q=lift')
    expect(meanwhile).toMatchObject({ cache: 'hit', body: '<html><body>results 1</body></html>' })
    release()
    expect(await refreshing).toMatchObject({ cache: 'miss', body: 'new 2' })
    expect(await get('/equipment?q=lift')).toMatchObject({ cache: 'hit', body: 'new 2' })
  })

  it('never keeps answers that set a personal cookie or are not a 200', async () => {
    answer = (res) => {
      res.setHeader('content-type', 'text/html')
      res.setHeader('set-cookie', ['IRONYARD_ZIP=78701; Path=/', 'visitor=abc; Path=/'])
      res.end('personal')
    }
    await get('/equipment?zip=78701')
    await get('/equipment?zip=78701')
    expect(renders).toBe(2)
    answer = (res) => {
      res.statusCode = 404
      res.setHeader('content-type', 'text/html')
      res.end('not found')
    }
    await get('/equipment?category=nope')
    await get('/equipment?category=nope')
    expect(renders).toBe(4)
  })

  it('keeps answers whose only cookies follow from the URL (language of /es, a ZIP)', async () => {
    answer = (res) => {
      res.setHeader('content-type', 'text/html')
      res.setHeader('set-cookie', ['NEXT_LOCALE=es; Path=/', 'IRONYARD_ZIP=78701; Path=/'])
      res.end('first visit')
    }
    await get('/es/equipment?zip=78701')
    const again = await fetch(`${base}/es/equipment?zip=78701`)
    expect(again.headers.get('x-ironyard-cache')).toBe('hit')
    expect(again.headers.getSetCookie()).toEqual([
      'NEXT_LOCALE=es; Path=/',
      'IRONYARD_ZIP=78701; Path=/',
    ])
    expect(renders).toBe(1)
  })

  it('does not serve cached pages to signed-in visitors', async () => {
    await get('/equipment?q=loader')
    const signedIn = await get('/equipment?q=loader', { cookie: 'stytch_session=abc' })
    expect(signedIn.cache).toBeNull()
    expect(renders).toBe(2)
  })

  it('keeps the most recently used pages when full', async () => {
    await get('/equipment?page=1')
    await get('/equipment?page=2')
    await get('/equipment?page=1')
    await get('/equipment?page=3')
    expect(cache.size).toBe(2)
    expect((await get('/equipment?page=1')).cache).toBe('hit')
    expect((await get('/equipment?page=2')).cache).toBe('miss')
  })

  it('keeps a page fresh for its TTL, then stale for staleMs, then not at all', () => {
    let now = Date.UTC(2026, 0, 1)
    const short = new PageCache({ ttlMs: 5000, staleMs: 1000, now: () => now })
    const page = { status: 200, headers: { 'content-type': 'text/html' }, body: Buffer.from('x') }
    short.set('k', page)
    now += 4999
    expect(short.get('k')?.stale).toBe(false)
    now += 1
    expect(short.get('k')?.stale).toBe(true)
    now += 999
    expect(short.get('k')?.stale).toBe(true)
    now += 2
    expect(short.get('k')).toBeUndefined()
    expect(short.size).toBe(0)
  })
})

describe('PageCache replays with a CSP nonce of their own (decision 018)', () => {
  let server: Server
  let base: string
  let renders = 0
  const cache = new PageCache({ ttlMs: 60_000 })
  const security = {
    apiUrl: 'http://api.test',
    production: true,
    trustedProxies: parseTrustedProxies(''),
  }

  beforeAll(async () => {
    const compress = compression()
    // As web/server.ts: the security headers and nonce first, then the cache, then compression.
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      const nonce = applySecurityHeaders(req, res, security)
      void cache.handle(
        req,
        res,
        () => {
          compress(req as never, res as never, () => {
            renders++
            // What Next does: the nonce of the request's policy on its inline scripts and payload.
            const n = policyNonce(String(req.headers['content-security-policy']))
            res.setHeader('content-type', 'text/html; charset=utf-8')
            res.write(`<html><head><script nonce="${n}">self.__next_f=[]</script></head>`)
            res.end(
              `<body>${'<p>Excavator</p>'.repeat(500)}` +
                `<script nonce="${n}">self.__next_f.push([1,"{\\"nonce\\":\\"${n}\\"}"])</script></body></html>`,
            )
          })
        },
        nonce,
      )
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((r) => server.close(() => r())))

  /** An answer's policy nonce, the nonces its page carries, and how it was sent. */
  async function visit(path: string, encoding: string) {
    const res = await new Promise<IncomingMessage>((resolve, reject) =>
      request(`${base}${path}`, { headers: { 'accept-encoding': encoding } }, resolve)
        .on('error', reject)
        .end(),
    )
    const chunks: Buffer[] = []
    for await (const c of res) chunks.push(c as Buffer)
    const raw = Buffer.concat(chunks)
    const sent = String(res.headers['content-encoding'] ?? '')
    const body = (
      sent === 'gzip' ? gunzipSync(raw) : sent === 'br' ? brotliDecompressSync(raw) : raw
    ).toString()
    return {
      cache: res.headers['x-ironyard-cache'],
      encoding: sent,
      policy: policyNonce(String(res.headers['content-security-policy'])),
      nonces: [...new Set([...body.matchAll(/nonce(?:=|\\":\\)"([^"\\]+)/g)].map((m) => m[1]))],
      frames: res.headers['x-frame-options'],
    }
  }

  it.each([
    ['gzip', 'gzip, deflate', 'gzip'],
    ['brotli (replayed as gzip)', 'gzip, deflate, br', 'gzip'],
    ['no compression', 'identity', ''],
  ])(
    'gives every replay a new nonce, in the policy and in the page: %s',
    async (_n, accept, as) => {
      const path = `/equipment?q=${encodeURIComponent(accept)}`
      const first = await visit(path, accept)
      expect(first.cache).toBe('miss')
      expect(first.nonces).toEqual([first.policy])
      const seen = new Set([first.policy])
      for (let i = 0; i < 3; i++) {
        const again = await visit(path, accept)
        expect(again).toMatchObject({ cache: 'hit', encoding: as, frames: 'DENY' })
        expect(again.policy).toMatch(/^[A-Za-z0-9+/]{22}==$/)
        // The page carries exactly this answer's nonce: never the rendered one, never a replay's.
        expect(again.nonces).toEqual([again.policy])
        expect(seen.has(again.policy)).toBe(false)
        seen.add(again.policy)
      }
    },
  )

  it('renders each page once for all those replays', () => {
    expect(renders).toBe(3)
  })
})
