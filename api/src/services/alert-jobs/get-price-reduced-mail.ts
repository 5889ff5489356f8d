import { toLocale } from '@ironyard/contract/locale'
import { sql } from 'drizzle-orm'
import type { AppDeps, Locale } from '../../context'
import { listingPath } from '@ironyard/contract'
import { wasMessageSent } from '../messages/record-message'
import { priceReducedDedupeKey } from './scan-price-drops'
import { webPath } from './topics'
import { issueUnsubscribeUrl } from './unsubscribe-tokens'

interface DropRow {
  email: string
  first_name: string | null
  locale: string | null
  price_drop_emails: boolean | null
  favorited: boolean
  price_at_save: number | null
  status: string
  stock_number: string
  year: number
  model: string
  make_name: string
  current_price: number
  new_price: number
  previous_price: number | null
}

export type PriceReducedOutcome = 'sent' | 'duplicate' | 'skipped'

/** The price-drop mail to send: recipient, language, dedupe key and what it says. */
export interface PriceReducedMail {
  to: string
  locale: Locale
  dedupeKey: string
  /** Its unsubscribe link is a bearer token: no copy in clear once sent by SMTP. */
  carriesSecret: true
  props: {
    firstName: string | null
    title: string
    stockNumber: string
    previousPriceCents: number
    newPriceCents: number
    savedPriceCents: number | null
    url: string
    favoritesUrl: string
    unsubscribeUrl: string
  }
}

/**
 * Whether to email one user about one price drop on a machine they favorited, and what, in their
 * language (the job sends it: jobs/handlers/price-reduced.ts). Nothing is sent when they removed
 * the favorite or opted out, when the machine is no longer for sale, or when the price went back
 * up since; nor a second time for the same (price change, user).
 */
export async function getPriceReducedMail(
  deps: Pick<AppDeps, 'database' | 'env' | 'logger' | 'now'>,
  priceHistoryId: number,
  userId: string,
): Promise<PriceReducedMail | Exclude<PriceReducedOutcome, 'sent'>> {
  const dedupeKey = priceReducedDedupeKey(priceHistoryId, userId)
  if (await wasMessageSent(deps.database, dedupeKey)) return 'duplicate'
  const [row] = await deps.database.rows<DropRow>(sql`
    SELECT u.email, coalesce(p.first_name, u.first_name) AS first_name, p.locale,
      p.price_drop_emails, (f.user_id IS NOT NULL AND f.removed_at IS NULL) AS favorited,
      f.price_cents_at_save::float8 AS price_at_save, l.status, l.stock_number, l.year, l.model,
      m.name AS make_name, l.advertised_price_cents::float8 AS current_price,
      ph.price_cents::float8 AS new_price,
      (SELECT prev.price_cents::float8 FROM price_history prev
        WHERE prev.listing_id = ph.listing_id AND prev.changed_at > f.saved_at
          AND (prev.changed_at, prev.id) < (ph.changed_at, ph.id)
        ORDER BY prev.changed_at DESC, prev.id DESC LIMIT 1) AS previous_price
    FROM price_history ph
    JOIN listings l ON l.id = ph.listing_id
    JOIN makes m ON m.id = l.make_id
    JOIN users u ON u.id = ${userId}
    LEFT JOIN user_profiles p ON p.user_id = u.id
    LEFT JOIN favorites f ON f.user_id = u.id AND f.listing_id = l.id
    WHERE ph.id = ${priceHistoryId}`)
  if (!row || !row.favorited || row.price_drop_emails === false) return 'skipped'
  if (row.status !== 'available' && row.status !== 'coming_soon') return 'skipped'
  if (Number(row.current_price) > Number(row.new_price)) return 'skipped'
  const previous = Number(row.previous_price ?? row.price_at_save ?? 0)
  const newPrice = Number(row.new_price)
  if (!(previous > newPrice)) return 'skipped'
  const locale = toLocale(row.locale)
  const web = deps.env.WEB_URL.replace(/\/$/, '')
  const makeName = row.make_name
  return {
    carriesSecret: true,
    to: row.email,
    locale,
    props: {
      firstName: row.first_name,
      title: `${row.year} ${makeName} ${row.model}`,
      stockNumber: row.stock_number,
      previousPriceCents: previous,
      newPriceCents: newPrice,
      savedPriceCents: row.price_at_save === null ? null : Number(row.price_at_save),
      url: `${web}${listingPath({ year: row.year, makeName, model: row.model, stockNumber: row.stock_number }, locale)}`,
      favoritesUrl: `${web}${webPath('/account/favorites', locale)}`,
      unsubscribeUrl: await issueUnsubscribeUrl(deps, { kind: 'price_drops', userId }),
    },
    dedupeKey,
  }
}
