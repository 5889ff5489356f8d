import type {
  IncomingHttpHeaders,
  IncomingMessage,
  OutgoingHttpHeaders,
  ServerResponse,
} from 'node:http'
import { promisify } from 'node:util'
import { brotliDecompress, gunzip, inflate } from 'node:zlib'
import { LRUCache } from 'lru-cache'
import { chunkToBuffer } from './chunk'
import { toNonceSlots, withNonce, type NonceSlots } from './nonce-slots'
import { SECURITY_HEADER_NAMES } from './security-headers'
import { isLocale, LOCALE_COOKIE, localeFromAcceptLanguage } from '../i18n/settings'
import { ZIP_COOKIE } from '../lib/request-headers'
import { privacySignal } from '@ironyard/contract/analytics-params'
import { carriesSessionCookie } from '../lib/session'

/**
 * A micro-cache for the anonymous search page's HTML (docs/decisions/006-search-page-micro-cache.md).
 * Popular searches are requested by many visitors at once; rendering each costs tens of
 * milliseconds of CPU, replaying it well under one. Only full-document GETs of /equipment and
 * /es/equipment by visitors without a session are cached, for a few seconds, and only complete
 * 200 HTML answers that set no cookie other than the ones the URL decides. Everything the page depends on is in the key: the URL
 * and the language the proxy would choose (and the visitor's privacy signal, which the page passes
 * on to its analytics).
 */
export interface CachedPage {
  status: number
  headers: OutgoingHttpHeaders
  body: Buffer
  /**
   * The page kept so that each replay gets a CSP nonce of its own (decision 018), when it was
   * rendered with one; `body` is then not replayed.
   */
  slots?: NonceSlots
  expires: number
}

export interface PageCacheOptions {
  ttlMs: number
  /** How long after expiring a page may still be served while its new version renders. */
  staleMs?: number
  /** How long a request waits for another's render of the same page before rendering itself. */
  waitMs?: number
  maxEntries?: number
  /** Larger answers are not kept. */
  maxBodyBytes?: number
  now?: () => number
}

const CACHED_PATHS = new Set(['/equipment', '/es/equipment'])
/** Client navigations, prefetches and server actions are not documents. */
const NON_DOCUMENT_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-action',
]

export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim()
  }
  return undefined
}

/**
 * Cookies the proxy sets from the URL alone (the language the switcher's `lang=` names, the ZIP
 * of a `zip` parameter): replaying them to another visitor of the same URL sets what their
 * request would have set. Any other cookie makes an answer personal.
 */
const URL_DERIVED_COOKIES = new Set([LOCALE_COOKIE, ZIP_COOKIE])

function replayableCookies(header: OutgoingHttpHeaders[string]): boolean {
  if (header === undefined) return true
  const all = Array.isArray(header) ? header : [String(header)]
  return all.every((c) => URL_DERIVED_COOKIES.has(c.slice(0, c.indexOf('=')).trim()))
}

/** The cache key of a request, or null when it must go to the renderer. */
export function pageCacheKey(req: {
  method?: string
  url?: string
  headers: IncomingHttpHeaders
}): string | null {
  if (req.method !== 'GET' || !req.url) return null
  const q = req.url.indexOf('?')
  const pathname = q < 0 ? req.url : req.url.slice(0, q)
  if (!CACHED_PATHS.has(pathname)) return null
  if (req.url.includes('_rsc=')) return null
  const h = req.headers
  if (NON_DOCUMENT_HEADERS.some((name) => h[name] !== undefined)) return null
  const cookie = h.cookie
  if (carriesSessionCookie(cookie)) return null
  // The proxy sends `/` to /es by the cookie or the browser language (other unprefixed paths are
  // English whatever they say, issue 37): keyed by both, which is exact for `/` and safe elsewhere.
  const stored = cookieValue(cookie, LOCALE_COOKIE)
  const locale = pathname.startsWith('/es/')
    ? `es:${stored ?? ''}`
    : isLocale(stored)
      ? stored
      : localeFromAcceptLanguage(h['accept-language'])
  const encoding = String(h['accept-encoding'] ?? '')
  // The page tells the browser not to track under Global Privacy Control / Do Not Track.
  const optOut = privacySignal((name) => {
    const v = h[name]
    return Array.isArray(v) ? v[0] : v
  })
    ? 'gpc'
    : ''
  return `${locale}|${encoding}|${optOut}|${req.url}`
}

