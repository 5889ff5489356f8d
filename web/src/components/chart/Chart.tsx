import type { CSSProperties, ReactNode } from 'react'
import {
  fitAxisLabels,
  fitPointLabels,
  labelTiers,
  placePointLabel,
  type AxisLabel,
} from './chart-labels'
import styles from './Chart.module.css'

/** The drawing's coordinates: a plot is 1000 x 1000 units, stretched to its box. */
export const PLOT = 1000
/** x of a fraction (0 left, 1 right) of the plot, in drawing units. */
export const plotX = (f: number) => Math.round(f * PLOT * 10) / 10
/** y of a fraction (0 bottom, 1 top) of the plot, in drawing units. */
export const plotY = (at: number) => Math.round((1 - at) * PLOT * 10) / 10

export interface ChartDot {
  /** 0 (left) to 1 (right). */
  x: number
  /** 0 (bottom) to 1 (top). */
  y: number
  className: string
  /** data-* attributes (what the dot marks, for styles and tests). */
  data?: Record<`data-${string}`, string>
}

export interface ChartValueLabel {
  x: number
  y: number
  text: string
}

const vars = (v: Record<string, string | number>) => v as CSSProperties

/**
 * A chart whose text is real page text at its real size (issue 37, point 4: a scaled SVG drew it
 * at about 8 px on a phone and cut the labels at its right edge). The lines are an SVG stretched
 * to the plot (`children`, in PLOT units, strokes kept at their width); the axis labels, the dots
 * and the values are HTML placed over it. Which labels show depends on the plot's width through
 * container queries, chosen on the server (chart-labels.ts): no script, no overlap, nothing cut.
 */
export function Chart({
  yTicks,
  xLabels,
  dots = [],
  values = [],
  heightEm = 14,
  className,
  label,
  labelledBy,
  children,
}: {
  /** The value axis, labelled at each tick, with a grid line across. */
  yTicks: AxisLabel[]
  xLabels: AxisLabel[]
  dots?: ChartDot[]
  /** Values written beside their points (the price at each change). */
  values?: ChartValueLabel[]
  heightEm?: number
  className?: string
  /** The chart's text alternative; without one (nor `labelledBy`) it is hidden from assistive technology. */
  label?: string
  labelledBy?: string
  /** SVG content in PLOT units: lines, paths, areas. */
  children: ReactNode
}) {
  const xTiers = labelTiers(xLabels.length, (w) => fitAxisLabels(xLabels, w))
  const points = values.map((v) => ({ x: v.x, yEm: (1 - v.y) * heightEm, text: v.text }))
  const valueTiers = labelTiers(points.length, (w) => fitPointLabels(points, w, heightEm))
  const a11y =
    label || labelledBy
      ? { role: 'img', 'aria-label': label, 'aria-labelledby': labelledBy }
      : { 'aria-hidden': true }
  return (
    <div
      className={className ? `${styles.chart} ${className}` : styles.chart}
      style={vars({ '--plot-height': `${heightEm}em` })}
      data-chart=""
      {...a11y}
    >
      <div className={styles.yAxis}>
        {/* In the flow but unseen: the widest tick label sets the axis column's width. */}
        <div className={styles.ySizer}>
          {yTicks.map((t) => (
            <div key={t.at}>{t.text}</div>
          ))}
        </div>
        {yTicks.map((t) => (
          <span key={t.at} className={styles.yLabel} style={vars({ '--at': t.at })}>
            {t.text}
          </span>
        ))}
      </div>
      <div className={styles.body}>
        <div className={styles.plot}>
          <svg
            className={styles.svg}
            viewBox={`0 0 ${PLOT} ${PLOT}`}
            preserveAspectRatio="none"
            aria-hidden="true"
            focusable="false"
          >
            {yTicks.map((t) => (
              <line
                key={t.at}
                x1={0}
                x2={PLOT}
                y1={plotY(t.at)}
                y2={plotY(t.at)}
                className={styles.grid}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {children}
          </svg>
          {dots.map((d, i) => (
            <span
              key={i}
              className={`${styles.dot} ${d.className}`}
              style={vars({ '--x': d.x, '--y': d.y })}
              {...d.data}
            />
          ))}
          {points.map((p, i) => {
            const { anchor, place } = placePointLabel(p, heightEm)
            return (
              <span
                key={i}
                className={`${styles.value} ${styles.tiered}`}
                style={vars({ '--x': p.x, '--y': values[i].y })}
                data-anchor={anchor}
                data-place={place}
                data-show={valueTiers[i].join(' ')}
              >
                {p.text}
              </span>
            )
          })}
        </div>
        <div className={styles.xAxis}>
          {xLabels.map((l, i) => (
            <span
              key={i}
              className={`${styles.xLabel} ${styles.tiered}`}
              style={vars({ '--at': l.at })}
              data-axis="x"
              data-show={xTiers[i].join(' ')}
            >
              {l.text}
            </span>
          ))}
        </div>
      </div>
    </div>
  )
}
