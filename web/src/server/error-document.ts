import {
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http'
import { gunzipSync, brotliDecompressSync, inflateSync, gzipSync } from 'node:zlib'
import {
  ERROR_DOCUMENT_HEADER,
  errorDocumentStatus,
  type ErrorStatus,
} from '../lib/error-document-status'
import { SERVED_BY_HEADER } from '@ironyard/contract/replica'
import { holdAnswer, sendThrough } from './held-answer'
import { SECURITY_HEADER_NAMES } from './security-headers'

/**
 * Server-rendered error pages (docs/decisions/010-server-rendered-error-pages.md).
 *
 * Next 16 answers `notFound()`, `unauthorized()` and a thrown render error with the right status
 * but an empty document (`<html id="__next_error__">`): the error page exists only in the RSC
 * payload and appears once JavaScript runs. Without JavaScript (and for crawlers) a 404 is blank.
 * The production server holds such an answer and asks the app, in a second internal request with
 * the same URL, cookies and languages, for the page of that status (the proxy rewrites it to
 * `/[locale]/error-document/[status]`, which keeps the visitor's URL for hydration), then sends
 * that page with the original status. Anything else passes through untouched.
 */

/** Client navigations, prefetches and server actions are not documents. */
const NON_DOCUMENT_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-action',
]
const EMPTY_ERROR_DOCUMENT = '<html id="__next_error__"'

export interface ErrorPage {
  headers: IncomingHttpHeaders
  body: Buffer
}

/** Gets the app's page of `status` for `req` (the internal request); null when it cannot. */
export type FetchErrorPage = (
  req: Pick<IncomingMessage, 'url' | 'headers'>,
  status: ErrorStatus,
) => Promise<ErrorPage | null>

/** A full-document GET of a page, the only kind of answer worth a server-rendered error page. */
export function isDocumentRequest(
  req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>,
): boolean {
  if (req.method !== 'GET' || !req.url) return false
  if (req.url.startsWith('/_next/') || req.url.startsWith('/api/') || req.url.includes('_rsc='))
    return false
  return !NON_DOCUMENT_HEADERS.some((name) => req.headers[name] !== undefined)
}

/**
 * The internal request's marker is `<secret>:<status>`: a visitor's copy of the header is removed,
 * the server's own is reduced to the status the proxy reads. Returns whether `req` is internal.
 */
export function acceptErrorDocumentHeader(req: IncomingMessage, secret: string): boolean {
  const value = req.headers[ERROR_DOCUMENT_HEADER]
  if (value === undefined) return false
  const [given, status] = String(value).split(':')
  if (given === secret && errorDocumentStatus(status) !== null) {
    req.headers[ERROR_DOCUMENT_HEADER] = status
    return true
  }
  delete req.headers[ERROR_DOCUMENT_HEADER]
  return false
}

function decode(body: Buffer, encoding: string): string | null {
  try {
    if (encoding === 'gzip') return gunzipSync(body).toString('utf8')
    if (encoding === 'br') return brotliDecompressSync(body).toString('utf8')
    if (encoding === 'deflate') return inflateSync(body).toString('utf8')
    return body.toString('utf8')
  } catch {
    return null
  }
}

/** Whether an HTML answer is Next's empty error document (the page only in the RSC payload). */
export function isEmptyErrorDocument(body: Buffer, encoding: string): boolean {
  const html = decode(body, encoding)
  return html !== null && html.slice(0, 2000).includes(EMPTY_ERROR_DOCUMENT)
}

/**
 * Lets `render` answer `req`; a 400, 401, 404 or 500 document it answers empty is replaced by the
 * app's server-rendered page of that status, fetched with `fetchPage`.
 */
export async function serveWithErrorDocument(
  req: IncomingMessage,
  res: ServerResponse,
  render: () => Promise<void> | void,
  fetchPage: FetchErrorPage,
): Promise<void> {
  if (!isDocumentRequest(req)) return render()
  const completed = holdAnswer(
    res,
    () =>
      errorDocumentStatus(String(res.statusCode)) !== null &&
      String(res.getHeader('content-type') ?? '').startsWith('text/html'),
    (body, original) => sendErrorPage(req, res, original, body, fetchPage),
  )
  await render()
  // Next may still be streaming when its handler returns: a held answer completes from `end`.
  await completed()
}

