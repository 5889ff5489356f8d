import Link from 'next/link'
import type { ReactNode } from 'react'
import { ListingCard } from '@/features/search'
import type { ListingCardFieldsFragment } from '@/graphql/__generated__/graphql'
import type { Locale } from '@/i18n/settings'
import styles from './Home.module.css'

/** A titled row of listing cards with a "see all" link to the matching landing page or search. */
export function Rail({
  id,
  locale,
  title,
  lead,
  href,
  allLabel,
  listings,
  queryID,
  empty,
  extra,
}: {
  id: string
  locale: Locale
  title: string
  lead?: string
  href: string
  allLabel: string
  listings: ListingCardFieldsFragment[]
  queryID?: string
  empty: string
  extra?: ReactNode
}) {
  return (
    <section className={`section ${styles.rail}`} aria-labelledby={`${id}-title`}>
      <div className="container">
        <div className={styles.railHead}>
          <div>
            <h2 id={`${id}-title`}>{title}</h2>
            {lead ? <p className={styles.lead}>{lead}</p> : null}
          </div>
          <Link href={href} className={styles.all} prefetch={false}>
            {allLabel}
          </Link>
        </div>
        {extra}
        {listings.length ? (
          <ul className={styles.railList}>
            {listings.map((l) => (
              <li key={l.id}>
                <ListingCard listing={l} locale={locale} queryID={queryID} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{empty}</p>
        )}
      </div>
    </section>
  )
}
