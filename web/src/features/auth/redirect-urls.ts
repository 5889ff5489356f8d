import type { Locale } from '@/i18n/settings'
import { localePath } from '@/lib/paths'
import { AUTHENTICATE_PATH } from './constants'

/**
 * The landing URL an emailed link or an OAuth provider sends the visitor to, in their language,
 * carrying the page to come back to (Stytch keeps extra query parameters of a redirect URL).
 */
export function authenticateUrl(webUrl: string, locale: Locale, returnTo: string): string {
  const url = new URL(localePath(locale, AUTHENTICATE_PATH), webUrl)
  url.searchParams.set('returnTo', returnTo)
  return url.toString()
}
