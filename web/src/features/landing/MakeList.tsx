import Link from 'next/link'
import type { Locale } from '@/i18n/settings'
import { formatNumber } from '@/lib/format'
import { hasLandingPage, type DirectoryMake } from '@/features/resources'
import { localePath } from '@/lib/paths'
import styles from './Landing.module.css'

/** Makes in columns: a link when the make has a page, with its machine count. */
export function MakeList({ locale, makes }: { locale: Locale; makes: DirectoryMake[] }) {
  return (
    <ul className={styles.columns}>
      {makes.map((m) => (
        <li key={m.slug}>
          {hasLandingPage(m) ? (
            <>
              <Link href={localePath(locale, `/${m.slug}`)} prefetch={false}>
                {m.name}
              </Link>
              {m.listingCount > 0 ? (
                <span className="muted">({formatNumber(m.listingCount, locale)})</span>
              ) : null}
            </>
          ) : (
            <span>{m.name}</span>
          )}
        </li>
      ))}
    </ul>
  )
}
