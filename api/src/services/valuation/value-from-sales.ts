import {
  COMPARABLE_SALES_MONTHS,
  dealRatingOf,
  medianCents,
  MIN_COMPARABLE_SALES,
  percentFromMedian,
  WIDER_YEAR_SPAN,
  type DealRating,
  type ValuationConfidence,
} from '@ironyard/contract/deal-rating'
import { sameSizeClass, type SizeMeasures } from '@ironyard/contract/size-class'
import { confidenceOf, estimateValue, type ComparableSale } from './estimate-value'

/** A machine to value: a listing's (or a tracked machine's) facts the rule reads. */
export interface ValuationSubject {
  modelId: number | null
  model: string
  year: number
  hours: number | null
  miles: number | null
  /** The asking price; 0 for a machine that is not for sale (no rating then). */
  priceCents: number
  size: SizeMeasures
}

/** A completed sale of the subject's make and category, with its model's size. */
export interface SaleRecord {
  soldOn: string
  priceCents: number
  year: number
  hours: number | null
  miles: number | null
  state: string
  modelId: number | null
  model: string
  channel: ComparableSale['channel']
  size: SizeMeasures
}

/** model: the same model; size_class: the same model and the make's machines of its size. */
export type ValuationMethod = 'model' | 'size_class'
/** rated; too_few: under MIN_COMPARABLE_SALES sales; scattered: enough, but too spread to rate. */
export type ValuationStatus = 'rated' | 'too_few' | 'scattered'

/**
 * The one answer every figure on a listing reads (issue 37): the comparable sales, how they were
 * chosen, and what they say. The deal rating, the comparable-sales block, the value tracker's
 * estimate and Name Your Price's market side all come from one of these.
 */
export interface ListingValuation {
  method: ValuationMethod
  windowMonths: number
  /** Every comparable sale used (newest first); sampleSize is its length. */
  comparables: SaleRecord[]
  sampleSize: number
  status: ValuationStatus
  /** The comparables' median price; null under MIN_COMPARABLE_SALES sales. */
  median: number | null
  /** The valuation model's retail value of this machine over the same comparables. */
  estimate: number | null
  auctionEstimate: number | null
  confidence: ValuationConfidence | null
  /** The sales' spread around the fitted curve (log scale, 3 decimals); null without a fit. */
  dispersion: number | null
  rating: DealRating | null
  /** The price against the estimate (the rating's ratio), whole percent; null without a rating. */
  percentFromEstimate: number | null
  /** The price against the median, whole percent; null without a median. */
  percentFromMedian: number | null
  asOf: Date
}

const DAY_MS = 86_400_000

/** "CAT 320-GC" and "320 gc" are the same model: letters and digits only, lower case. */
export const modelKey = (model: string): string => model.toLowerCase().replace(/[^a-z0-9]/g, '')

/** The first day after the window's start: sales on or before it are too old. */
export function windowStart(asOf: Date): string {
  const since = new Date(asOf)
  since.setUTCMonth(since.getUTCMonth() - COMPARABLE_SALES_MONTHS)
  return since.toISOString().slice(0, 10)
}

function isSameModel(subject: ValuationSubject, sale: SaleRecord): boolean {
  if (subject.modelId !== null && sale.modelId === subject.modelId) return true
  return modelKey(sale.model) === modelKey(subject.model)
}

/**
 * The comparables rule: completed sales in the last COMPARABLE_SALES_MONTHS of the same model;
 * under MIN_COMPARABLE_SALES of them, the make's sales of the same size class (contract
 * size-class) with the model year within ±WIDER_YEAR_SPAN join them. Never the category alone:
 * a machine without size data keeps its own model's sales only.
 */
export function chooseComparables(
  subject: ValuationSubject,
  sales: readonly SaleRecord[],
  asOf: Date,
): { method: ValuationMethod; comparables: SaleRecord[] } {
  const since = windowStart(asOf)
  const until = asOf.toISOString().slice(0, 10)
  const inWindow = sales
    .filter((s) => s.soldOn > since && s.soldOn <= until && s.priceCents > 0)
    .sort((a, b) => (a.soldOn < b.soldOn ? 1 : a.soldOn > b.soldOn ? -1 : 0))
  const sameModel = inWindow.filter((s) => isSameModel(subject, s))
  if (sameModel.length >= MIN_COMPARABLE_SALES) return { method: 'model', comparables: sameModel }
  const sized = inWindow.filter(
    (s) =>
      isSameModel(subject, s) ||
      (Math.abs(s.year - subject.year) <= WIDER_YEAR_SPAN && sameSizeClass(subject.size, s.size)),
  )
  return sized.length > sameModel.length
    ? { method: 'size_class', comparables: sized }
    : { method: 'model', comparables: sameModel }
}

/** Values the subject from already loaded sales of its make and category (pure). */
export function valueFromSales(
  subject: ValuationSubject,
  sales: readonly SaleRecord[],
  asOf: Date,
): ListingValuation {
  const { method, comparables } = chooseComparables(subject, sales, asOf)
  const sampleSize = comparables.length
  const usesMiles = subject.hours === null && subject.miles !== null
  const meter = (usesMiles ? subject.miles : subject.hours) ?? 0
  const enough = sampleSize >= MIN_COMPARABLE_SALES
  const fit = enough
    ? estimateValue(
        comparables.map((s) => ({
          priceCents: s.priceCents,
          monthsAgo: (asOf.getTime() - Date.parse(`${s.soldOn}T00:00:00Z`)) / (30.4375 * DAY_MS),
          channel: s.channel,
          year: s.year,
          meter: usesMiles ? s.miles : s.hours,
        })),
        { year: subject.year, meter },
      )
    : null
  const auction = comparables.filter((s) => s.channel === 'auction').length
  const confidence = fit
    ? confidenceOf(fit, method, {
        auction,
        retail: sampleSize - auction,
      })
    : null
  const estimate = fit?.retailValueCents ?? null
  const rating = dealRatingOf(subject.priceCents, estimate, confidence)
  const median = enough ? medianCents(comparables.map((s) => s.priceCents)) : null
  return {
    method,
    windowMonths: COMPARABLE_SALES_MONTHS,
    comparables,
    sampleSize,
    status: !enough ? 'too_few' : rating ? 'rated' : 'scattered',
    median,
    estimate,
    auctionEstimate: fit?.auctionValueCents ?? null,
    confidence,
    dispersion: fit ? Math.round(fit.dispersion * 1000) / 1000 : null,
    rating,
    percentFromEstimate: rating ? percentFromMedian(subject.priceCents, estimate) : null,
    percentFromMedian:
      subject.priceCents > 0 ? percentFromMedian(subject.priceCents, median) : null,
    asOf,
  }
}
