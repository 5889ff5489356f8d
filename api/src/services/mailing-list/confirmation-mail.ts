import { toLocale } from '@ironyard/contract/locale'
import { eq } from 'drizzle-orm'
import type { AppDeps, Locale } from '../../context'
import { inventoryAlerts, mailingListSubscriptions, type MailingList } from '../../db/schema'
import { describeAlertFilters } from '../alert-jobs/describe-alert-filters'
import { issueUnsubscribeUrl } from '../alert-jobs/unsubscribe-tokens'
import { getCardCatalog } from '../favorites/listing-catalog'
import { wasMessageSent } from '../messages/record-message'
import { enqueueOutbox } from '../outbox/outbox'
import { CONFIRMATION_TOKEN_TTL_MS, type Tx } from './consent'
import { issueConfirmationUrl, type ConfirmationTarget } from './confirmation-tokens'

/** Outbox topic of confirmation mails: {kind, id, requestedAt} (ids only). */
export const SUBSCRIPTION_CONFIRMATION_TOPIC = 'mail.subscription-confirmation'

export interface ConfirmationMailPayload {
  kind: ConfirmationTarget['kind']
  id: string
  /** When the mail was asked for (confirmation_sent_at): one mail per request. */
  requestedAt: string
  [key: string]: unknown
}

const idOf = (t: ConfirmationTarget) =>
  t.kind === 'inventory_alert' ? t.alertId : t.subscriptionId

export const confirmationDedupeKey = (
  p: Pick<ConfirmationMailPayload, 'kind' | 'id' | 'requestedAt'>,
) => `subscription-confirmation:${p.kind}:${p.id}:${p.requestedAt}`

/** Queue the confirmation mail inside the transaction that made the subscription pending. */
export async function enqueueConfirmationMail(
  tx: Pick<Tx, 'insert'>,
  target: ConfirmationTarget,
  requestedAt: Date,
): Promise<void> {
  const payload: ConfirmationMailPayload = {
    kind: target.kind,
    id: idOf(target),
    requestedAt: requestedAt.toISOString(),
  }
  await enqueueOutbox(tx, SUBSCRIPTION_CONFIRMATION_TOPIC, payload, confirmationDedupeKey(payload))
}

type Deps = Pick<AppDeps, 'database' | 'env' | 'logger' | 'now'>

async function loadTarget(deps: Deps, p: ConfirmationMailPayload) {
  if (p.kind === 'inventory_alert') {
    const [a] = await deps.database.db
      .select()
      .from(inventoryAlerts)
      .where(eq(inventoryAlerts.id, p.id))
    return (
      a && { email: a.email, locale: a.locale, status: a.status, filters: a.filters, list: null }
    )
  }
  const [s] = await deps.database.db
    .select()
    .from(mailingListSubscriptions)
    .where(eq(mailingListSubscriptions.id, p.id))
  return s && { email: s.email, locale: s.locale, status: s.status, filters: null, list: s.list }
}

export type ConfirmationMailOutcome = 'sent' | 'duplicate' | 'skipped'

/** The confirmation mail to send: recipient, language, dedupe key and what it says. */
export interface ConfirmationMail {
  to: string
  locale: Locale
  dedupeKey: string
  /** Its confirm and unsubscribe links are bearer tokens: no copy in clear once sent by SMTP. */
  carriesSecret: true
  props: {
    /** What the address was signed up for. */
    subject: 'inventory_alert' | MailingList
    /** An alert's filters in words, or null. */
    summary: string | null
    confirmUrl: string
    expiresInDays: number
    unsubscribeUrl: string
  }
}

/**
 * The one mail a pending subscription gets: a link to confirm it (and one to refuse it), sent by
 * the job (jobs/handlers/subscription-confirmation.ts). Nothing is sent once the subscription left
 * `pending` (confirmed another way, unsubscribed). Idempotent: a retry does not mail again, nor
 * issue another link.
 */
export async function getConfirmationMail(
  deps: Deps,
  payload: ConfirmationMailPayload,
): Promise<ConfirmationMail | Exclude<ConfirmationMailOutcome, 'sent'>> {
  const dedupeKey = confirmationDedupeKey(payload)
  if (await wasMessageSent(deps.database, dedupeKey)) return 'duplicate'
  const found = await loadTarget(deps, payload)
  if (!found || found.status !== 'pending') return 'skipped'
  const target: ConfirmationTarget =
    payload.kind === 'inventory_alert'
      ? { kind: 'inventory_alert', alertId: payload.id }
      : { kind: 'mailing_list', subscriptionId: payload.id }
  const locale = toLocale(found.locale)
  const props: ConfirmationMail['props'] = {
    subject: found.list ?? 'inventory_alert',
    summary: found.filters
      ? describeAlertFilters(found.filters, await getCardCatalog(deps.database), locale)
      : null,
    confirmUrl: await issueConfirmationUrl(deps, target),
    expiresInDays: Math.round(CONFIRMATION_TOKEN_TTL_MS / 86_400_000),
    unsubscribeUrl: await issueUnsubscribeUrl(
      deps,
      target.kind === 'inventory_alert'
        ? { kind: 'inventory_alert', alertId: target.alertId }
        : { kind: 'mailing_list', subscriptionId: target.subscriptionId },
    ),
  }
  return { carriesSecret: true, to: found.email, locale, props, dedupeKey }
}
