import type { ListingCardFieldsFragment } from '@/graphql/__generated__/graphql'
import type { Locale } from '@/i18n/settings'
import { ListingCard } from './ListingCard'

/** A responsive grid of listing cards; the first row loads its images eagerly. */
export function ListingGrid({
  listings,
  locale,
  queryID,
  eager = 0,
  label,
}: {
  listings: ListingCardFieldsFragment[]
  locale: Locale
  queryID?: string | null
  eager?: number
  label?: string
}) {
  return (
    <ul className="grid-cards" aria-label={label}>
      {listings.map((l, i) => (
        <li key={l.id}>
          <ListingCard listing={l} locale={locale} queryID={queryID} priority={i < eager} />
        </li>
      ))}
    </ul>
  )
}
