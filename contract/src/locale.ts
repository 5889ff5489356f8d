/**
 * The product's languages (spec §2, §3), for the api and the web alike: their codes (the URL
 * prefix, the `locale` of every input and record), the BCP 47 tags their numbers and dates are
 * formatted with, and the one reading of a stored or sent value as a locale.
 */

export const LOCALES = ['en', 'es'] as const
export type Locale = (typeof LOCALES)[number]

/** The language of a request that asks for none, and of any value that is not a locale. */
export const DEFAULT_LOCALE: Locale = 'en'

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value)
}

/**
 * A stored or sent value as a locale: itself when it is one, else `fallback` (English unless
 * given). A profile's, alert's or lead's column, an input's optional field.
 */
export function toLocale(value: unknown, fallback: Locale = DEFAULT_LOCALE): Locale {
  return isLocale(value) ? value : fallback
}

/** Spec §3 Language `bcp47`: the tag `Intl` formats each language's numbers and dates with. */
export const LOCALE_TAGS = { en: 'en-US', es: 'es-MX' } as const satisfies Record<Locale, string>
export type LocaleTag = (typeof LOCALE_TAGS)[Locale]

/** The BCP 47 tag of a locale: `en-US`, `es-MX` (`Intl.NumberFormat(localeTag(locale))`). */
export const localeTag = (locale: Locale): LocaleTag => LOCALE_TAGS[locale]

/** Spec §3 Language `backendCode`, also Open Graph's `og:locale`: `en_US`, `es_MX`. */
export const localeCode = (locale: Locale): string => localeTag(locale).replace('-', '_')
