/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { formatDate } from '@/lib/format'
import {
  fitAxisLabels,
  fitPointLabels,
  LABEL_GAP_EM,
  labelTiers,
  NARROWEST_EM,
  placePointLabel,
  textWidthEm,
  TIERS_EM,
  type AxisLabel,
} from './chart-labels'
import { moneyAxis, tickLabels } from './money-axis'

/** Where fitAxisLabels puts label i on a plot `width` em wide (Chart.module.css .xLabel). */
function spans(labels: AxisLabel[], shown: number[], width: number) {
  return shown.map((i) => {
    const w = textWidthEm(labels[i].text)
    const left = labels[i].at * (width - w)
    return { i, left, right: left + w }
  })
}

function expectApartAndInside(labels: AxisLabel[], shown: number[], width: number) {
  const boxes = spans(labels, shown, width)
  for (const b of boxes) {
    expect(b.left).toBeGreaterThanOrEqual(0)
    expect(b.right).toBeLessThanOrEqual(width + 1e-9)
  }
  for (let k = 1; k < boxes.length; k++) {
    expect(boxes[k].left - boxes[k - 1].right).toBeGreaterThanOrEqual(LABEL_GAP_EM - 1e-9)
  }
}

const MONTHS = {
  en: ['Dec 25', 'Jan 26', 'Feb 26', 'Mar 26', 'Apr 26', 'May 26', 'Jun 26', 'Jul 26'],
  es: ['dic 25', 'ene 26', 'feb 26', 'mar 26', 'abr 26', 'may 26', 'jun 26', 'sept 26'],
}
const months = (names: string[], n: number): AxisLabel[] =>
  Array.from({ length: n }, (_, i) => ({
    at: n === 1 ? 0.5 : i / (n - 1),
    text: names[i % names.length],
  }))

describe('text widths (issue 37, point 4)', () => {
  // Widths in Chromium of DejaVu Sans, the widest of the site's fonts (system-ui on Linux), in em.
  it.each([
    ['Dec 5, 2026', false, 6.07],
    ['17 sept 2026', false, 6.62],
    ['Nov 26', false, 3.55],
    ['sept 26', false, 3.76],
    ['$150K', false, 3.21],
    ['$150\u00a0k', false, 3.45],
    ['$1,090,000', true, 6.33],
  ])('never counts %s narrower than it is drawn', (text, bold, drawn) => {
    expect(textWidthEm(text, bold)).toBeGreaterThanOrEqual(drawn)
    // ...nor so much wider that labels thin out for nothing.
    expect(textWidthEm(text, bold)).toBeLessThan(drawn * 1.2)
  })
})

describe('x-axis labels that fit (issue 37, point 4)', () => {
  it.each(['en', 'es'] as const)(
    '[%s] keeps months apart and inside the plot at every width, the last month always',
    (lang) => {
      for (const n of [1, 2, 6, 12, 24]) {
        const labels = months(MONTHS[lang], n)
        for (let width = NARROWEST_EM; width <= 80; width += 0.5) {
          const shown = fitAxisLabels(labels, width)
          expectApartAndInside(labels, shown, width)
          expect(shown).toContain(n - 1)
        }
      }
    },
  )

  it('thins twelve months on a phone to every few, counted back from the last', () => {
    // The old rule (every ceil(n / 6)-th month, and the last) put Oct and Nov side by side.
    const shown = fitAxisLabels(months(MONTHS.en, 12), 17)
    expect(shown.at(-1)).toBe(11)
    expect(shown).not.toContain(10)
    const strides = shown.slice(1).map((i, k) => i - shown[k])
    expect(new Set(strides.slice(1)).size).toBeLessThanOrEqual(1)
  })

  it('dates of price changes: the last and the first first, the one beside them left out', () => {
    const dates = ['2026-06-30', '2026-07-10', '2026-10-08', '2026-12-05'].map((d) =>
      formatDate(d, 'es'),
    )
    const at = [0, 0.06, 0.6, 0.99]
    const labels = dates.map((text, i) => ({ at: at[i], text }))
    for (let width = NARROWEST_EM; width <= 60; width += 0.5) {
      expectApartAndInside(labels, fitAxisLabels(labels, width), width)
    }
    expect(fitAxisLabels(labels, 18)).toEqual([0, 3])
    expect(fitAxisLabels(labels, 40)).toEqual([0, 2, 3])
  })

  it('shows a label in the tiers where it fits, from the narrowest up', () => {
    const labels = months(MONTHS.es, 12)
    const tiers = labelTiers(labels.length, (w) => fitAxisLabels(labels, w))
    expect(tiers[11]).toEqual(TIERS_EM.map((_, t) => t))
    TIERS_EM.forEach((from, t) => {
      const shown = tiers.flatMap((ts, i) => (ts.includes(t) ? [i] : []))
      expectApartAndInside(labels, shown, t === 0 ? NARROWEST_EM : from)
    })
    // Wide enough, every month.
    expect(tiers.every((ts) => ts.includes(TIERS_EM.length - 1))).toBe(true)
  })

  it("the stylesheet's container queries are the tiers the server lays labels out for", () => {
    const css = readFileSync(join(__dirname, 'Chart.module.css'), 'utf8')
    const queries = [
      ...css.matchAll(/@container plot \(width >= ([\d.]+)em\)[^@]*?data-show~='(\d+)'/g),
    ].map((m) => [Number(m[1]), Number(m[2])])
    expect(queries).toEqual(TIERS_EM.slice(1).map((from, i) => [from, i + 1]))
  })
})