const DECODERS: Record<string, (b: Buffer) => Promise<Buffer>> = {
  br: promisify(brotliDecompress),
  gzip: promisify(gunzip),
  deflate: promisify(inflate),
}

/** The uncompressed body of an answer sent with `encoding`; null when it cannot be read. */
async function decodeBody(body: Buffer, encoding: string): Promise<Buffer | null> {
  if (!encoding || encoding === 'identity') return body
  const decode = DECODERS[encoding]
  return decode ? decode(body).catch(() => null) : null
}

export class PageCache {
  /** Least recently used first out; a page is gone `staleMs` after it expires. */
  private readonly entries: LRUCache<string, CachedPage>
  /** Renders under way, by key: requests for the same page wait for it instead of rendering. */
  private readonly inflight = new Map<string, Promise<CachedPage | null>>()
  private readonly ttlMs: number
  private readonly staleMs: number
  private readonly waitMs: number
  private readonly maxBodyBytes: number
  private readonly now: () => number
  hits = 0
  misses = 0

  constructor(opts: PageCacheOptions) {
    this.ttlMs = opts.ttlMs
    this.staleMs = opts.staleMs ?? 30_000
    this.waitMs = opts.waitMs ?? 10_000
    this.maxBodyBytes = opts.maxBodyBytes ?? 1024 * 1024
    this.now = opts.now ?? Date.now
    this.entries = new LRUCache({
      max: opts.maxEntries ?? 500,
      ttl: Math.max(1, this.ttlMs + this.staleMs),
      // The injected clock, read on every check.
      perf: { now: this.now },
      ttlResolution: 0,
    })
  }

  get size(): number {
    return this.entries.size
  }

  /** Pages being rendered right now. */
  get rendering(): number {
    return this.inflight.size
  }

  /** A fresh page, or a stale one (`stale: true`) that may stand in while it is re-rendered. */
  get(key: string): { page: CachedPage; stale: boolean } | undefined {
    const page = this.entries.get(key)
    return page && { page, stale: page.expires <= this.now() }
  }

  /** Whether an answer may be kept and replayed to other visitors. */
  private cacheable(page: Omit<CachedPage, 'expires'>): boolean {
    if (page.status !== 200 || page.body.length > this.maxBodyBytes) return false
    if (!replayableCookies(page.headers['set-cookie'])) return false
    return String(page.headers['content-type'] ?? '').startsWith('text/html')
  }

  set(key: string, page: Omit<CachedPage, 'expires'>): CachedPage | null {
    if (!this.cacheable(page)) return null
    const entry = { ...page, expires: this.now() + this.ttlMs }
    this.entries.set(key, entry)
    return entry
  }

  /**
   * Serves `req` from the cache, or lets `render` answer it while recording what it sends.
   * Cached answers are replayed as sent (compressed when the renderer compressed them), with this
   * answer's CSP nonce in place of the rendered one (decision 018).
   * One render per page at a time: while it runs, others get the previous version (for at most
   * `staleMs` after it expired) or, when there is none, wait for it.
   */
  async handle(
    req: IncomingMessage,
    res: ServerResponse,
    render: () => Promise<void> | void,
    nonce?: string,
  ): Promise<void> {
    const key = this.ttlMs > 0 ? pageCacheKey(req) : null
    if (!key) return render()
    const found = this.get(key)
    const running = this.inflight.get(key)
    if (found && (!found.stale || running)) return this.replay(res, found.page, 'hit', nonce)
    if (running && !found) {
      const page = await Promise.race([
        running,
        new Promise<null>((resolve) => setTimeout(() => resolve(null), this.waitMs).unref()),
      ])
      if (page) return this.replay(res, page, 'hit', nonce)
    }
    this.misses++
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
    return this.record(key, res, render, nonce, gzip)
  }

