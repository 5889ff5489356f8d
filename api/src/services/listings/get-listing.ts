import { dealerSlugOf } from '../dealers/list-dealers'
import type { AppDeps, Locale } from '../../context'
import type { Condition, Flair, ListingStatus } from '../../db/schema/enums'
import { z } from 'zod'
import { parseOrThrow } from '../../lib/errors'
import { HIGHER_IS_BETTER_SPECS, SPEC_FIELDS } from '../../reference-data/spec-fields'
import { getSearchRuntime } from '../search/search-runtime'
import { daysOnMarket, imageView, mediaUrl, type ImageView } from './listing-media'
import { preparedRows } from './prepared-rows'

interface DetailRow {
  id: number
  stock_number: string
  year: number
  make_id: number
  model: string
  category_id: number
  equipment_category_slug: string
  sub_id: number | null
  serial_number: string | null
  hours: number | null
  miles: number | null
  secondary_hours: number | null
  price: number
  original: number
  lat: number
  lng: number
  address: string
  place_id: string
  short_address: string
  city: string
  state: string
  zip: string
  flair: Flair
  partner: boolean
  warranty: boolean
  condition: Condition | null
  emission_tier: string | null
  agreement_type: number
  status: ListingStatus
  sold_at: string | Date | null
  listed_at: string | Date
  fleet_advisor: string | null
  listing_company: string | null
  listing_seller_company: string | null
  description: string | null
  description_es: string | null
  specs: Record<string, unknown> | string
  inspected: boolean
  seller: { id: number; name: string; kind: string; city: string; state: string }
  images: Array<{
    path: string
    width: number
    height: number
    alt_en: string
    alt_es: string
    is_illustration: boolean
    focal_x: number
    focal_y: number
  }> | null
  videos: Array<{
    url: string
    poster_path: string | null
    title: string
    duration_seconds: number | null
  }> | null
  prices: Array<{ price: number; reason: string; changed_at: string }> | null
  inspection: {
    inspected_at: string
    overall_condition: Condition
    great_en: string[]
    great_es: string[]
    work_en: string[]
    work_es: string[]
    inspector_name: string
    certifications: string[]
    inspections_done: number
    years_experience: number
  } | null
}

export interface ListingDetail {
  id: number
  stockNumber: string
  title: string
  year: number
  make: { slug: string; name: string }
  model: string
  category: { slug: string; name: string }
  equipmentCategorySlug: string
  subcategory: { id: number; slug: string; name: string } | null
  taxonomizedSubCategoryId: number | null
  serialNumber: string | null
  hours: number | null
  miles: number | null
  secondaryHours: number | null
  advertisedPriceCents: number
  originalPriceCents: number
  priceReduced: boolean
  priceHistory: Array<{ priceCents: number; reason: string; changedAt: Date }>
  location: { lat: number; lng: number; address: string; placeId: string; shortAddress: string }
  city: string
  state: string
  zip: string
  /** dealerSlug: the partner's page in the dealer directory (/dealers/<slug>); null otherwise. */
  seller: { name: string; kind: string; city: string; state: string; dealerSlug: string | null }
  labels: {
    fleetAdvisor: string | null
    listingCompany: string | null
    listingSellerCompany: string | null
  }
  flair: Flair
  isPartnerSeller: boolean
  hasWarranty: boolean
  buyerProtection: boolean
  condition: Condition | null
  emissionTier: string | null
  agreementType: number
  status: ListingStatus
  soldAt: Date | null
  listedAt: Date
  daysOnMarket: number
  description: string | null
  /** The language `description` is written in: a Spanish page without its own shows English. */
  descriptionLanguage: 'en' | 'es' | null
  specs: Array<{ key: string; label: string; unit: string; value: number; higherIsBetter: boolean }>
  images: ImageView[]
  videos: Array<{
    url: string
    posterUrl: string | null
    title: string
    durationSeconds: number | null
  }>
  inspected: boolean
  inspection: {
    inspectedAt: Date
    overallCondition: Condition
    whatIsGreat: string[]
    whatNeedsWork: string[]
    inspector: {
      name: string
      certifications: string[]
      certificationCount: number
      inspectionCount: number
      yearsOfExperience: number
    }
  } | null
}

