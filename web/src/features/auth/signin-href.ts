import type { Locale } from '@/i18n/settings'
import { localePath } from '@/lib/paths'
import { DEFAULT_TAB, SIGNIN_PATH, type LoginReason, type LoginTab } from './constants'

/** The /signin page URL that comes back to `returnTo` (used without JavaScript and by redirects). */
export function signinHref(
  locale: Locale,
  returnTo?: string,
  tab?: LoginTab,
  reason?: LoginReason,
): string {
  const params = new URLSearchParams()
  if (returnTo) params.set('returnTo', returnTo)
  if (tab && tab !== DEFAULT_TAB) params.set('tab', tab)
  if (reason) params.set('reason', reason)
  const q = params.toString()
  return `${localePath(locale, SIGNIN_PATH)}${q ? `?${q}` : ''}`
}
