import Link from 'next/link'
import type { Locale } from '@/i18n/settings'
import { letterPages } from '@/features/resources'
import { localePath } from '@/lib/paths'
import styles from './Landing.module.css'

/** A-Z (and 0-9) links to the make directory's letter pages; letters without makes are inert. */
export function LetterNav({
  locale,
  letters,
  current,
  label,
}: {
  locale: Locale
  letters: Array<{ letter: string; makeCount: number }>
  current?: string
  label: string
}) {
  const pages = new Set(letterPages(letters))
  const all = ['0-9', ...'abcdefghijklmnopqrstuvwxyz'.split('')]
  return (
    <nav aria-label={label}>
      <ul className={styles.letters}>
        {all.map((slug) => (
          <li key={slug}>
            {pages.has(slug) ? (
              <Link
                href={localePath(locale, `/resources/makes/${slug}`)}
                aria-current={slug === current ? 'page' : undefined}
                prefetch={false}
              >
                {slug.toUpperCase()}
              </Link>
            ) : (
              <span aria-hidden="true">{slug.toUpperCase()}</span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
