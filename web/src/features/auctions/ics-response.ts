import { NextResponse } from 'next/server'
import { isLocale, type Locale } from '@/i18n/settings'
import { getAuctionCalendar } from './auctions-data'

const text = (body: string, status: number) =>
  new NextResponse(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } })

/**
 * The calendar file (RFC 5545) of every auction or of one, as a download: the api writes the
 * text, this names the file. Unknown slugs and locales are 404; an unreachable api is 502.
 */
export async function icsResponse(rawLocale: string, slug?: string): Promise<Response> {
  if (!isLocale(rawLocale)) return text('Not found', 404)
  const locale: Locale = rawLocale
  let body: string | null
  try {
    body = await getAuctionCalendar(locale, slug)
  } catch {
    return text('The calendar could not be loaded. Please try again.', 502)
  }
  if (body === null) return text('Not found', 404)
  const name = slug ?? 'auctions'
  return new NextResponse(body, {
    status: 200,
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${name}.ics"`,
      'cache-control': 'public, max-age=300',
      'x-content-type-options': 'nosniff',
    },
  })
}
