import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { AppDeps, Locale, ServerServices } from '../../context'
import { inventoryAlerts } from '../../db/schema'
import { parseOrThrow } from '../../lib/errors'
import { enforceRateLimit } from '../../lib/rate-limit'
import { enqueueConfirmationMail } from '../mailing-list/confirmation-mail'
import { revokeConfirmationTokens } from '../mailing-list/confirmation-tokens'
import {
  isVerifiedOwner,
  outcomeFor,
  planConsent,
  SUBSCRIBE_RATE_WINDOW_SECONDS,
  takeAddressBudget,
  type Requester,
  type SubscriptionOutcome,
} from '../mailing-list/consent'
import { subscribeInventoryAlertInputSchema } from './alert-input.schema'

export interface SubscribeInventoryAlertResult {
  /**
   * CHECK_EMAIL for every address (new, pending, active or unsubscribed alike); ACTIVE only for
   * a signed-in user's own verified address. Nothing else is answered (decision 017).
   */
  status: SubscriptionOutcome
}

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex')

const filtersHash = (filters: Record<string, string>): string =>
  createHash('sha256').update(JSON.stringify(filters)).digest('hex')

/**
 * Ask for an inventory alert. A new alert, or one unsubscribed before, is `pending` and its
 * address gets a confirmation mail; only following its link makes the alert active (double
 * opt-in). A signed-in user's own verified address is active at once. An active alert is left as
 * it is. The answer and what the caller can observe are the same in every case. Idempotent: one
 * row per email and filters, and at most one confirmation mail per resend window.
 */
export async function subscribeInventoryAlert(
  deps: Pick<AppDeps, 'database' | 'env' | 'now'> & ServerServices,
  input: unknown,
  ctx: { locale: Locale } & Requester,
): Promise<SubscribeInventoryAlertResult> {
  const { email, locale, filters } = parseOrThrow(
    subscribeInventoryAlertInputSchema,
    input,
    ctx.locale,
  )
  // Charged after validation, on every valid request whatever the address's state.
  await enforceRateLimit(
    deps.rateLimiter,
    `subscribe:ip:${ctx.ip}`,
    deps.env.LEAD_RATE_LIMIT_PER_IP,
    SUBSCRIBE_RATE_WINDOW_SECONDS,
    { messageKey: 'validation:form.rateLimited' },
  )
  const now = deps.now()
  const owner = isVerifiedOwner(ctx, email)
  const queued = await deps.database.db.transaction(async (tx) => {
    const hash = filtersHash(filters)
    await tx
      .insert(inventoryAlerts)
      .values({
        id: randomUUID(),
        email,
        locale: locale ?? ctx.locale,
        filters,
        filtersHash: hash,
        // The plain token is issued when an email is sent (issueUnsubscribeToken).
        unsubscribeTokenHash: hashToken(randomBytes(32).toString('base64url')),
        status: 'pending',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: [inventoryAlerts.email, inventoryAlerts.filtersHash] })
    // Locked until commit: a concurrent double submit waits, then sees this one's mail time.
    const [row] = await tx
      .select()
      .from(inventoryAlerts)
      .where(and(eq(inventoryAlerts.email, email), eq(inventoryAlerts.filtersHash, hash)))
      .for('update')
    const plan = planConsent(row, {
      form: 'inventory_alert',
      at: now,
      ip: ctx.ip,
      verifiedOwner: owner,
    })
    if (!plan.change) {
      // An active alert: its owner may change its language; nobody else changes anything.
      if (owner) {
        await tx
          .update(inventoryAlerts)
          .set({ locale: locale ?? ctx.locale, updatedAt: now })
          .where(eq(inventoryAlerts.id, row.id))
      }
      return false
    }
    const mail = plan.mayMail && (await takeAddressBudget(deps.rateLimiter, email))
    await tx
      .update(inventoryAlerts)
      .set({
        ...plan.change,
        locale: locale ?? ctx.locale,
        updatedAt: now,
        ...(plan.activates ? { lastCheckedAt: now } : {}),
        ...(mail ? { confirmationSentAt: now } : {}),
      })
      .where(eq(inventoryAlerts.id, row.id))
    if (plan.activates) {
      await revokeConfirmationTokens(tx, { kind: 'inventory_alert', alertId: row.id }, now)
    }
    if (mail) await enqueueConfirmationMail(tx, { kind: 'inventory_alert', alertId: row.id }, now)
    return mail
  })
  if (queued) deps.jobs.kick()
  return { status: outcomeFor(ctx, email) }
}

/**
 * A fresh unsubscribe token for an alert (for the link in the next email); only its hash is kept.
 */
export async function issueUnsubscribeToken(
  deps: Pick<AppDeps, 'database'>,
  alertId: string,
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await deps.database.db
    .update(inventoryAlerts)
    .set({ unsubscribeTokenHash: hashToken(token) })
    .where(eq(inventoryAlerts.id, alertId))
  return token
}
