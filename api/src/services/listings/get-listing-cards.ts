import type { AppDeps, Locale } from '../../context'
import type { DealRating } from '@ironyard/contract/deal-rating'
import type { Condition, Flair, ListingStatus } from '../../db/schema/enums'
import type { FreightEstimateView } from '../listing-insights/freight-estimates'
import { isPriceReduced } from '../search/engine/listing-columns'
import type { CatalogSnapshot } from '../search/engine/catalog-snapshot'
import { daysOnMarket, imageView, type ImageView } from './listing-media'
import { preparedRows } from './prepared-rows'

export interface ListingCardView {
  id: number
  stockNumber: string
  title: string
  year: number
  make: { slug: string; name: string }
  model: string
  category: { slug: string; name: string }
  hours: number | null
  miles: number | null
  advertisedPriceCents: number
  originalPriceCents: number
  priceReduced: boolean
  /** When the price last went down (reduced listings only). */
  priceReducedAt: Date | null
  flair: Flair
  isPartnerSeller: boolean
  hasWarranty: boolean
  inspected: boolean
  condition: Condition | null
  status: ListingStatus
  city: string
  state: string
  zip: string
  shortAddress: string
  listedAt: Date
  soldAt: Date | null
  daysOnMarket: number
  image: ImageView | null
  imageCount: number
  distanceMiles: number | null
  /** Issue 37: freight to the search's ZIP (searchListings fills it); null otherwise. */
  freightEstimate: FreightEstimateView | null
  /** Issue 17: the stored deal rating (decision 033); null when too thin to say. */
  dealRating: DealRating | null
  /** The most recent price cut: how much and when (null when the price never went down). */
  latestPriceCut: { amountCents: number; changedAt: Date } | null
}

/** "Price reduced" and when (the search index reads the same rule). */
function reducedView(r: { price: unknown; original: unknown; reduced_at: string | Date | null }) {
  const reducedAtMs = r.reduced_at ? toDate(r.reduced_at).getTime() : null
  const priceReduced = isPriceReduced({
    advertisedPriceCents: Number(r.price),
    originalPriceCents: Number(r.original),
    priceReducedAtMs: reducedAtMs,
  })
  return { priceReduced, priceReducedAt: priceReduced ? new Date(reducedAtMs!) : null }
}

interface CardRow {
  id: number
  stock_number: string
  year: number
  make_id: number
  model: string
  category_id: number
  hours: number | null
  miles: number | null
  price: number
  original: number
  reduced_at: string | Date | null
  city: string
  state: string
  zip: string
  short_address: string
  flair: Flair
  partner: boolean
  warranty: boolean
  inspected: boolean
  condition: Condition | null
  status: ListingStatus
  listed_at: string | Date
  sold_at: string | Date | null
  img_path: string | null
  img_width: number | null
  img_height: number | null
  img_alt_en: string | null
  img_alt_es: string | null
  img_illustration: boolean | null
  img_focal_x: number | null
  img_focal_y: number | null
  image_count: number
  deal_rating: DealRating | null
  cut_cents: number | null
  cut_at: string | Date | null
}