  /**
   * Sends a kept page. One rendered with a nonce gets `nonce`, this answer's own (its policy is
   * already on `res`, web/src/server/security.ts), in every place the rendered one was; this
   * answer's security headers win over the kept ones.
   */
  private replay(res: ServerResponse, page: CachedPage, how: string, nonce?: string): void {
    this.hits++
    const headers: OutgoingHttpHeaders = { ...page.headers, 'x-ironyard-cache': how }
    for (const name of SECURITY_HEADER_NAMES) if (res.hasHeader(name)) delete headers[name]
    let body = page.body
    if (page.slots) {
      const slots = page.slots
      body = withNonce(
        slots,
        res.hasHeader('content-security-policy') && nonce ? nonce : slots.nonce,
      )
      if (slots.encoding === 'gzip') headers['content-encoding'] = 'gzip'
      else delete headers['content-encoding']
      headers['content-length'] = body.length
    }
    res.writeHead(page.status, headers)
    res.end(body)
  }

  /**
   * Keeps a rendered answer. One rendered with a nonce is read (uncompressed) and kept as slots
   * for the nonce, compressed with gzip when the visitor accepts it (brotli output cannot be
   * pieced together: a replay to a brotli client is gzip).
   */
  private async store(
    key: string,
    page: Omit<CachedPage, 'expires'>,
    nonce: string | undefined,
    gzip: boolean,
  ): Promise<CachedPage | null> {
    if (!nonce || !this.cacheable(page)) return this.set(key, page)
    const plain = await decodeBody(page.body, String(page.headers['content-encoding'] ?? ''))
    if (!plain) return null
    const slots = await toNonceSlots(plain, nonce, gzip)
    return this.set(key, slots ? { ...page, slots } : page)
  }

  /** Renders while keeping a copy of what is sent; a complete, cacheable answer is stored. */
  private record(
    key: string,
    res: ServerResponse,
    render: () => Promise<void> | void,
    nonce: string | undefined,
    gzip: boolean,
  ): Promise<void> | void {
    let settle: (page: CachedPage | null) => void = () => undefined
    if (!this.inflight.has(key)) {
      const done = new Promise<CachedPage | null>((resolve) => (settle = resolve))
      this.inflight.set(key, done)
      void done.then(() => {
        if (this.inflight.get(key) === done) this.inflight.delete(key)
      })
    }
    const chunks: Buffer[] = []
    let size = 0
    let tooBig = false
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (tooBig || chunk === undefined || chunk === null || typeof chunk === 'function') return
      const buf = chunkToBuffer(chunk as string | Uint8Array, encoding)
      size += buf.length
      if (size > this.maxBodyBytes) tooBig = true
      else chunks.push(buf)
    }
    const write = res.write.bind(res) as (...args: unknown[]) => boolean
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse
    res.write = ((...args: unknown[]) => {
      keep(args[0], args[1])
      return write(...args)
    }) as ServerResponse['write']
    res.end = ((...args: unknown[]) => {
      keep(args[0], args[1])
      return end(...args)
    }) as ServerResponse['end']
    let finished = false
    res.once('finish', () => {
      finished = true
      if (tooBig) return settle(null)
      const headers = res.getHeaders()
      delete headers['x-ironyard-cache']
      const page = { status: res.statusCode, headers, body: Buffer.concat(chunks) }
      void this.store(key, page, nonce, gzip).then(settle, () => settle(null))
    })
    // A visitor who leaves mid-render: nothing complete to keep.
    res.once('close', () => {
      if (!finished) settle(null)
    })
    res.setHeader('x-ironyard-cache', 'miss')
    return render()
  }
}
