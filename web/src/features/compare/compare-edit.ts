import { isLocale } from '@/i18n/settings'
import { COMPARE_COOKIE, compareHref, editSelection, parseCompareStocks } from './compare-url'

const ONE_MONTH_SECONDS = 30 * 24 * 3600

function cookieValue(header: string | null, name: string): string {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name)
      return decodeURIComponent(part.slice(eq + 1).trim())
  }
  return ''
}

/**
 * GET /[locale]/compare/edit?add=X | ?stock=A,B&remove=B: the plain links behind "Add to compare"
 * and "Remove" (no JavaScript on card pages). The selection starts from the compare page's own
 * (`stock`) or else the one remembered in the compare cookie; the answer remembers the new one and
 * sends the buyer to its shareable address (`&full=1` when a fifth machine was refused).
 */
export function compareEditResponse(req: Request, locale: string): Response {
  if (!isLocale(locale)) return new Response(null, { status: 404 })
  const params = new URL(req.url).searchParams
  const base = params.has('stock')
    ? parseCompareStocks(params.get('stock')).stocks
    : parseCompareStocks(cookieValue(req.headers.get('cookie'), COMPARE_COOKIE)).stocks
  const { stocks, full } = editSelection(base, {
    add: params.get('add'),
    remove: params.get('remove'),
  })
  const to = compareHref(locale, stocks) + (full ? `${stocks.length ? '&' : '?'}full=1` : '')
  const cookie = stocks.length
    ? `${COMPARE_COOKIE}=${encodeURIComponent(stocks.join(','))}; Path=/; Max-Age=${ONE_MONTH_SECONDS}; SameSite=Lax`
    : `${COMPARE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
  return new Response(null, {
    status: 303,
    headers: {
      Location: to,
      'Set-Cookie': cookie,
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
    },
  })
}

/** The machines the buyer added, for /compare opened without a selection of its own. */
export function rememberedStocks(cookie: string | undefined): string[] {
  return parseCompareStocks(cookie ?? '').stocks
}
