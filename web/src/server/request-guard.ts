import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'
// Next's own parser of the header (an internal module: an upgrade that moves it fails the start).
import { parseAndValidateFlightRouterState } from 'next/dist/server/app-render/parse-and-validate-flight-router-state'
import { isLocale, LOCALE_COOKIE, localeFromAcceptLanguage } from '../i18n/settings'
import { hasUrlControlCharacter } from './control-characters'
import { serveWithClientErrors } from './client-errors'
import { isDocumentRequest, sendPage, type FetchErrorPage } from './error-document'
import { cookieValue } from './page-cache'
import { REQUEST_ID_HEADER } from '../lib/request-errors'

/**
 * Requests the production server refuses before Next.js sees them (issue 12: hostile input is a
 * client error). Each check is simple and exact, on the request line and headers only.
 *
 * - Malformed percent-encoding anywhere in the URL (`/%zz`, `/%E0%A4%A`, `?q=%`): Next's router
 *   throws while decoding the path and answers a plain-text 500. Here: 400, with the branded page
 *   for a document. The same for control characters in the URL (`?q=%00`), which the api refuses
 *   with 400 (a page would pass them on and fail).
 * - Server actions (decision 005) and other form posts to pages:
 *   - another origin (or `Origin: null`, or one that is not a URL): Next refuses an action call
 *     with a 500 (its CSRF check, the same comparison as here); here 403, for any form post to a
 *     page (none of ours comes from elsewhere);
 *   - a body over Next's `serverActions.bodySizeLimit` (1 MB), by Content-Length: Next reads it
 *     and fails with a 500; here 413. A body without a length (chunked) cannot be measured
 *     before it is read: 411 (browsers always send the length of a form or an action call);
 *   - `multipart/form-data` without a boundary: Next fails to parse it (500); here 400.
 * - A client navigation (an RSC request) whose Next-Router-State-Tree header Next cannot parse
 *   (it throws: a 500); here 400.
 * - TRACE (and TRACK): Next cannot build a request of them (a 500); here 405.
 * What only Next can tell (a body React cannot decode) is mapped after it answers, in
 * client-errors.ts. docs/decisions/019-hostile-requests-are-client-errors.md.
 */

/**
 * Next's default `serverActions.bodySizeLimit` ('1 MB' = 1024 * 1024 bytes); next.config.ts sets
 * none. Setting one there means changing this.
 */
export const ACTION_BODY_LIMIT = 1024 * 1024

export type RefusalStatus = 400 | 403 | 405 | 411 | 413

export interface Refusal {
  status: RefusalStatus
  /** Said to the client (no request data in it). */
  reason: string
}

/** The URL decoded; null when a `%` is not a valid percent-encoded UTF-8 sequence. */
function decodedUrl(url: string): string | null {
  if (!url.includes('%')) return url
  try {
    return decodeURIComponent(url)
  } catch {
    return null
  }
}

/** Whether the URL has a `%` that is not a valid percent-encoded UTF-8 sequence. */
export function hasMalformedEncoding(url: string): boolean {
  return decodedUrl(url) === null
}

/** Route handlers and Next's assets read their own bodies: only pages take form posts. */
function isPagePath(url: string): boolean {
  return !url.startsWith('/api/') && !url.startsWith('/_next/')
}

/**
 * A request Next's action handler would take for a server action: a `Next-Action` header, or a
 * POST of a form (Next decides whether it is one only after reading the body).
 */
export function isActionRequest(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): boolean {
  if (req.method !== 'POST' || !isPagePath(req.url ?? '/')) return false
  const type = String(req.headers['content-type'] ?? '')
  return (
    req.headers['next-action'] !== undefined ||
    type.startsWith('multipart/form-data') ||
    type === 'application/x-www-form-urlencoded'
  )
}

/** The host Next compares the Origin with: the first X-Forwarded-Host, else Host. */
function hostOf(headers: IncomingHttpHeaders): string | undefined {
  const forwarded = headers['x-forwarded-host']
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded?.split(',')[0])?.trim()
  return first || headers.host
}

/** The Origin header's host as Next reads it ('null' stays 'null'); undefined when not a URL. */
function originHost(origin: string): string | undefined {
  if (origin === 'null') return 'null'
  try {
    return new URL(origin).host
  } catch {
    return undefined
  }
}

/**
 * Whether a client navigation's Next-Router-State-Tree header is one Next can read: it parses it
 * (with the same function) for every RSC request and throws otherwise (a 500).
 */