async function sendErrorPage(
  req: IncomingMessage,
  res: ServerResponse,
  original: Pick<ServerResponse, 'writeHead' | 'end'>,
  body: Buffer,
  fetchPage: FetchErrorPage,
): Promise<void> {
  const status = errorDocumentStatus(String(res.statusCode)) as ErrorStatus
  const encoding = String(res.getHeader('content-encoding') ?? '')
  const page = isEmptyErrorDocument(body, encoding)
    ? await fetchPage(req, status).catch(() => null)
    : null
  if (res.destroyed) return
  if (!page) {
    sendThrough(res, original, res.statusCode, body)
    return
  }
  sendPage(req, res, original, status, page)
}

/**
 * Sends `page` as the answer of `status`, with the answer's cookies so far (a sign-out's cleared
 * session, the language), never cached by anyone, gzipped when the visitor accepts it.
 */
export function sendPage(
  req: Pick<IncomingMessage, 'headers'>,
  res: ServerResponse,
  original: Pick<ServerResponse, 'writeHead' | 'end'>,
  status: number,
  page: ErrorPage,
): void {
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
  const out = gzip ? gzipSync(page.body) : page.body
  const cookies = res.getHeader('set-cookie')
  const servedBy = res.getHeader(SERVED_BY_HEADER)
  for (const name of res.getHeaderNames()) res.removeHeader(name)
  if (cookies !== undefined) res.setHeader('set-cookie', cookies)
  // The replica that answered (issue 33), on error pages too.
  if (servedBy !== undefined) res.setHeader(SERVED_BY_HEADER, servedBy)
  // The page's own security headers: its policy's nonce is the one its scripts carry (decision 018).
  for (const name of SECURITY_HEADER_NAMES) {
    const value = page.headers[name]
    if (value !== undefined) res.setHeader(name, value)
  }
  res.setHeader('content-type', page.headers['content-type'] ?? 'text/html; charset=utf-8')
  res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate')
  res.setHeader('vary', 'Accept-Encoding, Cookie, Accept-Language')
  res.setHeader('x-robots-tag', 'noindex')
  if (gzip) res.setHeader('content-encoding', 'gzip')
  res.setHeader('content-length', out.length)
  sendThrough(res, original, status, out)
}

/** Hop-by-hop and body headers the internal request must not copy from the visitor's. */
const NOT_FORWARDED = new Set([
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'upgrade',
  'expect',
])

/**
 * Fetches the error page from this very server (`origin`, e.g. http://127.0.0.1:8910) with the
 * visitor's URL, cookies and languages, marked with the secret only this process knows.
 */
export function loopbackErrorPage(
  origin: () => string,
  secret: string,
  timeoutMs = 10_000,
): FetchErrorPage {
  return (req, status) =>
    new Promise((resolve) => {
      const headers: OutgoingHttpHeaders = {}
      for (const [k, v] of Object.entries(req.headers))
        if (!NOT_FORWARDED.has(k) && v !== undefined) headers[k] = v
      headers[ERROR_DOCUMENT_HEADER] = `${secret}:${status}`
      headers['accept-encoding'] = 'identity'
      const url = new URL(req.url ?? '/', origin())
      const out = request(url, { method: 'GET', headers, timeout: timeoutMs }, (answer) => {
        const body: Buffer[] = []
        answer.on('data', (c: Buffer) => body.push(c))
        answer.on('end', () => {
          const ok =
            answer.statusCode === 200 &&
            String(answer.headers['content-type'] ?? '').startsWith('text/html')
          resolve(ok ? { headers: answer.headers, body: Buffer.concat(body) } : null)
        })
        answer.on('error', () => resolve(null))
      })
      out.on('timeout', () => out.destroy())
      out.on('error', () => resolve(null))
      out.end()
    })
}
