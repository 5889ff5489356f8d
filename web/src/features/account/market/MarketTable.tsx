import type { ReactNode } from 'react'
import styles from './Market.module.css'

/**
 * A market report's figures as a table, for screen readers and for reading exact values: the
 * first column names the row, the others are numbers (right-aligned). `children` are the rows.
 */
export function MarketTable({
  caption,
  columns,
  children,
}: {
  caption: string
  columns: readonly string[]
  children: ReactNode
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((label, i) => (
              <th key={label} scope="col" className={i > 0 ? styles.num : undefined}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