// One round trip: the listing with its seller, media, price history and inspection summary as
// JSON. The floor price is not selected: it never leaves the database on a public path.
const DETAIL_SQL = `
  SELECT l.id, l.stock_number, l.year, l.make_id, l.model, l.category_id, l.equipment_category_slug,
    l.taxonomized_sub_category_id AS sub_id, l.serial_number, l.hours, l.miles, l.secondary_hours,
    l.advertised_price_cents::float8 AS price, l.original_price_cents::float8 AS original,
    l.lat, l.lng, l.address, l.place_id, l.short_address, l.city, l.state, l.zip, l.flair,
    l.is_partner_seller AS partner, l.has_warranty AS warranty, l.condition, l.emission_tier,
    l.agreement_type, l.status, l.sold_at, l.listed_at, l.fleet_advisor, l.listing_company,
    l.listing_seller_company, l.description, l.description_es, l.specs, l.has_inspection AS inspected,
    json_build_object('id', s.id, 'name', s.name, 'kind', s.kind, 'city', s.city, 'state', s.state) AS seller,
    (SELECT json_agg(json_build_object('path', i.path, 'width', i.width, 'height', i.height,
        'alt_en', i.alt_en, 'alt_es', i.alt_es, 'is_illustration', i.is_illustration,
        'focal_x', i.focal_x, 'focal_y', i.focal_y)
        ORDER BY i.position)
      FROM listing_images i WHERE i.listing_id = l.id) AS images,
    (SELECT json_agg(json_build_object('url', v.url, 'poster_path', v.poster_path,
        'title', v.title, 'duration_seconds', v.duration_seconds) ORDER BY v.id)
      FROM listing_videos v WHERE v.listing_id = l.id) AS videos,
    (SELECT json_agg(json_build_object('price', p.price_cents, 'reason', p.reason,
        'changed_at', p.changed_at) ORDER BY p.changed_at, p.id)
      FROM price_history p WHERE p.listing_id = l.id) AS prices,
    (SELECT json_build_object('inspected_at', ins.inspected_at,
        'overall_condition', ins.overall_condition,
        'great_en', ins.what_is_great_en, 'great_es', ins.what_is_great_es,
        'work_en', ins.what_needs_work_en, 'work_es', ins.what_needs_work_es,
        'inspector_name', r.name, 'certifications', r.certifications,
        'inspections_done', r.inspections_done, 'years_experience', r.years_experience)
      FROM inspections ins JOIN inspectors r ON r.id = ins.inspector_id
      WHERE ins.listing_id = l.id) AS inspection
  FROM listings l JOIN sellers s ON s.id = l.seller_id
  WHERE l.stock_number = $1 AND l.status NOT IN ('removed', 'draft')`

/** The same, in any state: what the console's createListing / updateListing answer with. */
const DETAIL_ANY_STATE_SQL = DETAIL_SQL.replace(" AND l.status NOT IN ('removed', 'draft')", '')

export const stockNumberInputSchema = z.object({
  stockNumber: z
    .string()
    .trim()
    .max(40, 'key:validation.listing.stockNumberTooLong|A stock number is at most 40 characters'),
})

const toDate = (v: string | Date) => (v instanceof Date ? v : new Date(v))
const parse = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v)

/**
 * A listing by stock number as a buyer may see it, or null. "Price reduced" is read from the
 * price history: the current price is below the first listed one and the last change lowered it.
 */
/** The seller as a listing shows it: a partner links to its dealer page; never its id. */
async function sellerView(
  deps: Pick<AppDeps, 'database'>,
  { id, ...seller }: DetailRow['seller'],
): Promise<ListingDetail['seller']> {
  return {
    ...seller,
    dealerSlug: seller.kind === 'partner' ? await dealerSlugOf(deps, id) : null,
  }
}

