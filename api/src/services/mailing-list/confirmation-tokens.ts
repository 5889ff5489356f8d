import { toLocale } from '@ironyard/contract/locale'
import { createHash, randomBytes } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import { z } from 'zod'
import type { AppDeps, Locale } from '../../context'
import {
  emailConfirmationTokens,
  inventoryAlerts,
  mailingListSubscriptions,
  type MailingList,
} from '../../db/schema'
import { AppError, parseOrThrow } from '../../lib/errors'
import { CONFIRMATION_TOKEN_TTL_MS, type Tx } from './consent'

/** What a confirmation mail confirms. */
export type ConfirmationTarget =
  { kind: 'inventory_alert'; alertId: string } | { kind: 'mailing_list'; subscriptionId: string }

/** The api path of confirmation links (GET shows a button, POST confirms), like /unsubscribe. */
export const CONFIRM_SUBSCRIPTION_PATH = '/confirm-subscription'

const hash = (token: string) => createHash('sha256').update(token).digest('hex')
const tokenSchema = z
  .string()
  .trim()
  .min(32)
  .max(200)
  .regex(/^[\w-]+$/)

/** A fresh confirmation link for one mail: a 256-bit token, only its hash stored, 7 days. */
export async function issueConfirmationUrl(
  deps: Pick<AppDeps, 'database' | 'env' | 'now'>,
  target: ConfirmationTarget,
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  const now = deps.now()
  await deps.database.db.insert(emailConfirmationTokens).values({
    tokenHash: hash(token),
    kind: target.kind,
    alertId: target.kind === 'inventory_alert' ? target.alertId : null,
    subscriptionId: target.kind === 'mailing_list' ? target.subscriptionId : null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CONFIRMATION_TOKEN_TTL_MS),
  })
  return `${deps.env.API_URL.replace(/\/$/, '')}${CONFIRM_SUBSCRIPTION_PATH}?token=${token}`
}

/** Use up a subscription's outstanding links (it left `pending`: confirmed or unsubscribed). */
export async function revokeConfirmationTokens(
  tx: Pick<Tx, 'update'>,
  target: ConfirmationTarget,
  now: Date,
): Promise<void> {
  await tx
    .update(emailConfirmationTokens)
    .set({ usedAt: now })
    .where(
      and(
        target.kind === 'inventory_alert'
          ? eq(emailConfirmationTokens.alertId, target.alertId)
          : eq(emailConfirmationTokens.subscriptionId, target.subscriptionId),
        isNull(emailConfirmationTokens.usedAt),
      ),
    )
}

/**
 * ready: the link can confirm (a pending subscription, link unused and not expired);
 * confirmed: the subscription is active; expired: too old, subscribe again;
 * invalid: used up (or replaced by a later state, e.g. unsubscribed since).
 */
export type ConfirmationState = 'ready' | 'confirmed' | 'expired' | 'invalid'

export interface ConfirmationInfo {
  kind: ConfirmationTarget['kind']
  locale: Locale
  /** The alert's filters (for the page's summary), or null. */
  filters: Record<string, string> | null
  list: MailingList | null
  state: ConfirmationState
}

async function lookup(db: Pick<Tx, 'select'>, rawToken: unknown) {
  const token = parseOrThrow(tokenSchema, rawToken)
  const [row] = await db
    .select({
      tokenHash: emailConfirmationTokens.tokenHash,
      kind: emailConfirmationTokens.kind,
      alertId: emailConfirmationTokens.alertId,
      subscriptionId: emailConfirmationTokens.subscriptionId,
      expiresAt: emailConfirmationTokens.expiresAt,
      usedAt: emailConfirmationTokens.usedAt,
      alertStatus: inventoryAlerts.status,
      alertLocale: inventoryAlerts.locale,
      filters: inventoryAlerts.filters,
      listStatus: mailingListSubscriptions.status,
      listLocale: mailingListSubscriptions.locale,
      list: mailingListSubscriptions.list,
    })
    .from(emailConfirmationTokens)
    .leftJoin(inventoryAlerts, eq(inventoryAlerts.id, emailConfirmationTokens.alertId))
    .leftJoin(
      mailingListSubscriptions,
      eq(mailingListSubscriptions.id, emailConfirmationTokens.subscriptionId),
    )
    .where(eq(emailConfirmationTokens.tokenHash, hash(token)))
  const status = row?.alertStatus ?? row?.listStatus
  if (!row || !status)
    throw new AppError('NOT_FOUND', { messageKey: 'errors:notFound.confirmationLink' })
  return {
    row,
    status,
    locale: toLocale(row.alertLocale ?? row.listLocale),
  }
}

