import { and, asc, eq } from 'drizzle-orm'
import { alertIdSchema, updateMyAlertInputSchema } from '@ironyard/contract/forms/alerts'
import type { AppDeps, CurrentUser, Locale } from '../../context'
import { inventoryAlerts, type InventoryAlert } from '../../db/schema'
import { AppError, parseOrThrow } from '../../lib/errors'
import { describeAlertFilters } from '../alert-jobs/describe-alert-filters'
import { webPath } from '../alert-jobs/topics'
import { getCardCatalog } from '../favorites/listing-catalog'
import { revokeConfirmationTokens } from '../mailing-list/confirmation-tokens'
import { planConsent } from '../mailing-list/consent'
import { requireUserId } from '../profile/require-user'

/**
 * A signed-in user's inventory alerts on /account (issue 16): the alerts of their own address,
 * once the sign-in service says it is verified (they proved they receive its mail, the same proof
 * a confirmation link gives; docs/decisions/017). Anyone else's alert is NOT_FOUND, never
 * FORBIDDEN: the answer does not tell whether an alert exists.
 */

type Deps = Pick<AppDeps, 'database' | 'now'>

/** What the list shows of one alert. */
export type MyAlertState = 'active' | 'paused' | 'pending' | 'unsubscribed'

export interface MyInventoryAlert {
  id: string
  /** The filters in words, in the caller's language. */
  summary: string
  /** The search it watches, on the web (locale prefix included). */
  searchPath: string
  frequency: InventoryAlert['frequency']
  state: MyAlertState
  createdAt: Date
}

/** The address whose alerts this user may see and change, or null (not verified yet). */
const ownAddress = (user: CurrentUser | null): string | null => {
  requireUserId(user)
  return user?.emailVerified ? user.email.trim().toLowerCase() : null
}

export const stateOf = (a: Pick<InventoryAlert, 'status' | 'pausedAt'>): MyAlertState =>
  a.status === 'active' && a.pausedAt ? 'paused' : a.status

async function toView(
  deps: Deps,
  rows: InventoryAlert[],
  locale: Locale,
): Promise<MyInventoryAlert[]> {
  if (!rows.length) return []
  const catalog = await getCardCatalog(deps.database)
  return rows.map((a) => {
    const params = new URLSearchParams(a.filters).toString()
    return {
      id: a.id,
      summary: describeAlertFilters(a.filters, catalog, locale),
      searchPath: `${webPath('/equipment', locale)}${params ? `?${params}` : ''}`,
      frequency: a.frequency,
      state: stateOf(a),
      createdAt: a.createdAt,
    }
  })
}

/** The user's alerts, oldest first; none while their address is not verified. */
export async function listMyInventoryAlerts(
  deps: Deps,
  user: CurrentUser | null,
  locale: Locale,
): Promise<{ email: string; addressVerified: boolean; alerts: MyInventoryAlert[] }> {
  const email = ownAddress(user)
  const address = user!.email.trim().toLowerCase()
  if (!email) return { email: address, addressVerified: false, alerts: [] }
  const rows = await deps.database.db
    .select()
    .from(inventoryAlerts)
    .where(eq(inventoryAlerts.email, email))
    .orderBy(asc(inventoryAlerts.createdAt), asc(inventoryAlerts.id))
  return { email, addressVerified: true, alerts: await toView(deps, rows, locale) }
}

const notFound = () => new AppError('NOT_FOUND', { messageKey: 'errors:notFound.alert' })

/**
 * Pause, resume or change the frequency of one of the user's alerts. Resuming starts from now
 * (the paused days are not mailed in one go). A pending or unsubscribed alert that its verified
 * owner resumes becomes active, with that as its consent evidence. Idempotent: pausing a paused
 * alert changes nothing.
 */
export async function updateMyInventoryAlert(
  deps: Deps,
  user: CurrentUser | null,
  input: unknown,
  ctx: { locale: Locale; ip: string },
): Promise<MyInventoryAlert> {
  const { id, paused, frequency } = parseOrThrow(updateMyAlertInputSchema, input, ctx.locale)
  const email = ownAddress(user)
  if (!email) throw notFound()
  const now = deps.now()
  const row = await deps.database.db.transaction(async (tx) => {
    const [alert] = await tx
      .select()
      .from(inventoryAlerts)
      .where(and(eq(inventoryAlerts.id, id), eq(inventoryAlerts.email, email)))
      .for('update')
    if (!alert) throw notFound()
    const set: Partial<InventoryAlert> = {}
    if (frequency && frequency !== alert.frequency) set.frequency = frequency
    if (paused === true && alert.status === 'active' && !alert.pausedAt) set.pausedAt = now
    if (paused === false) {
      if (alert.pausedAt) Object.assign(set, { pausedAt: null, lastCheckedAt: now })
      if (alert.status !== 'active') {
        const plan = planConsent(alert, {
          form: 'inventory_alert',
          at: now,
          ip: ctx.ip,
          verifiedOwner: true,
        })
        Object.assign(set, plan.change, { lastCheckedAt: now, pausedAt: null })
        await revokeConfirmationTokens(tx, { kind: 'inventory_alert', alertId: alert.id }, now)
      }
    }
    if (!Object.keys(set).length) return alert
    const [updated] = await tx
      .update(inventoryAlerts)
      .set({ ...set, updatedAt: now })
      .where(eq(inventoryAlerts.id, alert.id))
      .returning()
    return updated
  })
  const [view] = await toView(deps, [row], ctx.locale)
  return view
}

/**
 * Delete one of the user's alerts (its links go with it). Deleting one that is already gone
 * answers NOT_FOUND, like someone else's.
 */
export async function deleteMyInventoryAlert(
  deps: Deps,
  user: CurrentUser | null,
  rawId: unknown,
): Promise<{ id: string }> {
  const id = parseOrThrow(alertIdSchema, rawId)
  const email = ownAddress(user)
  if (!email) throw notFound()
  const [deleted] = await deps.database.db
    .delete(inventoryAlerts)
    .where(and(eq(inventoryAlerts.id, id), eq(inventoryAlerts.email, email)))
    .returning({ id: inventoryAlerts.id })
  if (!deleted) throw notFound()
  return deleted
}
