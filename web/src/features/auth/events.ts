/**
 * Sign-in and favorites analytics events (spec §3 "analytics event": description, caller extras,
 * urlParams; spec §4 login modal events and favorite actions). They go to `window.dataLayer` and
 * a DOM event, so the analytics module (a later issue) can forward them without this code
 * knowing where they end up.
 */
import { isSecretParam } from '@ironyard/contract/analytics-params'

export const ANALYTICS_EVENT = 'ironyard:analytics'

export const LOGIN_EVENTS = {
  viewed: 'Login Modal Viewed',
  start: 'Login Started',
  complete: 'Login Completed',
  closed: 'Login Modal Closed',
} as const

export const FAVORITE_EVENTS = {
  added: 'Favorite Added',
  removed: 'Favorite Removed',
  restored: 'Favorite Restored',
  allRemoved: 'All Favorites Removed',
} as const

export type AnalyticsDescription =
  | (typeof LOGIN_EVENTS)[keyof typeof LOGIN_EVENTS]
  | (typeof FAVORITE_EVENTS)[keyof typeof FAVORITE_EVENTS]

export interface AnalyticsEvent {
  description: AnalyticsDescription
  extras: Record<string, unknown>
  urlParams: Record<string, string>
}

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

/**
 * A page address's parameters for analytics: everything but the sign-in secrets, which never
 * leave even if a page still has them in its address. `code` and `state` are secrets only on the
 * sign-in route that reads them (`path`); elsewhere they are the State filter or a promo code.
 */
export function analyticsUrlParams(search: string, path: string): Record<string, string> {
  return Object.fromEntries(
    [...new URLSearchParams(search)].filter(([k]) => !isSecretParam(k, path)),
  )
}

export function trackEvent(
  description: AnalyticsDescription,
  extras: Record<string, unknown> = {},
): AnalyticsEvent | null {
  if (typeof window === 'undefined') return null
  const urlParams = analyticsUrlParams(window.location.search, window.location.pathname)
  const event: AnalyticsEvent = { description, extras, urlParams }
  window.dataLayer ??= []
  window.dataLayer.push({ event: description, ...extras, urlParams })
  window.dispatchEvent(new CustomEvent<AnalyticsEvent>(ANALYTICS_EVENT, { detail: event }))
  return event
}
