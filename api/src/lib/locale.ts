import type { Locale } from '@ironyard/contract/locale'

/**
 * The api's languages are the contract's (@ironyard/contract/locale): a leaf of the api, so that
 * the error type, the message catalogue and the request context can all name a locale without
 * importing each other.
 */
export {
  DEFAULT_LOCALE,
  LOCALES,
  localeTag,
  toLocale,
  type Locale,
} from '@ironyard/contract/locale'

/** The language of a request's Accept-Language header: its first language, Spanish or English. */
export function pickLocale(header: string | undefined | null): Locale {
  if (!header) return 'en'
  const first = header.split(',')[0]?.trim().toLowerCase() ?? ''
  return first.startsWith('es') ? 'es' : 'en'
}
