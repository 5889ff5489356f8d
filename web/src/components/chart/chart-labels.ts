/**
 * Where a chart's labels go, worked out on the server so the chart needs no script (issue 37,
 * point 4). Lengths are in em of the chart's text: the label font, the plot height and the
 * container-query breakpoints all scale with it, so a reader's larger font changes nothing here.
 */

/**
 * Plot widths (em) from which each tier starts. A label carries the tiers it shows in
 * (`data-show="0 2 3"`) and Chart.module.css picks the tier with container queries on these same
 * widths (a test reads them back from the stylesheet).
 */
export const TIERS_EM = [0, 16, 20, 25, 32, 40, 50, 64] as const
/** Tier 0 is laid out for a plot this narrow (a 320 px screen leaves about 16 em). */
export const NARROWEST_EM = 10
/** Space kept between two labels. */
export const LABEL_GAP_EM = 0.75
/** A label's line (Chart.module.css: line-height 1.2). */
export const LINE_EM = 1.2
/** Space kept between two point labels one above the other. */
export const LINE_GAP_EM = 0.15
/** A point's label sits this far from its dot. */
export const POINT_OFFSET_EM = 0.5

const NARROW = new Set(" ,.:;'|!()[]/\\-_iljIJftr\u00a0\u202f")
const WIDE = new Set('mwMW%@')

/**
 * A width no narrower than the text's in the site's fonts: the widest of them, DejaVu Sans (what
 * system-ui is on Linux), measured per class of character and rounded up. An overestimate only
 * shows fewer labels; an underestimate would let two touch.
 */
export function textWidthEm(text: string, bold = false): number {
  let em = 0
  for (const ch of text) {
    if (NARROW.has(ch)) em += bold ? 0.5 : 0.42
    else if (WIDE.has(ch)) em += bold ? 1.1 : 1
    else if (ch !== ch.toLowerCase()) em += bold ? 0.86 : 0.8
    else em += bold ? 0.73 : 0.65
  }
  return em
}

/** A label at `at`: 0 (left, or bottom) to 1 (right, or top) of the plot. */
export interface AxisLabel {
  at: number
  text: string
}

/**
 * The x-axis labels that fit a plot `widthEm` wide, by index. A label at `at` is shifted by `at`
 * of its own width (Chart.module.css), so the first starts at the left edge, the last ends at the
 * right edge and none leaves the plot. Evenly spaced labels (months) keep every k-th counted back
 * from the last, the smallest k whose labels keep apart, plus the first when it fits; unevenly
 * spaced ones (dates of price changes) take the last, the first, then the others from the end.
 */
export function fitAxisLabels(labels: AxisLabel[], widthEm: number): number[] {
  const n = labels.length
  const widths = labels.map((l) => textWidthEm(l.text))
  const left = (i: number) => labels[i].at * (widthEm - widths[i])
  const usable = (i: number) => widths[i] <= widthEm
  const fits = (set: number[]) => {
    const sorted = [...set].sort((a, b) => labels[a].at - labels[b].at)
    return sorted.every(
      (i, k) => k === 0 || left(i) >= left(sorted[k - 1]) + widths[sorted[k - 1]] + LABEL_GAP_EM,
    )
  }
  const withFirst = (set: number[]) =>
    n > 0 && !set.includes(0) && usable(0) && fits([...set, 0]) ? [0, ...set] : set
  if (n === 0) return []
  const even = labels.every((l, i) => Math.abs(l.at - (n === 1 ? 0.5 : i / (n - 1))) < 1e-6)
  if (even) {
    for (let stride = 1; stride <= n; stride++) {
      const set = labels.map((_, i) => i).filter((i) => (n - 1 - i) % stride === 0 && usable(i))
      if (fits(set)) return withFirst(set).sort((a, b) => a - b)
    }
  }
  const kept: number[] = []
  for (const i of priority(n)) if (usable(i) && fits([...kept, i])) kept.push(i)
  return kept.sort((a, b) => a - b)
}

/** Indices 0..n-1 by importance: the last (now), the first (the start), then back from the end. */
const priority = (n: number): number[] =>
  n === 0 ? [] : [n - 1, ...Array.from({ length: n - 1 }, (_, k) => (k === 0 ? 0 : n - 1 - k))]

/** A value written beside its dot: x from 0 (left) to 1, y in em from the plot's top. */
export interface PointLabel {
  x: number
  yEm: number
  text: string
}

export interface PointPlacement {
  /** start: to the right of the dot; end: to its left (points in the right half). */
  anchor: 'start' | 'end'
  place: 'above' | 'below'
}

/** Where a point's label goes: away from the plot's nearer side, above the dot unless no room. */
export function placePointLabel(label: PointLabel, heightEm: number): PointPlacement {
  const anchor = label.x <= 0.5 ? 'start' : 'end'
  const room = POINT_OFFSET_EM + LINE_EM
  // Left of a dot in the right half lies under the line's earlier, higher step (a price cut).
  const wantBelow = anchor === 'end'
  const below = wantBelow ? label.yEm + room <= heightEm : label.yEm - room < 0
  return { anchor, place: below ? 'below' : 'above' }
}

/** The point labels that fit a plot `widthEm` x `heightEm`: the last, the first, then the rest. */
export function fitPointLabels(labels: PointLabel[], widthEm: number, heightEm: number): number[] {
  const boxes = labels.map((l) => {
    const { anchor, place } = placePointLabel(l, heightEm)
    const w = textWidthEm(l.text, true)
    const x = l.x * widthEm
    const left = anchor === 'start' ? x + POINT_OFFSET_EM : x - POINT_OFFSET_EM - w
    const top = place === 'above' ? l.yEm - POINT_OFFSET_EM - LINE_EM : l.yEm + POINT_OFFSET_EM
    return { left, right: left + w, top, bottom: top + LINE_EM }
  })
  const kept: number[] = []
  for (const i of priority(labels.length)) {
    const b = boxes[i]
    if (b.left < 0 || b.right > widthEm) continue
    const apart = kept.every((k) => {
      const o = boxes[k]
      return (
        b.right + LABEL_GAP_EM / 2 <= o.left ||
        o.right + LABEL_GAP_EM / 2 <= b.left ||
        b.bottom + LINE_GAP_EM <= o.top ||
        o.bottom + LINE_GAP_EM <= b.top
      )
    })
    if (apart) kept.push(i)
  }
  return kept.sort((a, b) => a - b)
}

/** For each label, the tiers it shows in (`fit` answers which labels fit a given width). */
export function labelTiers(count: number, fit: (widthEm: number) => number[]): number[][] {
  const tiers: number[][] = Array.from({ length: count }, () => [])
  TIERS_EM.forEach((from, tier) => {
    for (const i of fit(tier === 0 ? NARROWEST_EM : from)) tiers[i].push(tier)
  })
  return tiers
}
