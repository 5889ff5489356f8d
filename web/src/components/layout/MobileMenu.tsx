'use client'

import type { ReactNode } from 'react'
import { useDisclosureMenu } from '@/components/ui/use-disclosure-menu'
import styles from './Header.module.css'

/**
 * A <details> disclosure, so the menu opens without JavaScript; with it, the menu closes after
 * a navigation and on Escape. The icon is the summary's CSS (`.menuButton::before`).
 */
export function MobileMenu({ label, children }: { label: string; children: ReactNode }) {
  const { ref, onKeyDown } = useDisclosureMenu()
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape pressed on the summary or a link inside bubbles here and closes the menu
    <details ref={ref} className={styles.menu} onKeyDown={onKeyDown}>
      <summary className={styles.menuButton}>
        <span className={styles.menuText}>{label}</span>
      </summary>
      <div className={styles.menuPanel}>{children}</div>
    </details>
  )
}
