import type { TFunction } from 'i18next'

/** What a valuation says about how it was found (the api's basis, window and sales count). */
export interface ValuationFacts {
  /** `size_class` when the model's sales were widened to its size class; else the model's. */
  basis: string | null | undefined
  make: string
  model: string
  windowMonths: number
  count: number
}

/**
 * The one sentence that says how a value was found (issue 37: the listing page, the value tracker
 * and the instant valuation say it in the same words), with `t` of the `insights` namespace.
 */
export const valuationMethod = (t: TFunction, v: ValuationFacts): string =>
  t(`comparables.method_${v.basis === 'size_class' ? 'size_class' : 'model'}`, {
    model: `${v.make} ${v.model}`,
    make: v.make,
    months: v.windowMonths,
    sales: v.count,
  })
