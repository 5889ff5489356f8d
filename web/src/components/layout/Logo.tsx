import { BRAND } from '@ironyard/contract'
import styles from './Header.module.css'

/**
 * The wordmark: the brand name; its yellow track-link mark is drawn by the link's CSS
 * (`.logo::before`, issue 18: no SVG tree in every page's HTML and again in its payload).
 */
export function Logo() {
  return <span className={styles.logoName}>{BRAND.name}</span>
}