export async function getListingByStockNumber(
  deps: Pick<AppDeps, 'database' | 'env' | 'logger' | 'now'>,
  stockNumber: string,
  locale: Locale,
  opts: { anyState?: boolean } = {},
): Promise<ListingDetail | null> {
  const { stockNumber: wanted } = parseOrThrow(stockNumberInputSchema, { stockNumber })
  if (!wanted) return null
  const runtime = getSearchRuntime(deps)
  const { index } = runtime
  // The index knows the stored spelling of a stock number typed in any case ("iy-1" -> "IY-1").
  const p = index.size ? index.positionOfStock(wanted) : undefined
  const stock = p !== undefined ? index.cols.stock[p] : wanted
  const [[row]] = await Promise.all([
    opts.anyState
      ? preparedRows<DetailRow>(
          deps.database,
          'ironyard_listing_detail_any',
          DETAIL_ANY_STATE_SQL,
          [stock],
        )
      : preparedRows<DetailRow>(deps.database, 'ironyard_listing_detail', DETAIL_SQL, [stock]),
    // Only the catalogue names come from the index: no need to wait for a catch-up.
    index.ensureLoaded(),
  ])
  if (!row) return null
  const catalog = runtime.index.snapshot
  const es = locale === 'es'
  const make = catalog.makeById.get(row.make_id)
  const category = catalog.categoryById.get(row.category_id)
  const sub = row.sub_id ? catalog.subcategoryById.get(row.sub_id) : undefined
  const prices = (parse(row.prices) ?? []).map((p) => ({
    priceCents: Number(p.price),
    reason: p.reason,
    changedAt: toDate(p.changed_at),
  }))
  const price = Number(row.price)
  const first = prices[0]?.priceCents ?? Number(row.original)
  const last = prices[prices.length - 1]
  const specs = parse(row.specs) ?? {}
  const ins = parse(row.inspection)
  const listedAt = toDate(row.listed_at)
  const soldAt = row.sold_at ? toDate(row.sold_at) : null
  return {
    id: row.id,
    stockNumber: row.stock_number,
    title: `${row.year} ${make?.name ?? ''} ${row.model}`.replace(/\s+/g, ' ').trim(),
    year: row.year,
    make: { slug: make?.slug ?? '', name: make?.name ?? '' },
    model: row.model,
    category: {
      slug: category?.slug ?? row.equipment_category_slug,
      name: (es ? category?.singularEs : category?.singularEn) ?? '',
    },
    equipmentCategorySlug: row.equipment_category_slug,
    subcategory: sub ? { id: sub.id, slug: sub.slug, name: es ? sub.nameEs : sub.nameEn } : null,
    taxonomizedSubCategoryId: row.sub_id,
    serialNumber: row.serial_number,
    hours: row.hours,
    miles: row.miles,
    secondaryHours: row.secondary_hours,
    advertisedPriceCents: price,
    originalPriceCents: Number(row.original),
    priceReduced: price < first && (!last || last.reason === 'reduced'),
    priceHistory: prices,
    location: {
      lat: row.lat,
      lng: row.lng,
      address: row.address,
      placeId: row.place_id,
      shortAddress: row.short_address,
    },
    city: row.city,
    state: row.state,
    zip: row.zip,
    seller: await sellerView(deps, parse(row.seller)),
    labels: {
      fleetAdvisor: row.fleet_advisor,
      listingCompany: row.listing_company,
      listingSellerCompany: row.listing_seller_company,
    },
    flair: row.flair,
    isPartnerSeller: row.partner,
    hasWarranty: row.warranty,
    buyerProtection: !row.partner,
    condition: row.condition,
    emissionTier: row.emission_tier,
    agreementType: row.agreement_type,
    status: row.status,
    soldAt,
    listedAt,
    daysOnMarket: daysOnMarket(listedAt, soldAt, deps.now()),
    // Issue 16, defect 7: the Spanish page reads the Spanish description (English if none yet,
    // said to be English: issue 36, defect 6). A blank Spanish one is none.
    ...describedIn(locale, row.description, row.description_es),
    specs: (category?.specFields ?? []).flatMap((key) => {
      const value = Number(specs[key])
      const def = SPEC_FIELDS[key]
      return def && Number.isFinite(value)
        ? [
            {
              key,
              label: es ? def.es : def.en,
              unit: def.unit,
              value,
              higherIsBetter: HIGHER_IS_BETTER_SPECS.has(key),
            },
          ]
        : []
    }),
    images: (parse(row.images) ?? []).map((i) =>
      imageView(deps.env.API_URL, {
        path: i.path,
        width: i.width,
        height: i.height,
        alt: es ? i.alt_es : i.alt_en,
        isIllustration: i.is_illustration,
        focalX: i.focal_x,
        focalY: i.focal_y,
      }),
    ),
    videos: (parse(row.videos) ?? []).map((v) => ({
      url: v.url,
      posterUrl: v.poster_path ? mediaUrl(deps.env.API_URL, v.poster_path) : null,
      title: v.title,
      durationSeconds: v.duration_seconds,
    })),
    inspected: row.inspected,
    inspection: ins
      ? {
          inspectedAt: toDate(ins.inspected_at),
          overallCondition: ins.overall_condition,
          whatIsGreat: es ? ins.great_es : ins.great_en,
          whatNeedsWork: es ? ins.work_es : ins.work_en,
          inspector: {
            name: ins.inspector_name,
            certifications: ins.certifications,
            certificationCount: ins.certifications.length,
            inspectionCount: ins.inspections_done,
            yearsOfExperience: ins.years_experience,
          },
        }
      : null,
  }
}

/** The description a page in `locale` shows, and the language it is written in. */
function describedIn(
  locale: Locale,
  en: string | null,
  es: string | null,
): { description: string | null; descriptionLanguage: 'en' | 'es' | null } {
  if (locale === 'es' && es?.trim()) return { description: es, descriptionLanguage: 'es' }
  return { description: en, descriptionLanguage: en?.trim() ? 'en' : null }
}
