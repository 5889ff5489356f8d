import type { Db } from '../../db/client'
import type { SubscriptionStatus } from '../../db/schema'
import type { Counter } from '../../lib/rate-limit'

/**
 * Consent for mail (docs/decisions/017): the rules both inventory alerts and mailing-list
 * subscriptions follow. A subscribe request never changes what the caller is told: the answer is
 * the same for a new, pending, active or unsubscribed address.
 */

/** A pending subscription gets at most one confirmation mail in this window. */
export const CONFIRMATION_RESEND_WINDOW_MS = 15 * 60_000
/** Confirmation mails per address (all alerts and lists together) per hour; past it, none. */
export const CONFIRMATION_MAILS_PER_ADDRESS = 3
export const CONFIRMATION_ADDRESS_WINDOW_SECONDS = 60 * 60
/** How long the link of a confirmation mail works. */
export const CONFIRMATION_TOKEN_TTL_MS = 7 * 24 * 60 * 60_000
/** Subscribe requests per IP (alert sign-ups; the newsletter forms count as leads). */
export const SUBSCRIBE_RATE_WINDOW_SECONDS = 10 * 60

/**
 * Versions of the consent wording each form shows (web/src/i18n/locales/{en,es}): stored with
 * every request as evidence of what was agreed to. Bump one when its wording changes.
 */
export const CONSENT_TEXT_VERSIONS = {
  /** `alerts.fineprint` under the inventory alert sign-up (home, search). */
  inventory_alert: 'alerts.fineprint@2026-11',
  /** `mailing.fineprint` under the footer's and the blog's newsletter sign-up (issue 16). */
  newsletter: 'mailing.fineprint@2026-11',
  /** `forms.consentEmail` under the equipment page's newsletter form. */
  equipment_newsletter: 'forms.consentEmail@2026-11',
} as const

export type ConsentForm = keyof typeof CONSENT_TEXT_VERSIONS

/**
 * What a subscribe request answers: CHECK_EMAIL whatever the address's state, ACTIVE only when a
 * signed-in user subscribes their own verified address (nothing about anyone else is revealed).
 */
export type SubscriptionOutcome = 'CHECK_EMAIL' | 'ACTIVE'

/** The caller of a subscribe request. */
export interface Requester {
  ip: string
  /** The signed-in user's address when the sign-in service says it is verified, else null. */
  verifiedEmail: string | null
}

/** A transaction handle. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export interface ConsentRow {
  status: SubscriptionStatus
  confirmationSentAt: Date | null
}

export interface ConsentChange {
  status: SubscriptionStatus
  consentForm: string
  consentTextVersion: string
  consentRequestedAt: Date
  consentIp: string
  confirmedAt?: Date
  confirmationMethod?: 'verified_account'
  confirmedIp?: string
}

export interface ConsentPlan {
  /** Columns to write; null leaves the row as it is (an active row and a stranger's request). */
  change: ConsentChange | null
  /** The row becomes active now: its outstanding confirmation links are used up. */
  activates: boolean
  /** The row stays pending and its last confirmation mail is older than the resend window. */
  mayMail: boolean
}

/**
 * The state change one subscribe request makes. A signed-in user's own verified address becomes
 * active at once. Anyone else's request leaves an active row untouched (no mail: decision 017),
 * and makes a new or unsubscribed one pending: only following a confirmation link activates it.
 */
export function planConsent(
  row: ConsentRow,
  request: { form: ConsentForm; at: Date; ip: string; verifiedOwner: boolean },
): ConsentPlan {
  const evidence = {
    consentForm: request.form,
    consentTextVersion: CONSENT_TEXT_VERSIONS[request.form],
    consentRequestedAt: request.at,
    consentIp: request.ip,
  }
  if (request.verifiedOwner) {
    if (row.status === 'active') return { change: null, activates: false, mayMail: false }
    return {
      change: {
        status: 'active',
        ...evidence,
        confirmedAt: request.at,
        confirmationMethod: 'verified_account',
        confirmedIp: request.ip,
      },
      activates: true,
      mayMail: false,
    }
  }
  if (row.status === 'active') return { change: null, activates: false, mayMail: false }
  const last = row.confirmationSentAt?.getTime()
  return {
    change: { status: 'pending', ...evidence },
    activates: false,
    mayMail: last === undefined || request.at.getTime() - last >= CONFIRMATION_RESEND_WINDOW_MS,
  }
}

/**
 * Count one confirmation mail against the address's hourly budget. Over it, the mail is quietly
 * not sent: the caller's answer stays the same, so the budget tells a stranger nothing.
 */
export async function takeAddressBudget(counter: Counter, email: string): Promise<boolean> {
  const r = await counter.hit(
    `consent-mail:email:${email}`,
    CONFIRMATION_MAILS_PER_ADDRESS,
    CONFIRMATION_ADDRESS_WINDOW_SECONDS,
  )
  return r.allowed
}

export const isVerifiedOwner = (requester: Requester, email: string): boolean =>
  requester.verifiedEmail !== null && requester.verifiedEmail.toLowerCase() === email

export const outcomeFor = (requester: Requester, email: string): SubscriptionOutcome =>
  isVerifiedOwner(requester, email) ? 'ACTIVE' : 'CHECK_EMAIL'
