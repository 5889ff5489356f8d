import type { ListingCardFieldsFragment } from '@/graphql/__generated__/graphql'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatNumber } from '@/lib/format'

/* What the listing cards and links (ListingCard, ListingLinks) write the same way; no CSS here. */

/** A machine's hours or miles as a card writes them ("1,910 hrs"); null when neither is known. */
export function cardUsage(
  l: Pick<ListingCardFieldsFragment, 'hours' | 'miles'>,
  locale: Locale,
): string | null {
  const t = getT(locale, 'listing')
  if (l.hours !== null) return t('card.hours', { value: formatNumber(l.hours, locale) })
  if (l.miles !== null) return t('card.miles', { value: formatNumber(l.miles, locale) })
  return null
}

/**
 * A card's photo is at most 300 CSS px wide on a desktop and the screen's width on a phone (about
 * 400 px): the 400 px rendition for a 1x screen and the 800 px one for 2x and more, written as
 * density descriptors, from the renditions the api lists (`sizes`). Width descriptors would need a
 * `sizes` text and every rendition's URL, and each URL is written twice per card (the img and its
 * payload), four times for the first cards (their preload): 7 KB of a search page (issue 18). The
 * larger renditions stay on the equipment page. A photo without renditions shows its own URL.
 */
export function cardImage(
  image: { url: string; sizes: ReadonlyArray<{ width: number; url: string }> },
  /**
   * A card the page loads eagerly: React preloads its image in <head> from the img's srcset
   * alone (the src is left out, react-dom's Fizz), so the 1x candidate is written there too, or a
   * 1x screen would preload the 2x rendition and then show the 1x one.
   */
  preloaded = false,
): {
  src: string
  srcSet?: string
} {
  const renditions = [...image.sizes].sort((a, b) => a.width - b.width)
  if (!renditions.length) return { src: image.url }
  const one = renditions.find((r) => r.width >= CARD_1X) ?? renditions[renditions.length - 1]
  const two = renditions.filter((r) => r.width > one.width && r.width <= CARD_2X).pop()
  if (!two) return { src: one.url }
  return { src: one.url, srcSet: preloaded ? `${one.url} 1x, ${two.url} 2x` : `${two.url} 2x` }
}

const CARD_1X = 400
const CARD_2X = 800
