import { LOCALE_COOKIE } from '@/i18n/settings'
import { ANONYMOUS_ID_KEY } from '@/features/analytics'
import { PAGE_VIEW_COOKIE } from '@/features/analytics'
import { STORAGE_KEYS } from '@/features/analytics'
import { RECENT_SEARCHES_KEY } from '@/features/search'
import { ZIP_COOKIE } from '@/lib/request-headers'
import { COMPARE_COOKIE } from '@/features/compare'
import { SESSION_COOKIE, SESSION_JWT_COOKIE } from '@/lib/session'

/**
 * What the site keeps in the visitor's browser, for the cookie policy. Names come from the
 * constants the code uses; a test fails when the code declares a cookie or storage key that is
 * not listed here. Purpose and lifetime texts: `company:cookies.items.<id>`.
 */
export type StorageKind = 'necessary' | 'preferences' | 'analytics'

export interface StorageEntry {
  id: string
  name: string
  kind: StorageKind
}

export const COOKIES: StorageEntry[] = [
  { id: 'locale', name: LOCALE_COOKIE, kind: 'preferences' },
  { id: 'zip', name: ZIP_COOKIE, kind: 'preferences' },
  { id: 'compare', name: COMPARE_COOKIE, kind: 'preferences' },
  { id: 'session', name: SESSION_COOKIE, kind: 'necessary' },
  { id: 'sessionJwt', name: SESSION_JWT_COOKIE, kind: 'necessary' },
  // Written by the sign-in SDK under its default name, for 10 minutes (spec §4).
  { id: 'intermediate', name: 'stytch_intermediate_session_token', kind: 'necessary' },
  // Spec §7: the page-view count the analytics module keeps (features/analytics/page-views.ts).
  { id: 'pageViews', name: PAGE_VIEW_COOKIE, kind: 'analytics' },
]

export const LOCAL_STORAGE: StorageEntry[] = [
  { id: 'utm', name: STORAGE_KEYS.utm, kind: 'analytics' },
  { id: 'firstVisit', name: STORAGE_KEYS.firstVisitParams, kind: 'analytics' },
  { id: 'anonymousId', name: ANONYMOUS_ID_KEY, kind: 'analytics' },
  { id: 'recentSearches', name: RECENT_SEARCHES_KEY, kind: 'preferences' },
  // features/account/favorites-store.ts (kept there, private to the store).
  { id: 'pendingFavorite', name: 'ironyard:pending-favorite', kind: 'necessary' },
  // The sign-in SDK's state, one key per public token (stytch_sdk_state_<token>[::<key>]).
  { id: 'signinState', name: 'stytch_sdk_state_*', kind: 'necessary' },
]
