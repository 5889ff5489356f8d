import {
  allInCost,
  BUYER_FEES,
  BUYER_FEES_AS_OF,
  freightRateFor,
  FREIGHT_RATES_AS_OF,
  ROAD_FACTOR,
  SALES_TAX_RATES_AS_OF,
  type BuyerFeeCode,
  type TransportClass,
} from '@ironyard/contract/all-in-cost'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { isZip5, lookupZip } from '../search/engine/geo'
import { loadInsightRow, type InsightRow } from './insight-row'
import { AppError } from '../../lib/errors'
import type { Locale } from '../../lib/locale'
import { translateValidation } from '../../lib/validation-messages'

/** Where the operating weight behind the transport class came from. */
export type WeightSource = 'listing' | 'model' | 'category'

export interface AllInCostView {
  zip: string
  city: string
  state: string
  priceCents: number
  freightCents: number
  taxCents: number
  taxPercent: number
  feesCents: number
  fees: Array<{ code: BuyerFeeCode; cents: number }>
  totalCents: number
  monthlyPaymentCents: number
  ratePercent: number
  downPercent: number
  termMonths: number
  freight: {
    transportClass: TransportClass
    operatingWeightLb: number
    weightSource: WeightSource
    greatCircleMiles: number
    roadMiles: number
    roadFactor: number
    perMileCents: number
    minimumCents: number
    permitCents: number
    freeShipping: boolean
  }
  freightRatesAsOf: string
  taxRatesAsOf: string
  feesAsOf: string
}

/** Category medians change only with the taxonomy: kept an hour per database and category. */
const CATEGORY_WEIGHT_TTL_MS = 3_600_000
const categoryWeights = new WeakMap<Database, Map<number, { at: number; weight: number | null }>>()

/** The median operating weight of the category's spec sheets (null without any). */
async function categoryWeightOf(database: Database, categoryId: number): Promise<number | null> {
  let cache = categoryWeights.get(database)
  if (!cache) {
    cache = new Map()
    categoryWeights.set(database, cache)
  }
  const hit = cache.get(categoryId)
  if (hit && Date.now() - hit.at < CATEGORY_WEIGHT_TTL_MS) return hit.weight
  const [row] = await database.rows<{ weight: number | null }>(sql`
    SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY sh.operating_weight_lb) AS weight
    FROM spec_sheets sh JOIN models m ON m.id = sh.model_id
    WHERE m.category_id = ${categoryId} AND sh.operating_weight_lb > 0`)
  const weight = row?.weight === null || row?.weight === undefined ? null : Number(row.weight)
  cache.set(categoryId, { at: Date.now(), weight })
  return weight
}

function zipError(locale: Locale, key: 'zipInvalid' | 'zipUnknown'): AppError {
  return new AppError(
    'VALIDATION',
    { messageKey: 'errors:input.invalid' },
    {
      fields: [
        {
          path: 'zip',
          key: `validation.${key}`,
          message: translateValidation(`validation.${key}`, locale),
        },
      ],
    },
  )
}

/**
 * The all-in cost of a listing delivered to a ZIP (issue 17, decision 033): the contract's dated
 * tables applied to the listing's price and place and the machine's operating weight, taken from
 * the listing's own specs, else its model's spec sheet, else the median of its category's spec
 * sheets. Null when there is no such listing; a bad or unknown ZIP is a VALIDATION error on `zip`.
 */
export async function getAllInCost(
  database: Database,
  listing: number | InsightRow,
  zip: string,
  locale: Locale,
): Promise<AllInCostView | null> {
  const z5 = zip.trim()
  if (!isZip5(z5)) throw zipError(locale, 'zipInvalid')
  const place = lookupZip(z5)
  if (!place) throw zipError(locale, 'zipUnknown')
  const row = typeof listing === 'number' ? await loadInsightRow(database, listing) : listing
  if (!row) return null
  const categoryWeight =
    row.listing_weight || row.model_weight
      ? null
      : await categoryWeightOf(database, row.category_id)
  const [weight, weightSource]: [number, WeightSource] =
    row.listing_weight && row.listing_weight > 0
      ? [row.listing_weight, 'listing']
      : row.model_weight
        ? [Number(row.model_weight), 'model']
        : [Number(categoryWeight ?? 0), 'category']
  const freeShipping = row.flair === 'FreeShipping'
  const cost = allInCost({
    priceCents: Number(row.price),
    origin: { lat: row.lat, lng: row.lng },
    destination: { lat: place.lat, lng: place.lng, state: place.state },
    operatingWeightLb: weight,
    freeShipping,
  })
  const rate = freightRateFor(weight)
  return {
    zip: z5,
    city: place.city,
    state: place.state,
    priceCents: cost.priceCents,
    freightCents: cost.freightCents,
    taxCents: cost.taxCents,
    taxPercent: cost.taxPercent,
    feesCents: cost.feesCents,
    fees: BUYER_FEES.map((f) => ({ ...f })),
    totalCents: cost.totalCents,
    monthlyPaymentCents: cost.monthlyPaymentCents,
    ratePercent: cost.terms.ratePercent,
    downPercent: cost.terms.downPercent,
    termMonths: cost.terms.termMonths,
    freight: {
      transportClass: cost.freight.transportClass,
      operatingWeightLb: Math.round(weight),
      weightSource,
      greatCircleMiles: cost.freight.greatCircleMiles,
      roadMiles: cost.freight.roadMiles,
      roadFactor: ROAD_FACTOR,
      perMileCents: rate.perMileCents,
      minimumCents: rate.minimumCents,
      permitCents: rate.permitCents,
      freeShipping,
    },
    freightRatesAsOf: FREIGHT_RATES_AS_OF,
    taxRatesAsOf: SALES_TAX_RATES_AS_OF,
    feesAsOf: BUYER_FEES_AS_OF,
  }
}
