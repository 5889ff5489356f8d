import styles from './Market.module.css'

export interface Bar {
  label: string
  value: number
  /** The value as shown beside the bar. */
  display: string
}

const W = 640
const ROW = 28
const LABEL = 150
const VALUE = 84

/**
 * Horizontal bars (SVG) with a text alternative; bars grow right from zero, or both ways when
 * some values are negative (brand premiums below the category).
 */
export function BarChart({
  bars,
  title,
  summary,
  id,
}: {
  bars: Bar[]
  title: string
  summary: string
  id: string
}) {
  const min = Math.min(0, ...bars.map((b) => b.value))
  const max = Math.max(0, ...bars.map((b) => b.value))
  const span = max - min || 1
  // Values print beside their bar: leave room on the left too when bars go left.
  const start = min < 0 ? LABEL + VALUE : LABEL
  const plot = W - start - VALUE
  const x = (v: number) => start + ((v - min) / span) * plot
  const zero = x(0)
  const h = bars.length * ROW + 8
  return (
    <svg
      viewBox={`0 0 ${W} ${h}`}
      className={styles.chart}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{summary}</desc>
      <line x1={zero} x2={zero} y1={0} y2={h} className={styles.zero} />
      {bars.map((b, i) => {
        const top = i * ROW + 6
        const left = Math.min(zero, x(b.value))
        const width = Math.max(1, Math.abs(x(b.value) - zero))
        return (
          <g key={b.label}>
            <text
              x={LABEL - 8}
              y={top + ROW / 2 - 3}
              className={styles.axis}
              textAnchor="end"
              dominantBaseline="middle"
            >
              {b.label}
            </text>
            <rect
              x={left}
              y={top}
              width={width}
              height={ROW - 10}
              rx={3}
              className={b.value < 0 ? styles.barNegative : styles.bar}
            />
            <text
              x={b.value < 0 ? left - 6 : left + width + 6}
              y={top + ROW / 2 - 3}
              className={styles.value}
              textAnchor={b.value < 0 ? 'end' : 'start'}
              dominantBaseline="middle"
            >
              {b.display}
            </text>
          </g>
        )
      })}
    </svg>
  )
}
