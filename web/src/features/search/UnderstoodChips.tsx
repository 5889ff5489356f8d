import Link from 'next/link'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import type { UnderstoodLink } from './understood-chips'
import { UnderstoodAnnouncer } from './UnderstoodAnnouncer'
import styles from './SearchView.module.css'

/**
 * "Understood: Caterpillar · under $100,000 · Texas" (issue 35): the filters read from the words
 * typed, each a link to that filter alone, with a remove link. Plain links: they work without
 * JavaScript and by keyboard; the row is a labelled list, announced once (UnderstoodAnnouncer).
 * A remove link's name is the selected filters' ("Remove filter: Texas"): it goes where theirs does.
 */
export function UnderstoodChips({ locale, links }: { locale: Locale; links: UnderstoodLink[] }) {
  const t = getT(locale, 'search')
  const said = links.length
    ? `${t('understood.heading')}: ${links.map((l) => l.label).join(' · ')}`
    : ''
  const announcer = <UnderstoodAnnouncer text={said} />
  if (!links.length) return announcer
  return (
    <div className={styles.understood}>
      {announcer}
      <h2 id="understood-title" className={styles.understoodTitle}>
        {t('understood.heading')}
      </h2>
      <ul className={styles.understoodList} aria-labelledby="understood-title">
        {links.map((l) => (
          <li key={l.id} className={styles.understoodItem}>
            <Link
              className={styles.understoodLink}
              href={l.onlyHref}
              prefetch={false}
              aria-label={t('understood.only', { label: l.label })}
            >
              {l.label}
            </Link>
            <Link
              className={styles.understoodRemove}
              href={l.removeHref}
              scroll={false}
              prefetch={false}
              aria-label={t('chips.remove', { label: l.label })}
            >
              <span aria-hidden="true">×</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
