/**
 * Issue 17: the all-in cost of a machine delivered to a buyer's ZIP, from dated tables. The one
 * home of the freight classes, the state sales tax rates and the buyer fees: the api computes the
 * figure (`Listing.allInCost`) and the web shows the same tables' assumptions beside it.
 * Decision 033 documents the sources and why each number is what it is.
 */
import { CALCULATOR_DEFAULTS, monthlyPaymentCents, type LoanTerms } from './finance'

export const TRANSPORT_CLASSES = ['standard', 'heavy', 'oversize', 'permit'] as const
export type TransportClass = (typeof TRANSPORT_CLASSES)[number]

export interface FreightRate {
  transportClass: TransportClass
  /** Heaviest operating weight (lb) the class carries; null for the last class. */
  maxWeightLb: number | null
  /** Per loaded road mile, in cents. */
  perMileCents: number
  /** The least a load of this class costs (loading, short hauls), in cents. */
  minimumCents: number
  /** Oversize/overweight permits and escorts for the trip, in cents. */
  permitCents: number
}

/** When the freight table was last set against carriers' quotes. */
export const FREIGHT_RATES_AS_OF = '2026-10-01'

/**
 * Freight by transport class, from the machine's operating weight:
 * - standard: hotshot or gooseneck trailer, up to 15,000 lb;
 * - heavy: step deck or RGN within legal limits, up to 48,000 lb;
 * - oversize: lowboy with oversize permits, up to 80,000 lb;
 * - permit load: multi-axle lowboy with superload permits and escorts.
 */
export const FREIGHT_RATES: readonly FreightRate[] = [
  {
    transportClass: 'standard',
    maxWeightLb: 15_000,
    perMileCents: 325,
    minimumCents: 45_000,
    permitCents: 0,
  },
  {
    transportClass: 'heavy',
    maxWeightLb: 48_000,
    perMileCents: 450,
    minimumCents: 90_000,
    permitCents: 0,
  },
  {
    transportClass: 'oversize',
    maxWeightLb: 80_000,
    perMileCents: 675,
    minimumCents: 180_000,
    permitCents: 45_000,
  },
  {
    transportClass: 'permit',
    maxWeightLb: null,
    perMileCents: 1_050,
    minimumCents: 350_000,
    permitCents: 150_000,
  },
]

/** Roads are longer than the great circle: 1.2 is the usual US circuity factor for trucking. */
export const ROAD_FACTOR = 1.2
/** Mean Earth radius in statute miles. */
const EARTH_RADIUS_MILES = 3958.8

export interface LatLng {
  lat: number
  lng: number
}

