import { text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Consent for mail (docs/decisions/017): an inventory alert or a mailing-list subscription is
 * `pending` until the address follows the link of its confirmation mail (or a signed-in user
 * subscribes their own verified address), `active` after, `unsubscribed` after a link in any of
 * its mails. Only `active` rows are ever mailed, apart from the one confirmation mail.
 */
export type SubscriptionStatus = 'pending' | 'active' | 'unsubscribed'
export const SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = [
  'pending',
  'active',
  'unsubscribed',
]

/** How an active subscription was confirmed: the mailed link, or a signed-in verified address. */
export type ConfirmationMethod = 'email_link' | 'verified_account'

const ts = (name: string) => timestamp(name, { withTimezone: true })

/**
 * The status and consent evidence columns both subscription tables share: what was asked (form,
 * consent text version), when and from where (the last subscribe request), how and when it was
 * confirmed, and when the last confirmation mail was queued (the resend window).
 */
export const consentColumns = () => ({
  status: text('status').$type<SubscriptionStatus>().notNull().default('pending'),
  /** The form of the last subscribe request (e.g. `inventory_alert`, `equipment_newsletter`). */
  consentForm: text('consent_form'),
  /** Version of the consent wording that form showed (services/mailing-list/consent.ts). */
  consentTextVersion: text('consent_text_version'),
  /** When the last subscribe request was made, and from which address (the visitor's IP). */
  consentRequestedAt: ts('consent_requested_at'),
  consentIp: text('consent_ip'),
  /** When the current active period started, how, and from which IP the link was followed. */
  confirmedAt: ts('confirmed_at'),
  confirmationMethod: text('confirmation_method').$type<ConfirmationMethod>(),
  confirmedIp: text('confirmed_ip'),
  /** When the last confirmation mail was queued; none again within the resend window. */
  confirmationSentAt: ts('confirmation_sent_at'),
})