type Found = Awaited<ReturnType<typeof lookup>>

function stateOf({ row, status }: Found, now: Date): ConfirmationState {
  if (status === 'active') return 'confirmed'
  if (row.usedAt || status !== 'pending') return 'invalid'
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired'
  return 'ready'
}

const infoOf = (found: Found, state: ConfirmationState): ConfirmationInfo => ({
  kind: found.row.kind,
  locale: found.locale,
  filters: found.row.kind === 'inventory_alert' ? (found.row.filters ?? null) : null,
  list: found.row.list ?? null,
  state,
})

const targetOf = ({ row }: Found): ConfirmationTarget =>
  row.kind === 'inventory_alert'
    ? { kind: 'inventory_alert', alertId: row.alertId! }
    : { kind: 'mailing_list', subscriptionId: row.subscriptionId! }

/** What a confirmation link would do, for the page its GET shows (no change made). */
export async function describeConfirmation(
  deps: Pick<AppDeps, 'database' | 'now'>,
  rawToken: unknown,
): Promise<ConfirmationInfo> {
  const found = await lookup(deps.database.db, rawToken)
  return infoOf(found, stateOf(found, deps.now()))
}

/**
 * Follow a confirmation link: the pending subscription becomes active, with the evidence of how
 * (the link, when, from which IP), and every link of it is used up. Confirming twice answers
 * `confirmed` again (`changed` false); an expired or used-up link changes nothing. Unknown
 * links: NOT_FOUND.
 */
export async function confirmWithToken(
  deps: Pick<AppDeps, 'database' | 'now'>,
  rawToken: unknown,
  ctx: { ip: string },
): Promise<ConfirmationInfo & { changed: boolean }> {
  const now = deps.now()
  return deps.database.db.transaction(async (tx) => {
    // Lock the link first, then read it with its subscription: a second click that waited for
    // the first one's commit reads the subscription as the first one left it.
    const token = parseOrThrow(tokenSchema, rawToken)
    await tx
      .select({ tokenHash: emailConfirmationTokens.tokenHash })
      .from(emailConfirmationTokens)
      .where(eq(emailConfirmationTokens.tokenHash, hash(token)))
      .for('update')
    const found = await lookup(tx, token)
    const state = stateOf(found, now)
    if (state !== 'ready') return { ...infoOf(found, state), changed: false }
    const target = targetOf(found)
    const activated = {
      status: 'active' as const,
      confirmedAt: now,
      confirmationMethod: 'email_link' as const,
      confirmedIp: ctx.ip,
      updatedAt: now,
    }
    if (target.kind === 'inventory_alert') {
      // The alert watches from now on: its first digest is not everything listed while pending.
      await tx
        .update(inventoryAlerts)
        .set({ ...activated, lastCheckedAt: now })
        .where(and(eq(inventoryAlerts.id, target.alertId), eq(inventoryAlerts.status, 'pending')))
    } else {
      await tx
        .update(mailingListSubscriptions)
        .set(activated)
        .where(
          and(
            eq(mailingListSubscriptions.id, target.subscriptionId),
            eq(mailingListSubscriptions.status, 'pending'),
          ),
        )
    }
    await revokeConfirmationTokens(tx, target, now)
    return { ...infoOf(found, 'confirmed'), changed: true }
  })
}
