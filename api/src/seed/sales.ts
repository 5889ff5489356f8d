import type { SaleChannel } from '../db/schema/enums'
import { DAY_MS, isoDate } from './as-of'
import type { InventoryContext, SaleRecord } from './listings'
import { CHANNEL_FACTOR, fairValueCents, roundPriceCents } from './price-model'
import { rngFor, weighted } from './rng'
import { getGeography, pickZip, STATES } from './geography'
import { drawUnit, unitZip } from './units'

/**
 * Completed sales of the last 24 months across channels: the history valuations, offer likelihood
 * and market intelligence read. Each is a unit drawn like a listing's, priced by the same model at
 * its sale date (market index), in its state, through its channel, with sale-to-sale noise.
 */
export const SALES_MONTHS = 24
export const marketSalesCount = (listings: number): number => Math.round(listings * 0.8)

const CHANNEL_MIX: Array<[SaleChannel, number]> = [
  ['auction', 0.45],
  ['marketplace', 0.3],
  ['dealer', 0.25],
]

/** Construction buys in spring: sale dates are weighted by season. */
const seasonWeight = (d: Date) => 1 + 0.25 * Math.cos(((d.getUTCMonth() - 4) / 12) * 2 * Math.PI)

export function generateCompletedSale(ctx: InventoryContext, index: number): SaleRecord {
  const rng = rngFor(ctx.seed, 'completed-sale', index)
  const span = (SALES_MONTHS * 365.25 * DAY_MS) / 12
  let soldAt = new Date(ctx.asOf.getTime() - rng.range(1 * DAY_MS, span))
  for (let i = 0; i < 4 && rng.float() * 1.25 > seasonWeight(soldAt); i++) {
    soldAt = new Date(ctx.asOf.getTime() - rng.range(1 * DAY_MS, span))
  }
  const unit = drawUnit(rng, ctx.pool, soldAt)
  const seller = ctx.sellers.table.pick(rng)
  const zip =
    index < STATES.length ? pickZip(rng, getGeography(), STATES[index]) : unitZip(rng, seller.home)
  const channel = weighted(rng, CHANNEL_MIX)
  const value = fairValueCents({
    newPriceCents: unit.model.newPriceCents,
    categorySlug: unit.category.slug,
    groupSlug: unit.category.groupSlug,
    year: unit.year,
    hours: unit.meters.hours,
    miles: unit.meters.miles,
    condition: unit.condition,
    state: zip.state,
    at: soldAt,
    asOf: ctx.asOf,
  })
  const noise = rng.logNormal(channel === 'auction' ? 0.14 : 0.1)
  return {
    listingId: null,
    makeId: unit.model.makeId,
    modelId: unit.model.id,
    model: unit.model.name,
    categoryId: unit.category.id,
    year: unit.year,
    hours: unit.meters.hours,
    miles: unit.meters.miles,
    condition: unit.condition,
    priceCents: roundPriceCents(value * CHANNEL_FACTOR[channel] * noise, false),
    soldOn: isoDate(soldAt),
    channel,
    city: zip.city,
    state: zip.state,
    zip: zip.zip,
    lat: Math.round((zip.lat + rng.range(-0.02, 0.02)) * 1e5) / 1e5,
    lng: Math.round((zip.lng + rng.range(-0.02, 0.02)) * 1e5) / 1e5,
  }
}
