import { headers } from 'next/headers'
import { LOCALE_HEADER } from '@/lib/request-headers'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/settings'

/**
 * The locale of the current request, for the few files that receive no params (not-found,
 * unauthorized): the proxy put it in a request header.
 */
export async function requestLocale(): Promise<Locale> {
  const value = (await headers()).get(LOCALE_HEADER)
  return isLocale(value) ? value : DEFAULT_LOCALE
}
