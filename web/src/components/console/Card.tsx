import type { ReactNode } from 'react'
import styles from './Console.module.css'

/** A titled box of a console page: a section named by its heading (`id` ties the two). */
export function Card({
  id,
  title,
  sectionId,
  children,
}: {
  /** The heading's id. */
  id: string
  title: ReactNode
  /** The section's own id (a link target), if it needs one. */
  sectionId?: string
  children: ReactNode
}) {
  return (
    <section className={styles.card} aria-labelledby={id} id={sectionId}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  )
}
