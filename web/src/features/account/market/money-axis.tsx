import type { Locale } from '@/i18n/settings'
import { compactCents, niceTicks } from './market-format'

/** An SVG chart's size and the margins its axis labels need. */
export interface ChartFrame {
  width: number
  height: number
  pad: { left: number; right: number; top: number; bottom: number }
}

/** A money axis from min to max: round tick values and the y of a value (cents). */
export function moneyAxis(frame: ChartFrame, min: number, max: number, count = 4) {
  const ticks = niceTicks(min, max, count)
  const lo = ticks[0]
  const hi = ticks[ticks.length - 1] > lo ? ticks[ticks.length - 1] : lo + 1
  const { top, bottom } = frame.pad
  // A tenth of a unit of the viewBox is finer than any screen shows; more digits only weigh.
  const y = (v: number) =>
    Math.round((top + (1 - (v - lo) / (hi - lo)) * (frame.height - top - bottom)) * 10) / 10
  return { ticks, y }
}

/** The x of point i of n spread evenly across the plot (one point sits in the middle). */
export function indexX(frame: ChartFrame, n: number): (i: number) => number {
  const { left, right } = frame.pad
  return (i) => left + (n === 1 ? 0.5 : i / (n - 1)) * (frame.width - left - right)
}

/** Horizontal grid lines at the ticks, each labelled with its amount ("$150K"). */
export function MoneyGrid({
  frame,
  ticks,
  y,
  locale,
  gridClass,
  axisClass,
}: {
  frame: ChartFrame
  ticks: number[]
  y: (v: number) => number
  locale: Locale
  gridClass: string
  axisClass: string
}) {
  return ticks.map((v) => (
    <g key={v}>
      <line
        x1={frame.pad.left}
        x2={frame.width - frame.pad.right}
        y1={y(v)}
        y2={y(v)}
        className={gridClass}
      />
      <text
        x={frame.pad.left - 6}
        y={y(v)}
        className={axisClass}
        textAnchor="end"
        dominantBaseline="middle"
      >
        {compactCents(v, locale)}
      </text>
    </g>
  ))
}