function readableRouterState(headers: IncomingHttpHeaders): boolean {
  const state = headers['next-router-state-tree']
  if (headers.rsc !== '1' || state === undefined) return true
  try {
    parseAndValidateFlightRouterState(state)
    return true
  } catch {
    return false
  }
}

/** Why the guard refuses `req` (status and a text for the client), or null to let it through. */
export function refusalOf(
  req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>,
): Refusal | null {
  // Methods the fetch standard forbids: Next cannot build a request of them (a 500).
  if (req.method === 'TRACE' || req.method === 'TRACK')
    return { status: 405, reason: 'This method is not allowed.' }
  const url = req.url ?? '/'
  const decoded = decodedUrl(url)
  if (decoded === null) return { status: 400, reason: 'The URL has malformed percent-encoding.' }
  // Refused here, every page and route handler is spared passing them on to the api.
  if (hasUrlControlCharacter(decoded))
    return { status: 400, reason: 'The URL has control characters.' }
  if (!readableRouterState(req.headers))
    return { status: 400, reason: 'The router state header is malformed.' }
  if (!isActionRequest(req)) return null
  const origin = req.headers.origin
  if (origin !== undefined) {
    const host = hostOf(req.headers)
    if (!host || originHost(origin) !== host) {
      return { status: 403, reason: 'Forms are accepted from this site only.' }
    }
  }
  const length = req.headers['content-length']
  if (length === undefined) {
    if (req.headers['transfer-encoding'] !== undefined) {
      return { status: 411, reason: 'A form post needs a Content-Length.' }
    }
  } else if (Number(length) > ACTION_BODY_LIMIT) {
    return { status: 413, reason: `A form post is at most ${ACTION_BODY_LIMIT} bytes.` }
  }
  const type = String(req.headers['content-type'] ?? '')
  if (type.startsWith('multipart/form-data') && !/;\s*boundary=/i.test(type)) {
    return { status: 400, reason: 'A multipart form post needs a boundary.' }
  }
  return null
}

/**
 * The URL the 400 page is rendered for: the visitor's URL cannot be used (it is the malformed
 * one), so the home page of the language the proxy would pick for them, which the proxy serves
 * without a redirect.
 */
export function errorPageUrl(req: Pick<IncomingMessage, 'url' | 'headers'>): string {
  const url = req.url ?? '/'
  if (url === '/es' || /^\/es[/?#]/.test(url)) return '/es'
  const stored = cookieValue(req.headers.cookie, LOCALE_COOKIE)
  const locale = isLocale(stored)
    ? stored
    : localeFromAcceptLanguage(req.headers['accept-language'])
  return locale === 'es' ? '/es' : '/'
}

/**
 * Answers a refused request: a document gets the branded page of a 400 (the error-document
 * machinery, decision 010), anything else a short text; `/api/` routes JSON, as they answer.
 */
export async function refuse(
  req: IncomingMessage,
  res: ServerResponse,
  refusal: Refusal,
  fetchPage: FetchErrorPage,
): Promise<void> {
  // A document (a HEAD of one too), or a form posted without JavaScript.
  const asGet = {
    method: req.method === 'HEAD' ? 'GET' : req.method,
    url: req.url,
    headers: req.headers,
  }
  const wantsPage =
    refusal.status === 400 &&
    (isDocumentRequest(asGet) || (isActionRequest(req) && req.headers['next-action'] === undefined))
  if (wantsPage) {
    const page = await fetchPage({ url: errorPageUrl(req), headers: req.headers }, 400).catch(
      () => null,
    )
    if (page && !res.destroyed) {
      sendPage(req, res, res, refusal.status, page)
      return
    }
  }
  const api = (req.url ?? '').startsWith('/api/')
  const body = api
    ? JSON.stringify({ error: { code: 'BAD_REQUEST', message: refusal.reason } })
    : `${refusal.reason}\n`
  res.writeHead(refusal.status, {
    'content-type': api ? 'application/json' : 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  })
  res.end(body)
}

/**
 * The production server's guard (web/server.ts): refuses what Next would fail on, maps the 500s
 * Next gives action calls and form posts that were the client's fault (client-errors.ts), and
 * hands everything else to `next` untouched.
 */
export function guardRequest(
  req: IncomingMessage,
  res: ServerResponse,
  fetchPage: FetchErrorPage,
  next: () => Promise<void>,
): Promise<void> {
  // Only the server names requests for the error hook.
  delete req.headers[REQUEST_ID_HEADER]
  const refusal = refusalOf(req)
  if (refusal) return refuse(req, res, refusal, fetchPage)
  if (isActionRequest(req)) return serveWithClientErrors(req, res, next, fetchPage)
  return next()
}