/** Great-circle (haversine) distance in miles. */
export function greatCircleMiles(a: LatLng, b: LatLng): number {
  const rad = (d: number) => (d * Math.PI) / 180
  const dLat = rad(b.lat - a.lat)
  const dLng = rad(b.lng - a.lng)
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** The transport class of a machine of this operating weight. */
export function freightRateFor(operatingWeightLb: number): FreightRate {
  return (
    FREIGHT_RATES.find((r) => r.maxWeightLb !== null && operatingWeightLb <= r.maxWeightLb) ??
    FREIGHT_RATES[FREIGHT_RATES.length - 1]
  )
}

/** Whole dollars: freight and tax are estimates, cents would claim a precision they lack. */
const toDollar = (cents: number): number => Math.round(cents / 100) * 100

export interface FreightQuote {
  transportClass: TransportClass
  greatCircleMiles: number
  roadMiles: number
  cents: number
}

/** Freight for a machine of this weight over this great-circle distance. */
export function freightQuote(greatCircle: number, operatingWeightLb: number): FreightQuote {
  const rate = freightRateFor(operatingWeightLb)
  const roadMiles = Math.round(greatCircle * ROAD_FACTOR)
  const haul = Math.max(rate.minimumCents, roadMiles * rate.perMileCents)
  return {
    transportClass: rate.transportClass,
    greatCircleMiles: Math.round(greatCircle),
    roadMiles,
    cents: toDollar(haul + rate.permitCents),
  }
}

/** When the state rates below were last checked. */
export const SALES_TAX_RATES_AS_OF = '2025-01-01'

/**
 * State-level base sales tax rates in percent (Tax Foundation, "State and Local Sales Tax Rates,
 * 2025"). Local (county, city) rates come on top and are not included: the figure is a floor.
 */
export const STATE_SALES_TAX_PERCENT: Readonly<Record<string, number>> = {
  AL: 4,
  AK: 0,
  AZ: 5.6,
  AR: 6.5,
  CA: 7.25,
  CO: 2.9,
  CT: 6.35,
  DE: 0,
  DC: 6,
  FL: 6,
  GA: 4,
  HI: 4,
  ID: 6,
  IL: 6.25,
  IN: 7,
  IA: 6,
  KS: 6.5,
  KY: 6,
  LA: 5,
  ME: 5.5,
  MD: 6,
  MA: 6.25,
  MI: 6,
  MN: 6.875,
  MS: 7,
  MO: 4.225,
  MT: 0,
  NE: 5.5,
  NV: 6.85,
  NH: 0,
  NJ: 6.625,
  NM: 4.875,
  NY: 4,
  NC: 4.75,
  ND: 5,
  OH: 5.75,
  OK: 4.5,
  OR: 0,
  PA: 6,
  RI: 7,
  SC: 6,
  SD: 4.2,
  TN: 7,
  TX: 6.25,
  UT: 6.1,
  VT: 6,
  VA: 5.3,
  WA: 6.5,
  WV: 6,
  WI: 5,
  WY: 4,
}

/** The state's base rate in percent, or null for a state the table does not hold (territories). */
export function stateSalesTaxPercent(state: string): number | null {
  return STATE_SALES_TAX_PERCENT[state.toUpperCase()] ?? null
}

/** Sales tax on the machine's price (freight and fees are not taxed in this estimate). */
export function salesTaxCents(priceCents: number, state: string): number {
  const percent = stateSalesTaxPercent(state) ?? 0
  return toDollar((priceCents * percent) / 100)
}

export const BUYER_FEE_CODES = ['documentation'] as const
export type BuyerFeeCode = (typeof BUYER_FEE_CODES)[number]

/** When the buyer fee schedule took effect. */
export const BUYER_FEES_AS_OF = '2026-01-01'

/**
 * What Ironyard charges a buyer on the invoice: no buyer's premium (sellers pay the commission),
 * one documentation fee for the bill of sale, lien search and title or MSO transfer.
 */
export const BUYER_FEES: ReadonlyArray<{ code: BuyerFeeCode; cents: number }> = [
  { code: 'documentation', cents: 25_000 },
]

export interface AllInInput {
  priceCents: number
  /** Where the machine is. */
  origin: LatLng
  /** The buyer's ZIP centroid and state. */
  destination: LatLng & { state: string }
  operatingWeightLb: number
  /** The seller ships free (the FreeShipping flair): freight is 0. */
  freeShipping: boolean
  terms?: LoanTerms
}

export interface AllInBreakdown {
  priceCents: number
  freight: FreightQuote
  freightCents: number
  taxPercent: number
  taxCents: number
  feesCents: number
  totalCents: number
  /** Financing the total at the calculator's default terms. */
  monthlyPaymentCents: number
  terms: LoanTerms
}

/** Price + freight + state sales tax + fees = total, and the monthly payment on the total. */
export function allInCost(input: AllInInput): AllInBreakdown {
  const terms = input.terms ?? CALCULATOR_DEFAULTS
  const freight = freightQuote(
    greatCircleMiles(input.origin, input.destination),
    input.operatingWeightLb,
  )
  const freightCents = input.freeShipping ? 0 : freight.cents
  const taxPercent = stateSalesTaxPercent(input.destination.state) ?? 0
  const taxCents = salesTaxCents(input.priceCents, input.destination.state)
  const feesCents = BUYER_FEES.reduce((sum, f) => sum + f.cents, 0)
  const totalCents = input.priceCents + freightCents + taxCents + feesCents
  return {
    priceCents: input.priceCents,
    freight,
    freightCents,
    taxPercent,
    taxCents,
    feesCents,
    totalCents,
    monthlyPaymentCents: monthlyPaymentCents(totalCents, terms),
    terms,
  }
}
