import { saleProceedsInputSchema } from '@ironyard/contract/forms/calculators'
import { SALE_CHANNELS } from '@ironyard/contract/listing-enums'
import type { Locale } from '../../context'
import { parseOrThrow } from '../../lib/errors'

/**
 * Spec §2 sell page: the fee calculator, net proceeds of selling with us against an auction and
 * a dealer. Every figure comes from the assumptions below, which the page shows next to the
 * result; change them here only.
 *
 * The input is the machine's market value: what an end user pays for it at retail (the value
 * tracker's retail value, or the seller's own figure).
 *
 * - Marketplace (us): listed to end users nationwide; offers (Name Your Price) are assumed to
 *   settle at 95% of market value. Seller fee 8% of the sale price, which covers the inspection,
 *   photos, listing, offers and paperwork. The buyer pays transport (spec §1).
 * - Auction: sells at 80% of market value (auction prices run about 20% under retail: the
 *   valuation model's prior retail premium is 25%, 1 / 1.25 = 80%). Seller commission 10% of the
 *   hammer price, plus $1,500 to haul the machine to the auction yard.
 * - Dealer: an outright or trade-in offer at 65% of market value (the dealer's margin for
 *   reconditioning, holding and resale). No fees.
 *
 * The marketing claim "sellers get 30-50% more" is not an input: the page shows the differences
 * this calculation gives, which depend on the machine and on these assumptions.
 */
export const SALE_ASSUMPTIONS = {
  marketplace: { priceOfMarketPercent: 95, feePercent: 8, transportCents: 0 },
  auction: { priceOfMarketPercent: 80, feePercent: 10, transportCents: 1_500_00 },
  dealer: { priceOfMarketPercent: 65, feePercent: 0, transportCents: 0 },
} as const

export type SaleChannel = keyof typeof SALE_ASSUMPTIONS
const CHANNELS: readonly SaleChannel[] = SALE_CHANNELS

export interface ChannelProceeds {
  channel: SaleChannel
  priceOfMarketPercent: number
  feePercent: number
  salePriceCents: number
  feeCents: number
  transportCents: number
  netCents: number
}

export interface SaleProceedsComparison {
  marketValueCents: number
  channels: ChannelProceeds[]
  /** How much more the marketplace nets, in percent of the other channel's net (1 decimal). */
  moreThanAuctionPercent: number | null
  moreThanDealerPercent: number | null
}

const percentMore = (a: number, b: number): number | null =>
  b > 0 ? Math.round(((a - b) / b) * 1000) / 10 : null

export function computeSaleProceeds(marketValueCents: number): SaleProceedsComparison {
  const channels = CHANNELS.map((channel): ChannelProceeds => {
    const a = SALE_ASSUMPTIONS[channel]
    const salePriceCents = Math.round((marketValueCents * a.priceOfMarketPercent) / 100)
    const feeCents = Math.round((salePriceCents * a.feePercent) / 100)
    return {
      channel,
      priceOfMarketPercent: a.priceOfMarketPercent,
      feePercent: a.feePercent,
      salePriceCents,
      feeCents,
      transportCents: a.transportCents,
      netCents: salePriceCents - feeCents - a.transportCents,
    }
  })
  const net = (c: SaleChannel) => channels.find((x) => x.channel === c)?.netCents ?? 0
  return {
    marketValueCents,
    channels,
    moreThanAuctionPercent: percentMore(net('marketplace'), net('auction')),
    moreThanDealerPercent: percentMore(net('marketplace'), net('dealer')),
  }
}

/** The comparison for a market value typed by a person; spec §5 price messages when wrong. */
export function compareSaleProceeds(raw: unknown, locale: Locale): SaleProceedsComparison {
  const input = parseOrThrow(saleProceedsInputSchema, raw ?? {}, locale)
  return computeSaleProceeds(input.marketValue)
}
