import type { ReactNode } from 'react'
import styles from './Console.module.css'

/** A header cell: its name, or its name and `numeric` (right-aligned, tabular figures). */
export type Column = string | { label: string; numeric: true }

/**
 * A console table: an optional count announced politely, then a labelled table that scrolls
 * sideways on its own (a focusable region), or the `empty` sentence when there are no rows. The
 * caption names the table for screen readers; `caption="visible"` shows it too. Plain markup:
 * usable in server and client components alike.
 */
export function DataTable({
  label,
  count,
  empty,
  columns,
  rows,
  caption = 'hidden',
  children,
}: {
  label: string
  /** "1,204 listings" */
  count?: string
  empty: string
  columns: readonly Column[]
  /** How many rows `children` holds. */
  rows: number
  caption?: 'hidden' | 'visible'
  children: ReactNode
}) {
  return (
    <>
      {count !== undefined ? (
        <p className={styles.count} aria-live="polite">
          {count}
        </p>
      ) : null}
      {rows ? (
        <div className={styles.tableWrap} role="region" aria-label={label} tabIndex={0}>
          <table className={styles.wide}>
            <caption className={caption === 'hidden' ? 'visually-hidden' : undefined}>
              {label}
            </caption>
            <thead>
              <tr>
                {columns.map((c) =>
                  typeof c === 'string' ? (
                    <th key={c} scope="col">
                      {c}
                    </th>
                  ) : (
                    <th key={c.label} scope="col" className={styles.num}>
                      {c.label}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </div>
      ) : (
        <p>{empty}</p>
      )}
    </>
  )
}

/** A numeric cell (right-aligned, tabular figures), under a `numeric` column. */
export function NumCell({ children }: { children: ReactNode }) {
  return <td className={styles.num}>{children}</td>
}
