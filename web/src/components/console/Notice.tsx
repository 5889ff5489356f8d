import type { ReactNode } from 'react'
import styles from './Console.module.css'

/**
 * A console notice: what the last step did (a status) or why it failed (an alert, the error
 * tone). `live={false}` for a standing warning that was not just caused by the visitor.
 */
export function Notice({
  tone = 'success',
  live = true,
  children,
}: {
  tone?: 'success' | 'error'
  live?: boolean
  children: ReactNode
}) {
  const role = live ? (tone === 'error' ? 'alert' : 'status') : undefined
  return (
    <p className={styles.notice} data-tone={tone === 'error' ? 'error' : undefined} role={role}>
      {children}
    </p>
  )
}
