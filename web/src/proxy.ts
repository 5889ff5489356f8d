import { NextResponse, type NextRequest } from 'next/server'
import { splitLocale } from './lib/paths'
import {
  ERROR_DOCUMENT_HEADER,
  errorDocumentPath,
  errorDocumentStatus,
} from './server/error-document-status'
import { LOCALE_HEADER, URL_HEADER, ZIP_COOKIE } from './lib/request-headers'
import { sitePath } from './lib/signin/return-to'
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
  if (zip && /^\d{5}$/.test(zip) && req.cookies.get(ZIP_COOKIE)?.value !== zip) {
    res.cookies.set(ZIP_COOKIE, zip, { path: '/', sameSite: 'lax', maxAge: ONE_YEAR_SECONDS })
  }
  return res
}

function serve(req: NextRequest, locale: Locale, internalPath: string): NextResponse {
  const headers = new Headers(req.headers)
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
function sameSiteRedirect(req: NextRequest, pathname: string, status: 303 | 307) {
  if (sitePath(pathname) !== pathname) return null
  const url = req.nextUrl.clone()
  url.pathname = pathname
  return NextResponse.redirect(url, status)
}

/**
 * English at unprefixed paths (served from the `en` tree), Spanish under /es. /en/... is how the
 * switcher says "English, please": it stores the choice and redirects to the unprefixed URL.
 * Without a NEXT_LOCALE cookie, Accept-Language decides at the first visit.
 */
export function proxy(req: NextRequest): NextResponse {
  const { pathname } = req.nextUrl
  const cookie = req.cookies.get(LOCALE_COOKIE)?.value
  const { locale, path, prefixed } = splitLocale(pathname)

  if (prefixed && locale === DEFAULT_LOCALE) {
    const to = sameSiteRedirect(req, path, 303)
    if (to) return rememberLocale(to, req, locale)
    return serve(req, locale, pathname)
  }
  if (prefixed) {
    const res = serve(req, locale, pathname)
    return cookie === locale ? res : rememberLocale(res, req, locale)
  }
  const preferred = isLocale(cookie)
    ? cookie
    : localeFromAcceptLanguage(req.headers.get('accept-language'))
  const to =
    preferred === DEFAULT_LOCALE
      ? null
      : sameSiteRedirect(req, `/${preferred}${path === '/' ? '' : path}`, 307)
  if (to) {
    to.headers.set('vary', 'Cookie, Accept-Language')
    return rememberLocale(to, req, preferred)
  }
  return serve(req, DEFAULT_LOCALE, `/${DEFAULT_LOCALE}${path === '/' ? '' : path}`)
}

export const config = {
  // Pages only: not Next's assets, metadata files, media or anything with a file extension.
  matcher: ['/((?!_next/|api/|baseline|favicon\\.ico|robots\\.txt|sitemap|.*\\.[a-z0-9]+$).*)'],
}
