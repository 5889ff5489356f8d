import type { AppDeps, Locale } from '../../context'
import { t } from '../../i18n'
import { buildAuctionCalendarIcs, type IcsAuction } from './auction-calendar-ics'
import { getAuction, listAuctions, type AuctionView } from './list-auctions'

/** The auction's page on the site in the visitor's language (Spanish under /es). */
export function auctionUrl(webUrl: string, slug: string, locale: Locale): string {
  const origin = new URL(webUrl).origin
  return `${origin}${locale === 'es' ? '/es' : ''}/auctions/${slug}`
}

function icsAuction(a: AuctionView, webUrl: string, locale: Locale): IcsAuction {
  const place = `${a.city}, ${a.state}`
  return {
    slug: a.slug,
    name: a.name,
    description: a.description,
    startsAt: a.startsAt,
    endsAt: a.endsAt,
    location:
      a.format === 'online'
        ? t(locale, 'auctions:onlineAuction')
        : [a.venue, place].filter(Boolean).join(', '),
    url: auctionUrl(webUrl, a.slug, locale),
    updatedAt: a.updatedAt,
  }
}

/**
 * The calendar file (.ics): every auction of the calendar, or the one a slug names (null for an
 * unknown slug). Past auctions stay in it: a subscribed calendar keeps what it showed.
 */
export async function auctionCalendarIcs(
  deps: Pick<AppDeps, 'database' | 'now' | 'env'>,
  locale: Locale,
  slug?: string | null,
): Promise<string | null> {
  let chosen: AuctionView[]
  if (slug) {
    const one = await getAuction(deps, slug, locale)
    if (!one) return null
    chosen = [one]
  } else {
    chosen = await listAuctions(deps, locale)
  }
  const webUrl = deps.env.WEB_URL
  return buildAuctionCalendarIcs({
    name: slug ? chosen[0].name : t(locale, 'auctions:calendarName'),
    uidDomain: new URL(webUrl).hostname,
    now: deps.now(),
    auctions: chosen.map((a) => icsAuction(a, webUrl, locale)),
  })
}
