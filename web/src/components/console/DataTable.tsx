import type { ReactNode } from 'react'
import styles from './Console.module.css'

/**
 * The shared pieces of the console's list pages (equipment, leads, audit): a GET form of filters
 * whose state lives in the URL, and a counted, labelled table that scrolls sideways on its own
 * (a focusable region) or says that nothing matches.
 */
export function FilterBar({
  action,
  apply,
  children,
}: {
  action: string
  apply: string
  children: ReactNode
}) {
  return (
    <form className={styles.filters} method="get" action={action} role="search">
      {children}
      <button type="submit" className="btn btn-secondary">
        {apply}
      </button>
    </form>
  )
}

export function DataTable({
  label,
  count,
  empty,
  columns,
  children,
  rows,
}: {
  label: string
  /** "1,204 listings" */
  count: string
  empty: string
  /** Header cells; a column whose name starts with '#' is numeric (right-aligned). */
  columns: string[]
  children: ReactNode
  rows: number
}) {
  return (
    <>
      <p className={styles.count} aria-live="polite">
        {count}
      </p>
      {rows ? (
        <div className={styles.tableWrap} role="region" aria-label={label} tabIndex={0}>
          <table className={styles.wide}>
            <caption className="visually-hidden">{label}</caption>
            <thead>
              <tr>
                {columns.map((c) =>
                  c.startsWith('#') ? (
                    <th key={c} scope="col" className={styles.num}>
                      {c.slice(1)}
                    </th>
                  ) : (
                    <th key={c} scope="col">
                      {c}
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
