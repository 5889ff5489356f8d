/*
 * Amounts and counts typed by a person, read without zod: the browser's forms use these while the
 * visitor types (the offer's likelihood, "above the asking price") and must not load the form
 * rules for it (issue 18). The rules in ./forms build on the same functions.
 */
import type { Locale } from './locale'

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

/**
 * How each form language writes an amount (issue 36, defect 5): the thousands separator and the
 * decimal mark. Spanish forms read "245.000" and "245.000,50", English ones "245,000" and
 * "245,000.50"; both read plain digits ("245000").
 */
export const MONEY_SEPARATORS = {
  en: { group: ',', decimal: '.' },
  es: { group: '.', decimal: ',' },
} as const satisfies Record<Locale, { group: string; decimal: string }>

/**
 * Money typed in a form of `locale` -> cents; null when it is not an amount. Both writings are
 * read in either language, because both are what Spanish speakers meet: "245.000" and
 * "245.000,50" (Spain, US Spanish), and "245,000" and "245,000.50" (Mexico, and how the site's own
 * es-MX prices read). They never clash: thousands come in groups of three behind one separator
 * ("1.2.3" and "245.000.50" are not amounts), cents in one or two digits behind the other one.
 * A leading "$" and spaces are dropped. `locale` is the writing the form shows back
 * (moneyInputText, moneyHintText). The one parser of every money field of the console and partner
 * forms (its table test: money.test.ts).
 */
export function parseLocaleMoneyCents(value: string, locale: Locale): number | null {
  void locale
  const s = value.replace(/[$\s]/g, '')
  const m = /^(\d{1,3}([.,])\d{3}(?:\2\d{3})*|\d+)(?:([.,])(\d{1,2}))?$/.exec(s)
  if (!m || (m[2] && m[2] === m[3])) return null
  const whole = Number(m[1].replace(/[.,]/g, ''))
  const cents = m[4] ? Number(m[4].padEnd(2, '0')) : 0
  return whole * 100 + cents
}

/**
 * Cents as a money field of `locale` shows them again for editing: plain digits, cents after the
 * language's decimal mark ("1234,50" in Spanish), which parseLocaleMoneyCents reads back.
 */
export function moneyInputText(cents: number, locale: Locale): string {
  const whole = String(Math.trunc(cents / 100))
  const rest = cents % 100
  return rest === 0
    ? whole
    : `${whole}${MONEY_SEPARATORS[locale].decimal}${String(rest).padStart(2, '0')}`
}

/** An example amount as a money field's hint shows it: 125000 -> "125,000" / "125.000". */
export function moneyHintText(dollars: number, locale: Locale): string {
  return String(dollars).replace(/\B(?=(\d{3})+(?!\d))/g, MONEY_SEPARATORS[locale].group)
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
