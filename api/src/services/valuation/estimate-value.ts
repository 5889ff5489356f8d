import { MIN_COMPARABLE_SALES, type ValuationConfidence } from '@ironyard/contract/deal-rating'

/**
 * The valuation model: a recency-weighted log-linear regression over comparable completed sales
 * (issue 37: the ones `chooseComparables` picks, for the deal rating and the value tracker alike),
 * centred on the machine being valued,
 *
 *   ln(price) = a + d·retail + b·(year - year0) + g·ln((meter + 1) / (meter0 + 1))
 *
 * so exp(a) is the auction value of a machine exactly like the subject and exp(a + d) its retail
 * value (dealer and marketplace sales). Slopes are pulled toward industry-typical priors (ridge)
 * so a handful of sales cannot produce a wild curve; the intercept is left free. Sales weigh
 * half as much every 12 months back. Confidence comes from the effective number of sales and
 * the spread of the sales around the fitted curve.
 */

export interface ComparableSale {
  priceCents: number
  /** Months between the sale and the valuation date. */
  monthsAgo: number
  channel: 'auction' | 'dealer' | 'marketplace'
  year: number
  /** Hours or miles, whichever the subject uses; null when the sale did not record it. */
  meter: number | null
}

export interface Subject {
  year: number
  meter: number
}

export interface Estimate {
  auctionValueCents: number
  retailValueCents: number
  /** Weighted residual standard deviation (log scale): 0.1 is a tight market, 0.4 a loose one. */
  dispersion: number
  effectiveCount: number
  /** Raw parameters, for tests and diagnostics. */
  params: { a: number; retailPremium: number; yearSlope: number; meterElasticity: number }
}

const HALF_LIFE_MONTHS = 12

/** Priors: retail ~25% over auction, ~6% value per model year, ~ -0.12 meter elasticity. */
const PRIOR = [0, Math.log(1.25), 0.06, -0.12]
/** Prior strength, in "sales' worth" of information for a residual spread of ~0.2. */
const NOISE_VAR = 0.04
const LAMBDA = [0, NOISE_VAR / 0.15 ** 2, NOISE_VAR / 0.04 ** 2, NOISE_VAR / 0.1 ** 2]

/** Solve A x = b (small dense system, partial pivoting). */
function solve(A: number[][], b: number[]): number[] {
  const n = b.length
  const m = A.map((row, i) => [...row, b[i]])
  for (let c = 0; c < n; c++) {
    let pivot = c
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[pivot][c])) pivot = r
    ;[m[c], m[pivot]] = [m[pivot], m[c]]
    const p = m[c][c] || 1e-12
    for (let r = 0; r < n; r++) {
      if (r === c) continue
      const f = m[r][c] / p
      for (let k = c; k <= n; k++) m[r][k] -= f * m[c][k]
    }
  }
  return m.map((row, i) => row[n] / (row[i] || 1e-12))
}

const isRetail = (c: ComparableSale['channel']) => (c === 'auction' ? 0 : 1)

function featuresOf(sale: ComparableSale, subject: Subject): number[] {
  const meter =
    sale.meter === null ? 0 : Math.log((sale.meter + 1) / (Math.max(subject.meter, 0) + 1))
  // A meter 20x off says more about a data-entry slip than about value.
  const clamped = Math.max(-3, Math.min(3, meter))
  return [1, isRetail(sale.channel), sale.year - subject.year, clamped]
}

const recencyWeight = (monthsAgo: number): number =>
  Math.pow(0.5, Math.max(0, monthsAgo) / HALF_LIFE_MONTHS)

/** Round to whole hundreds of dollars: more digits would claim a precision the data lacks. */
const roundValueCents = (cents: number): number => Math.round(cents / 10_000) * 10_000

export function estimateValue(sales: ComparableSale[], subject: Subject): Estimate | null {
  const usable = sales.filter((s) => s.priceCents > 0)
  // Fewer and no value is shown at all ("not enough data").
  if (usable.length < MIN_COMPARABLE_SALES) return null
  const k = PRIOR.length
  const XtWX = Array.from({ length: k }, () => new Array<number>(k).fill(0))
  const XtWy = new Array<number>(k).fill(0)
  let sumW = 0
  let sumW2 = 0
  const rows = usable.map((s) => {
    const x = featuresOf(s, subject)
    const w = recencyWeight(s.monthsAgo)
    const y = Math.log(s.priceCents)
    sumW += w
    sumW2 += w * w
    for (let i = 0; i < k; i++) {
      XtWy[i] += w * x[i] * y
      for (let j = 0; j < k; j++) XtWX[i][j] += w * x[i] * x[j]
    }
    return { x, w, y }
  })
  for (let i = 0; i < k; i++) {
    XtWX[i][i] += LAMBDA[i]
    XtWy[i] += LAMBDA[i] * PRIOR[i]
  }
  const theta = solve(XtWX, XtWy)
  let rss = 0
  for (const r of rows) {
    const fit = r.x.reduce((acc, xi, i) => acc + xi * theta[i], 0)
    rss += r.w * (r.y - fit) ** 2
  }
  const effectiveCount = (sumW * sumW) / sumW2
  // Degrees of freedom as if all four parameters were free (the priors fix the slopes only in
  // part): with few sales this errs toward a wider spread, i.e. toward lower confidence.
  const dof = Math.max(1, effectiveCount - k)
  const dispersion = Math.sqrt((rss / sumW) * (effectiveCount / dof))
  return {
    auctionValueCents: roundValueCents(Math.exp(theta[0])),
    retailValueCents: roundValueCents(Math.exp(theta[0] + theta[1])),
    dispersion,
    effectiveCount,
    params: {
      a: theta[0],
      retailPremium: theta[1],
      yearSlope: theta[2],
      meterElasticity: theta[3],
    },
  }
}

/**
 * High: the same model, plenty of recent sales, tight spread. Low: few or scattered sales, or
 * only the make's machines of the same size to go on.
 */
export function confidenceOf(
  estimate: Estimate,
  basis: 'model' | 'size_class',
  channels: { auction: number; retail: number },
): ValuationConfidence {
  const bothChannels = channels.auction >= 2 && channels.retail >= 2
  if (
    basis === 'model' &&
    bothChannels &&
    estimate.effectiveCount >= 8 &&
    estimate.dispersion <= 0.2
  )
    return 'high'
  if (estimate.effectiveCount >= 5 && estimate.dispersion <= 0.35) return 'medium'
  return 'low'
}
