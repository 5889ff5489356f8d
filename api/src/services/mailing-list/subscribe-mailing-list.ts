import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { Locale } from '../../context'
import { mailingListSubscriptions, type MailingList } from '../../db/schema'
import type { Counter } from '../../lib/rate-limit'
import { enqueueConfirmationMail } from './confirmation-mail'
import { revokeConfirmationTokens } from './confirmation-tokens'
import { isVerifiedOwner, planConsent, takeAddressBudget, type Requester, type Tx } from './consent'

export interface MailingListRequest {
  list: MailingList
  email: string
  locale: Locale
  /** The page the form was on (consent evidence). */
  pageUrl: string | null
  /** When the request was made. */
  at: Date
}

/**
 * Create or refresh an address's subscription to a mailing list, inside the caller's transaction
 * (the newsletter forms store their lead in the same one). Same rules as inventory alerts
 * (consent.ts): pending and one confirmation mail per resend window, active at once for a
 * signed-in user's own verified address, an active subscription left untouched. Returns whether a
 * confirmation mail was queued (the caller wakes the outbox relay after commit).
 */
export async function requestMailingListSubscription(
  tx: Tx,
  rateLimiter: Counter,
  request: MailingListRequest,
  requester: Requester,
): Promise<{ queued: boolean }> {
  const { list, email, locale, at: now } = request
  await tx
    .insert(mailingListSubscriptions)
    .values({
      id: randomUUID(),
      email,
      list,
      locale,
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({
      target: [mailingListSubscriptions.email, mailingListSubscriptions.list],
    })
  const [row] = await tx
    .select()
    .from(mailingListSubscriptions)
    .where(and(eq(mailingListSubscriptions.email, email), eq(mailingListSubscriptions.list, list)))
    .for('update')
  const owner = isVerifiedOwner(requester, email)
  const plan = planConsent(row, { form: list, at: now, ip: requester.ip, verifiedOwner: owner })
  if (!plan.change) {
    if (owner) {
      await tx
        .update(mailingListSubscriptions)
        .set({ locale, updatedAt: now })
        .where(eq(mailingListSubscriptions.id, row.id))
    }
    return { queued: false }
  }
  const mail = plan.mayMail && (await takeAddressBudget(rateLimiter, email))
  await tx
    .update(mailingListSubscriptions)
    .set({
      ...plan.change,
      locale,
      consentPageUrl: request.pageUrl,
      updatedAt: now,
      ...(mail ? { confirmationSentAt: now } : {}),
    })
    .where(eq(mailingListSubscriptions.id, row.id))
  const target = { kind: 'mailing_list', subscriptionId: row.id } as const
  if (plan.activates) await revokeConfirmationTokens(tx, target, now)
  if (mail) await enqueueConfirmationMail(tx, target, now)
  return { queued: mail }
}
