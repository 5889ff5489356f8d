import { toLocale } from '@ironyard/contract/locale'
import { eq, sql } from 'drizzle-orm'
import type { AppDeps, Locale } from '../../context'
import { inventoryAlerts } from '../../db/schema'
import { listingPath } from '@ironyard/contract'
import { getCardCatalog } from '../favorites/listing-catalog'
import { wasMessageSent } from '../messages/record-message'
import { describeAlertFilters } from './describe-alert-filters'
import type { ListingCardView } from '../listings/get-listing-cards'
import { findNewAlertMatches, findPriceDropAlertMatches } from './find-new-alert-matches'
import { webPath } from './topics'
import { issueUnsubscribeUrl } from './unsubscribe-tokens'

/** Machines shown in one digest; the rest are behind the "see all" link. */
export const DIGEST_MAX_ITEMS = 10

export const digestDedupeKey = (alertId: string, day: string) => `inventory-alert:${alertId}:${day}`

export type DigestOutcome = 'sent' | 'duplicate' | 'nothing-new' | 'skipped'

type Deps = Pick<AppDeps, 'database' | 'env' | 'logger' | 'now'>

/** The alert has looked at everything listed up to `until` (never moves back). */
export async function markAlertChecked(deps: Deps, alertId: string, until: Date): Promise<void> {
  await deps.database.db
    .update(inventoryAlerts)
    .set({
      lastCheckedAt: sql`greatest(coalesce(${inventoryAlerts.lastCheckedAt}, ${until.toISOString()}::timestamptz), ${until.toISOString()}::timestamptz)`,
    })
    .where(eq(inventoryAlerts.id, alertId))
}

type DigestItem = {
  title: string
  priceCents: number
  location: string
  hours: number | null
  miles: number | null
  imageUrl: string | null
  url: string
}

/** One day's digest to send: recipient, language, dedupe key and what it lists. */
export interface InventoryAlertDigestMail {
  to: string
  locale: Locale
  dedupeKey: string
  /** Its unsubscribe link is a bearer token: no copy in clear once sent by SMTP. */
  carriesSecret: true
  props: {
    summary: string
    total: number
    capped: boolean
    items: DigestItem[]
    /** Matching machines listed before whose price went down since the alert last looked. */
    priceDrops: Array<DigestItem & { wasCents: number }>
    dropTotal: number
    searchUrl: string
    /** The search of this alert's price cuts (null when there are none). */
    dropsUrl: string | null
    unsubscribeUrl: string
  }
}

/**
 * One inventory alert's daily digest: machines matching its filters that were listed since it
 * last looked, and those listed before whose price went down since (issue 14), up to `until` (the digest's scheduled time, so a retry looks at the same window).
 * Nothing to send when nothing is new, nor a second time the same day; the job sends the mail
 * (jobs/handlers/inventory-alert-digest.ts) and then marks the alert checked.
 */
export async function getInventoryAlertDigest(
  deps: Deps,
  alertId: string,
  day: string,
  until: Date,
): Promise<InventoryAlertDigestMail | Exclude<DigestOutcome, 'sent'>> {
  const [alert] = await deps.database.db
    .select()
    .from(inventoryAlerts)
    .where(eq(inventoryAlerts.id, alertId))
  // Only a confirmed alert is mailed (a pending one only ever gets its confirmation mail).
  if (!alert || alert.status !== 'active') return 'skipped'
  // Paused by its owner on /account since the job was queued: nothing until resumed.
  if (alert.pausedAt) return 'skipped'
  const dedupeKey = digestDedupeKey(alertId, day)
  if (await wasMessageSent(deps.database, dedupeKey)) {
    await markAlertChecked(deps, alertId, until)
    return 'duplicate'
  }
  const since = alert.lastCheckedAt ?? alert.createdAt
  if (since >= until) return 'nothing-new'
  const locale = toLocale(alert.locale)
  const matches = await findNewAlertMatches(deps, alert.filters, { since, until }, locale)
  const drops = await findPriceDropAlertMatches(deps, alert.filters, { since, until }, locale)
  if (!matches.total && !drops.total) {
    await markAlertChecked(deps, alertId, until)
    return 'nothing-new'
  }
  const web = deps.env.WEB_URL.replace(/\/$/, '')
  const catalog = await getCardCatalog(deps.database)
  const params = new URLSearchParams({ ...alert.filters, sort: 'createdDateUtc' })
  const dropParams = new URLSearchParams({
    ...alert.filters,
    reduced: 'last_week',
    sort: 'priceCut_desc',
  })
  const item = (l: ListingCardView): DigestItem => ({
    title: l.title,
    priceCents: l.advertisedPriceCents,
    location: l.shortAddress,
    hours: l.hours,
    miles: l.miles,
    imageUrl: l.image?.sizes[0]?.url ?? null,
    url: `${web}${listingPath({ year: l.year, makeName: l.make.name, model: l.model, stockNumber: l.stockNumber }, locale)}`,
  })
  return {
    carriesSecret: true,
    to: alert.email,
    locale,
    props: {
      summary: describeAlertFilters(alert.filters, catalog, locale),
      total: matches.total,
      capped: matches.capped,
      items: matches.listings.slice(0, DIGEST_MAX_ITEMS).map(item),
      priceDrops: drops.listings
        .slice(0, DIGEST_MAX_ITEMS)
        .map((l) => ({ ...item(l), wasCents: l.originalPriceCents })),
      dropTotal: drops.total,
      searchUrl: `${web}${webPath('/equipment', locale)}?${params.toString()}`,
      dropsUrl: drops.total
        ? `${web}${webPath('/equipment', locale)}?${dropParams.toString()}`
        : null,
      unsubscribeUrl: await issueUnsubscribeUrl(deps, { kind: 'inventory_alert', alertId }),
    },
    dedupeKey,
  }
}
