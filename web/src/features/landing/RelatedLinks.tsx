import Link from 'next/link'
import type { Locale } from '@/i18n/settings'
import { formatNumber } from '@/lib/format'
import { localePath } from '@/lib/paths'
import styles from './Landing.module.css'

export interface RelatedGroup {
  title: string
  links: Array<{ label: string; path: string; count?: number }>
}

/** Links to neighbouring landing pages (makes in a category, cities in a state, ...). */
export function RelatedLinks({ locale, groups }: { locale: Locale; groups: RelatedGroup[] }) {
  const shown = groups.filter((g) => g.links.length)
  if (!shown.length) return null
  return (
    <div className={styles.related}>
      {shown.map((g) => (
        <section key={g.title} aria-label={g.title}>
          <h2 className={styles.relatedTitle}>{g.title}</h2>
          <ul className="link-list">
            {g.links.map((l) => (
              <li key={l.path}>
                {/* The count is drawn from data-count (CSS, still part of the link's name): one
                    element less per link (issue 18: lighter pages). */}
                <Link
                  className={`pill ${styles.relatedLink}`}
                  href={localePath(locale, l.path)}
                  prefetch={false}
                  data-count={l.count !== undefined ? formatNumber(l.count, locale) : undefined}
                >
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
