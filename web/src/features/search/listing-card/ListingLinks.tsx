import Link from 'next/link'
import type { ListingCardFieldsFragment } from '@/graphql/__generated__/graphql'
import type { Locale } from '@/i18n/settings'
import { formatPrice } from '@/lib/format'
import { listingPath } from '@/lib/listing-path'
import { cardImage, cardUsage } from './card-parts'
import styles from './ListingLinks.module.css'
import { focalStyle } from '@/components/ui/focal-point'

/**
 * Machines as compact links: a thumbnail, the title, the price, and the hours and place, the
 * whole row one link. For the lists that point on to a search rather than compare machines (the
 * equipment page's "more options"): a full card (badges, deal rating, heart) weighs about three
 * times as much in the page, HTML and payload (issue 18, decision 040).
 */
export function ListingLinks({
  listings,
  locale,
  queryID,
  label,
}: {
  listings: ListingCardFieldsFragment[]
  locale: Locale
  /** The search that produced these machines: each link carries it for attribution. */
  queryID?: string | null
  label: string
}) {
  return (
    <ul className={styles.links} aria-label={label}>
      {listings.map((l) => (
        <li key={l.id}>
          <Link href={listingPath(l, locale, queryID)} prefetch={false} className={styles.link}>
            {l.image ? (
              // The title next to it names the machine: the thumbnail says nothing more.
              <img
                src={cardImage(l.image).src}
                alt=""
                width={l.image.width}
                height={l.image.height}
                style={focalStyle(l.image)}
                loading="lazy"
              />
            ) : (
              <span className={styles.noImage} />
            )}
            <span className={styles.title}>{l.title}</span>
            <span className={styles.price}>{formatPrice(l.advertisedPriceCents, locale)}</span>
            <span className={styles.meta}>
              {[cardUsage(l, locale), `${l.city}, ${l.state}`].filter(Boolean).join(' · ')}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
