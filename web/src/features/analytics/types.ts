import type { AnalyticsEventType } from '@ironyard/contract/analytics-limits'
import type { AnalyticsEventWire } from '@ironyard/contract/analytics-batch'
import type { PageCategory } from '../../lib/page-analytics'

/**
 * What the browser sends to the first-party collector (web /api/analytics, forwarded to the api's
 * POST /analytics/v1/batch). The api validates it with the contract's schema (the check below
 * keeps this type within it); the signed-in user is never part of it (the api reads the session).
 */
export type { AnalyticsEventType }

/** Spec §3 user traits for analytics; only what the browser knows is sent. */
export interface UserTraits {
  email?: string
  firstName?: string
  lastName?: string
  company?: string
  phone?: string
  zip?: string
  personaType?: { buyer: boolean; seller: boolean }
  interestedIn?: { categories: string[] }
}

export interface WireEvent {
  type: AnalyticsEventType
  /** Unique per event: the api stores it once, however often it is sent. */
  messageId: string
  anonymousId: string
  /** ISO 8601, when the browser recorded it. */
  timestamp: string
  /** track: spec §3 event description ("Login Completed", "Buy Now Form Submitted"). */
  description?: string
  /** Caller extras (track) or page details (page: listing, page-view count). */
  properties: Record<string, unknown>
  /** The page's URL parameters, without sign-in secrets. */
  urlParams: Record<string, string>
  /** The page the event happened on (path only; the tracker always sets it). */
  path?: string
  page?: { category: PageCategory; name: string; path: string }
  /** Spec §3 stored marketing parameters. */
  marketing: { utm: Record<string, string>; firstVisitParams: Record<string, string> }
  traits?: UserTraits
}

/** Fails to compile when the browser's event leaves the shape the api parses. */
export type WireEventFitsTheContract = WireEvent extends AnalyticsEventWire ? true : never
const wireEventFits: WireEventFitsTheContract = true
void wireEventFits

/** What one send attempt came to: stored, worth another try, or refused for good. */
export type SendOutcome = 'ok' | 'retry' | 'drop'

/** The web's same-origin endpoint (it adds the visitor's session and address for the api). */
export const COLLECTOR_PATH = '/api/analytics'
