import type { Locale } from '@/i18n/settings'
import { localePath } from '@/lib/paths'

/**
 * The sign-in page's address and parameters: plain code, so route handlers and server code call
 * it too. (It lived in features/auth, whose index.ts is a client boundary: a route handler that
 * called signinHref through it got "Attempted to call signinHref() from the server".)
 */
export const SIGNIN_PATH = '/signin'

export type LoginTab = 'signup' | 'login'
/** Spec §4: the login modal opens on the signup tab. */
export const DEFAULT_TAB: LoginTab = 'signup'

/** Why the modal opened: picks the line under its title. */
export type LoginReason = 'favorite' | 'inspection' | 'account' | 'valueTracker'

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
