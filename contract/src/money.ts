/*
 * Amounts and counts typed by a person, read without zod: the browser's forms use these while the
 * visitor types (the offer's likelihood, "above the asking price") and must not load the form
 * rules for it (issue 18). The rules in ./forms build on the same functions.
 */

/** The largest amount a form accepts: $100 million. */
export const MONEY_INPUT_MAX_CENTS = 100_000_000_00

/** What money typed by a person keeps once its dollar sign, separators and spaces are dropped. */
export const moneyText = (value: string): string => value.replace(/[$,\s]/g, '')

/** Money typed by a person: "85000", "85,000", "$85,000.50" -> cents; null when not a number. */
export function parseMoneyCents(value: string): number | null {
  const s = moneyText(value)
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return null
  return Math.round(Number(s) * 100)
}

/** A whole number typed by a person: "4200", "4,200" -> 4200; null when it is not one. */
export function parseWholeNumber(value: string): number | null {
  const s = value.replace(/[,\s]/g, '')
  return /^\d{1,12}$/.test(s) ? Number(s) : null
}

/**
 * Name Your Price (issue 16, defect 8): an offer typed above the asking price, which the form
 * warns about (buying at the asking price is cheaper). False when either is unknown.
 */
export function isOfferAboveAsking(
  typedOffer: string,
  askingCents: number | null | undefined,
): boolean {
  const cents = parseMoneyCents(typedOffer.trim())
  return cents !== null && askingCents != null && askingCents > 0 && cents > askingCents
}

/**
 * Name Your Price (issue 37: offers of $1 reached sellers): the smallest offer sent at all, and
 * the smallest for a machine with an asking price, half of it in whole dollars. The form refuses
 * less with a field error; the api refuses it again against the listing's price.
 */
export const OFFER_MIN_CENTS = 100_00
export const OFFER_MIN_SHARE_OF_ASKING = 0.5

export function minimumOfferCents(askingCents: number | null | undefined): number {
  if (askingCents == null || askingCents <= 0) return OFFER_MIN_CENTS
  const half = Math.ceil((askingCents * OFFER_MIN_SHARE_OF_ASKING) / 100) * 100
  return Math.max(OFFER_MIN_CENTS, half)
}