describe('values beside their points (issue 37, point 4: "$35" cut at the right edge)', () => {
  const prices = [
    { x: 0, yEm: 1, text: '$39,500' },
    { x: 0.06, yEm: 5, text: '$37,000' },
    { x: 0.6, yEm: 5.6, text: '$36,500' },
    { x: 0.99, yEm: 7.5, text: '$35,000' },
  ]

  it('writes a value left of a point in the right half, right of one in the left half', () => {
    expect(placePointLabel(prices[3], 14)).toEqual({ anchor: 'end', place: 'below' })
    expect(placePointLabel(prices[2], 14).anchor).toBe('end')
    expect(placePointLabel(prices[1], 14)).toEqual({ anchor: 'start', place: 'above' })
    // No room above the top point: below it.
    expect(placePointLabel(prices[0], 14)).toEqual({ anchor: 'start', place: 'below' })
  })

  it('keeps the current price at any width, and never two values on top of each other', () => {
    for (let width = NARROWEST_EM; width <= 60; width += 0.5) {
      const shown = fitPointLabels(prices, width, 14)
      expect(shown).toContain(3)
      const boxes = shown.map((i) => {
        const p = prices[i]
        const { anchor, place } = placePointLabel(p, 14)
        const w = textWidthEm(p.text, true)
        const left = anchor === 'start' ? p.x * width + 0.5 : p.x * width - 0.5 - w
        const top = place === 'above' ? p.yEm - 1.7 : p.yEm + 0.5
        return { left, right: left + w, top, bottom: top + 1.2 }
      })
      for (const [k, a] of boxes.entries()) {
        expect(a.left).toBeGreaterThanOrEqual(0)
        expect(a.right).toBeLessThanOrEqual(width)
        for (const b of boxes.slice(k + 1)) {
          const apart =
            a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top
          expect(apart).toBe(true)
        }
      }
    }
  })
})

describe('money axis', () => {
  it('labels every tick differently, with a decimal when whole millions would repeat', () => {
    const { ticks } = moneyAxis(80_000_000, 125_000_000, 'en', 3)
    const texts = ticks.map((t) => t.text)
    expect(new Set(texts).size).toBe(texts.length)
    expect(texts).toContain('$1.2M')
    expect(tickLabels([15_000_000, 17_500_000, 20_000_000], 'es')).toEqual([
      '$150\u00a0k',
      '$175\u00a0k',
      '$200\u00a0k',
    ])
  })

  it('places ticks from the bottom (0) to the top (1)', () => {
    const { ticks, at } = moneyAxis(12_000_000, 19_000_000, 'en', 3)
    expect(ticks[0].at).toBe(0)
    expect(ticks.at(-1)!.at).toBe(1)
    expect(at(15_000_000)).toBeGreaterThan(0)
    expect(at(15_000_000)).toBeLessThan(1)
  })
})