const CARDS_SQL = `
    SELECT l.id, l.stock_number, l.year, l.make_id, l.model, l.category_id, l.hours, l.miles,
      l.advertised_price_cents::float8 AS price, l.original_price_cents::float8 AS original,
      l.price_reduced_at AS reduced_at, l.city, l.state, l.zip, l.short_address, l.flair,
      l.is_partner_seller AS partner, l.has_warranty AS warranty, l.has_inspection AS inspected,
      l.condition, l.status, l.listed_at, l.sold_at,
      img.path AS img_path, img.width AS img_width, img.height AS img_height,
      img.alt_en AS img_alt_en, img.alt_es AS img_alt_es, img.is_illustration AS img_illustration,
      img.focal_x AS img_focal_x, img.focal_y AS img_focal_y,
      (SELECT count(*)::int FROM listing_images c WHERE c.listing_id = l.id) AS image_count,
      l.deal_rating, cut.cut_cents, cut.changed_at AS cut_at
    FROM listings l
    LEFT JOIN LATERAL (
      SELECT path, width, height, alt_en, alt_es, is_illustration, focal_x, focal_y
      FROM listing_images i
      WHERE i.listing_id = l.id ORDER BY i.position LIMIT 1
    ) img ON true
    LEFT JOIN LATERAL (
      SELECT h.changed_at, (
        SELECT p.price_cents FROM price_history p
        WHERE p.listing_id = l.id AND (p.changed_at, p.id) < (h.changed_at, h.id)
        ORDER BY p.changed_at DESC, p.id DESC LIMIT 1
      )::float8 - h.price_cents::float8 AS cut_cents
      FROM price_history h
      WHERE h.listing_id = l.id AND h.reason = 'reduced'
      ORDER BY h.changed_at DESC, h.id DESC LIMIT 1
    ) cut ON true
    WHERE l.id = ANY($1::int[])`

const toDate = (v: string | Date) => (v instanceof Date ? v : new Date(v))

/**
 * Cards for listing ids, in the order given (one indexed query: the page of a search, similar
 * machines). `distances` carries each id's distance from a search's ZIP.
 */
export async function getListingCards(
  deps: Pick<AppDeps, 'database' | 'env' | 'now'>,
  catalog: CatalogSnapshot,
  ids: number[],
  locale: Locale,
  distances?: Map<number, number | null>,
): Promise<ListingCardView[]> {
  if (!ids.length) return []
  const rows = await preparedRows<CardRow>(deps.database, 'ironyard_listing_cards', CARDS_SQL, [
    ids,
  ])
  const byId = new Map(rows.map((r) => [r.id, r]))
  const now = deps.now()
  const out: ListingCardView[] = []
  for (const id of ids) {
    const r = byId.get(id)
    if (!r) continue
    const make = catalog.makeById.get(r.make_id)
    const category = catalog.categoryById.get(r.category_id)
    const listedAt = toDate(r.listed_at)
    const soldAt = r.sold_at ? toDate(r.sold_at) : null
    const makeName = make?.name ?? ''
    out.push({
      id: r.id,
      stockNumber: r.stock_number,
      title: `${r.year} ${makeName} ${r.model}`.replace(/\s+/g, ' ').trim(),
      year: r.year,
      make: { slug: make?.slug ?? '', name: makeName },
      model: r.model,
      category: {
        slug: category?.slug ?? '',
        name: (locale === 'es' ? category?.singularEs : category?.singularEn) ?? '',
      },
      hours: r.hours,
      miles: r.miles,
      advertisedPriceCents: Number(r.price),
      originalPriceCents: Number(r.original),
      ...reducedView(r),
      flair: r.flair,
      isPartnerSeller: r.partner,
      hasWarranty: r.warranty,
      inspected: r.inspected,
      condition: r.condition,
      status: r.status,
      city: r.city,
      state: r.state,
      zip: r.zip,
      shortAddress: r.short_address,
      listedAt,
      soldAt,
      daysOnMarket: daysOnMarket(listedAt, soldAt, now),
      image: r.img_path
        ? imageView(deps.env.API_URL, {
            path: r.img_path,
            width: r.img_width ?? 0,
            height: r.img_height ?? 0,
            alt: (locale === 'es' ? r.img_alt_es : r.img_alt_en) ?? '',
            isIllustration: r.img_illustration ?? false,
            focalX: r.img_focal_x,
            focalY: r.img_focal_y,
          })
        : null,
      imageCount: r.image_count,
      distanceMiles: distances?.get(r.id) ?? null,
      freightEstimate: null,
      dealRating: r.deal_rating,
      latestPriceCut:
        r.cut_cents !== null && Number(r.cut_cents) > 0 && r.cut_at
          ? { amountCents: Number(r.cut_cents), changedAt: toDate(r.cut_at) }
          : null,
    })
  }
  return out
}
