import type { CSSProperties } from 'react'
import styles from './Market.module.css'

export interface Bar {
  label: string
  value: number
  /** The value as shown beside the bar. */
  display: string
}

/**
 * Horizontal bars with a text alternative; bars grow right from zero, or both ways when some
 * values are negative (brand premiums below the category). Drawn with HTML boxes rather than a
 * scaled SVG, so labels keep their size on a phone (issue 16, defect 9: they were about 6 px).
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
  const pct = (v: number) => ((v - min) / span) * 100
  const zero = pct(0)
  return (
    <div className={styles.bars} role="img" aria-labelledby={`${id}-title ${id}-desc`}>
      <span id={`${id}-title`} className="visually-hidden">
        {title}
      </span>
      <span id={`${id}-desc`} className="visually-hidden">
        {summary}
      </span>
      {bars.map((b) => {
        const left = Math.min(zero, pct(b.value))
        const width = Math.max(0.5, Math.abs(pct(b.value) - zero))
        return (
          <div key={b.label} className={styles.barRow} aria-hidden="true">
            <span className={styles.barLabel}>{b.label}</span>
            <span className={styles.barTrack} style={{ '--zero': `${zero}%` } as CSSProperties}>
              <span
                className={b.value < 0 ? styles.barNegative : styles.bar}
                style={{ left: `${left}%`, width: `${width}%` }}
              />
            </span>
            <span className={styles.barValue}>{b.display}</span>
          </div>
        )
      })}
    </div>
  )
}
