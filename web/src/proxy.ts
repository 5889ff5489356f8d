import { NextResponse, type NextRequest } from 'next/server'
import { LANGUAGE_CHOICE_PARAM, localePath, splitLocale } from './lib/paths'
import {
  ERROR_DOCUMENT_HEADER,
  errorDocumentPath,
  errorDocumentStatus,
} from './lib/error-document-status'
import { LOCALE_HEADER, URL_HEADER, ZIP_COOKIE } from './lib/request-headers'
import { isKnownZip } from '@ironyard/contract/zip'
import { catalogMoved } from './server/catalog-moved'
import { env } from './lib/env'
import { sitePath } from './features/auth/return-to'
import {
  contentSecurityPolicy,
  createNonce,
  CSP_HEADER,
  securityHeaders,
  usesHostedSignin,
} from './server/security-headers'
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  localeFromAcceptLanguage,
  type Locale,
} from './i18n/settings'

const ONE_YEAR_SECONDS = 365 * 24 * 3600

function rememberLocale(res: NextResponse, req: NextRequest, locale: Locale): NextResponse {
  const host = req.nextUrl.hostname
  const local = host === 'localhost' || host === '127.0.0.1' || host === '[::1]'
  res.cookies.set(LOCALE_COOKIE, locale, {
    path: '/',
    sameSite: 'lax',
    maxAge: ONE_YEAR_SECONDS,
    secure: !local && req.nextUrl.protocol === 'https:',
  })
  return res
}

function rememberZip(res: NextResponse, req: NextRequest): NextResponse {
  const zip = req.nextUrl.searchParams.get('zip')
  if (zip && isKnownZip(zip) && req.cookies.get(ZIP_COOKIE)?.value !== zip) {
    res.cookies.set(ZIP_COOKIE, zip, { path: '/', sameSite: 'lax', maxAge: ONE_YEAR_SECONDS })
  }
  return res
}

/**
 * `next dev` has no web/server.ts in front of it, which gives every production answer its
 * security headers and nonce (docs/decisions/018): here the proxy gives them to the pages.
 */
const DEV = process.env.NODE_ENV === 'development'

function devPolicy(): string {
  return contentSecurityPolicy({
    nonce: createNonce(),
    apiOrigin: env.apiUrl,
    hostedSignin: usesHostedSignin(env.apiUrl, process.env.STYTCH_API_URL),
    dev: true,
  })
}

function serve(
  req: NextRequest,
  locale: Locale,
  internalPath: string,
  policy: string | null,
): NextResponse {
  const headers = new Headers(req.headers)
  // Next writes the nonce of the request's policy on its scripts and styles.
  if (policy) headers.set(CSP_HEADER, policy)
  headers.set(URL_HEADER, `${req.nextUrl.pathname}${req.nextUrl.search}`)
  headers.set(LOCALE_HEADER, locale)
  const url = req.nextUrl.clone()
  // The production server asking for the server-rendered page of an error status of this URL.
  const errorStatus = errorDocumentStatus(req.headers.get(ERROR_DOCUMENT_HEADER))
  url.pathname = errorStatus ? errorDocumentPath(locale, errorStatus) : internalPath
  const res =
    url.pathname === req.nextUrl.pathname
      ? NextResponse.next({ request: { headers } })
      : NextResponse.rewrite(url, { request: { headers } })
  // Unprefixed URLs depend on the cookie and the browser language.
  res.headers.set('vary', 'Cookie, Accept-Language')
  return rememberZip(res, req)
}

/**
 * A redirect to `pathname` (with the request's query) on this site, or null when a browser
 * would read that path as another site or not as a path ("//evil.example", "/\\evil"): the
 * same rule as the sign-in return paths. Next collapses "//" before the proxy runs; this does
 * not depend on it.
 */
function sameSiteRedirect(req: NextRequest, pathname: string, status: 303 | 307, drop?: string) {
  if (sitePath(pathname) !== pathname) return null
  const url = req.nextUrl.clone()
  url.pathname = pathname
  if (drop) url.searchParams.delete(drop)
  return NextResponse.redirect(url, status)
}

/**
 * The pages' routing (below) and, under `next dev`, their security headers. A catalogue page
 * asked for by a renamed slug answers 301 first (issue 14; only such paths wait for the api).
 */
export function proxy(req: NextRequest): NextResponse | Promise<NextResponse> {
  const moved = catalogMoved(req)
  if (moved) return moved.then((res) => res ?? routeWithHeaders(req))
  return routeWithHeaders(req)
}

function routeWithHeaders(req: NextRequest): NextResponse {
  if (!DEV) return route(req, null)
  const policy = devPolicy()
  const res = route(req, policy)
  res.headers.set(CSP_HEADER, policy)
  for (const [name, value] of Object.entries(securityHeaders({ hsts: false })))
    res.headers.set(name, value)
  return res
}

/**
 * English at unprefixed paths (served from the `en` tree), Spanish under /es: a path with a
 * language is served in it, whatever the cookie says, so a shared link opens as it was sent.
 * NEXT_LOCALE stores the buyer's choice (spec §2 Language) and only the switcher writes it: its
 * links carry `?lang=` (LANGUAGE_CHOICE_PARAM), and /en/... is the older way of saying "English,
 * please"; both redirect to the page without the marker. At the start, `/`, the choice decides,
 * and without one the browser language (as Next's own i18n routing does with NEXT_LOCALE).
 */
function route(req: NextRequest, policy: string | null): NextResponse {
  const { pathname } = req.nextUrl
  const { locale, path, prefixed } = splitLocale(pathname)

  const chosen = req.nextUrl.searchParams.get(LANGUAGE_CHOICE_PARAM)
  if (isLocale(chosen)) {
    const to = sameSiteRedirect(req, localePath(chosen, path), 303, LANGUAGE_CHOICE_PARAM)
    if (to) return rememberLocale(to, req, chosen)
  }
  if (prefixed && locale === DEFAULT_LOCALE) {
    const to = sameSiteRedirect(req, path, 303)
    if (to) return rememberLocale(to, req, locale)
    return serve(req, locale, pathname, policy)
  }
  if (prefixed) return serve(req, locale, pathname, policy)
  if (path === '/') {
    const cookie = req.cookies.get(LOCALE_COOKIE)?.value
    const preferred = isLocale(cookie)
      ? cookie
      : localeFromAcceptLanguage(req.headers.get('accept-language'))
    const to = preferred === DEFAULT_LOCALE ? null : sameSiteRedirect(req, `/${preferred}`, 307)
    if (to) {
      to.headers.set('vary', 'Cookie, Accept-Language')
      return to
    }
  }
  return serve(req, DEFAULT_LOCALE, `/${DEFAULT_LOCALE}${path === '/' ? '' : path}`, policy)
}

export const config = {
  // Pages only: not Next's assets, metadata files, media or anything with a file extension.
  matcher: ['/((?!_next/|api/|baseline|favicon\\.ico|robots\\.txt|sitemap|.*\\.[a-z0-9]+$).*)'],
}
