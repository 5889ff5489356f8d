import type { ReactNode } from 'react'
import styles from './Console.module.css'

/**
 * A column the table sorts by (issue 36), server-side: the link of the header's next order (the
 * same filter, the other direction when it is the current sort), and the current direction.
 */
export interface ColumnSort {
  href: string
  direction: 'ascending' | 'descending' | null
}

/**
 * A header cell: its name, or its name with `numeric` (right-aligned, tabular figures) and/or
 * `sort` (the header is a link that sorts by it; the sorted one says so with aria-sort).
 */
export type Column = string | { label: string; numeric?: true; sort?: ColumnSort }

const ARROW = { ascending: '▲', descending: '▼' } as const

function HeaderCell({ column: c }: { column: Exclude<Column, string> }) {
  return (
    <th
      scope="col"
      className={c.numeric ? styles.num : undefined}
      aria-sort={c.sort?.direction ?? undefined}
    >
      {c.sort ? (
        <a href={c.sort.href} className={styles.sortLink}>
          {c.label}
          {/* aria-sort says it to screen readers; the arrow shows it (▲▼: sortable, unsorted). */}
          <span aria-hidden="true">{c.sort.direction ? ARROW[c.sort.direction] : '↕'}</span>
        </a>
      ) : (
        c.label
      )}
    </th>
  )
}

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
        <p className={styles.count} aria-live="polite" data-table-count="">
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
                    <HeaderCell key={c.label} column={c} />
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
