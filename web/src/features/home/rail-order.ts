import type { ListingCardFieldsFragment } from '@/graphql/__generated__/graphql'

/**
 * What makes two cards the same machine listed twice (issue 37: "Recently listed" showed two
 * identical partner listings). The card carries no seller, so the seller's kind and the machine's
 * place stand in for it, beside make, model, year, meter and price.
 */
const sameMachineKey = (l: ListingCardFieldsFragment) =>
  [
    l.isPartnerSeller,
    l.make.slug,
    l.model,
    l.year,
    l.hours,
    l.miles,
    l.advertisedPriceCents,
    l.city,
    l.state,
  ].join('|')

/**
 * The cards a home-page rail shows, at most `size`: each machine once (its first listing), and
 * the listings with photos before those without, each group in the rail's own order, so a
 * listing without photos never leads a rail that has photographed ones.
 */
export function railListings<T extends ListingCardFieldsFragment>(
  listings: T[],
  size: number,
): T[] {
  const seen = new Set<string>()
  const unique = listings.filter((l) => {
    const key = sameMachineKey(l)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  const withPhotos = unique.filter((l) => l.imageCount > 0)
  const without = unique.filter((l) => l.imageCount === 0)
  return [...withPhotos, ...without].slice(0, size)
}
