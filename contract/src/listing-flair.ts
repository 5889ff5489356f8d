import type { Flair } from './listing-enums'

/*
 * What a lifecycle step does to a listing's badge (its flair), written once: the api applies it,
 * and the console's step says beforehand which badge it will replace (issue 36, defect 5: a cut
 * turned "Free shipping" into "Price reduced" without saying so).
 */

type Badged = { flair: Flair; isPartnerSeller: boolean }

/** Flairs that are no badge a buyer sees. */
export const NO_BADGE: readonly Flair[] = ['None', 'NotSet']

/** The badge a buyer sees for `flair`, or null for none. */
export const shownBadge = (flair: Flair): Flair | null => (NO_BADGE.includes(flair) ? null : flair)

/**
 * The flair a price change leaves (undefined: unchanged). Partner inventory always keeps
 * PartnerSeller (issue 15; its cut shows from the price history); house inventory takes
 * PriceReduced on a cut, and a raise takes PriceReduced away (NotSet).
 */
export function flairAfterPriceChange(l: Badged, cut: boolean): Flair | undefined {
  if (l.isPartnerSeller) return 'PartnerSeller'
  if (cut) return 'PriceReduced'
  return l.flair === 'PriceReduced' ? 'NotSet' : undefined
}

/**
 * The badge a step would replace with its own, or null when it replaces none: a price cut on
 * house inventory (its PriceReduced) and announcing a machine as coming soon (ComingSoon).
 */
export function badgeReplacedBy(step: 'changePrice' | 'markComingSoon', l: Badged): Flair | null {
  const next = step === 'changePrice' ? flairAfterPriceChange(l, true) : 'ComingSoon'
  if (!next || next === l.flair || NO_BADGE.includes(l.flair)) return null
  return l.flair
}
