import { BRAND } from '@ironyard/contract'
import styles from './Header.module.css'

/**
 * The wordmark: a yellow track-link mark and the brand name, laid out by the link around them
 * (no wrapper, no inline styles: this is on every page, in its HTML and again in its payload).
 */
export function Logo() {
  return (
    <>
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
        <rect width="28" height="28" rx="6" fill="#f2b705" />
        <path d="M6 19h16v3H6zM8 7h4v10H8zM14 11h6v6h-6z" fill="#16191d" />
      </svg>
      <span className={styles.logoName}>{BRAND.name}</span>
    </>
  )
}
