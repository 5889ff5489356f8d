import type { ReactNode } from 'react'
import styles from './Console.module.css'
import { Notice } from './Notice'

/**
 * What the last step did, or why it failed, shown in the section whose form took it (not at the
 * top of the page, out of view: issue 36). The step's redirect ends at `#<id>`, so the page opens
 * here and the notice, focusable, takes the focus as the address's target.
 */
export function SectionOutcome({
  id,
  tone = 'error',
  children,
}: {
  id: string
  tone?: 'success' | 'error'
  children: ReactNode
}) {
  return (
    <div id={id} tabIndex={-1} className={styles.sectionOutcome}>
      <Notice tone={tone}>{children}</Notice>
    </div>
  )
}
