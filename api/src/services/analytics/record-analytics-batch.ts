import type { AppDeps, CurrentUser, ServerServices } from '../../context'
import { analyticsEvents, type NewAnalyticsEventRow } from '../../db/schema'
import { parseOrThrow } from '../../lib/errors'
import { enforceRateLimit } from '../../lib/rate-limit'
import { analyticsBatchSchema, type AnalyticsEventInput } from '@ironyard/contract/analytics-batch'
import { cleanParams, cleanProperties, hashEmail } from './clean-params'

/**
 * Batches per visitor address per minute. A browser sends about one every 5 s while events keep
 * coming (spec §9), plus a beacon when a tab is hidden: an office or a mobile carrier's shared
 * address has room for a few dozen busy visitors, a script flooding the table does not.
 */
export const ANALYTICS_BATCHES_PER_MINUTE_PER_IP = 300

export interface AnalyticsBatchResult {
  /** Events stored now. */
  accepted: number
  /** Events already stored (same messageId): a retried batch never counts twice. */
  duplicate: number
  /** identify events of a visitor who is not signed in: nobody to attach the traits to. */
  ignored: number
}

/** The path alone: a query string or fragment is not kept (its parameters are urlParams). */
const pathOnly = (path: string) => path.split(/[?#]/)[0] || '/'

function traitsOf(e: AnalyticsEventInput): Record<string, unknown> | null {
  if (!e.traits) return null
  const { email, ...rest } = e.traits
  return { ...rest, ...(email ? { emailSha256: hashEmail(email) } : {}) }
}

function utmOf(utm: Record<string, string> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(utm ?? {}).filter(([k]) => k.startsWith('utm_')))
}

/**
 * The first-party collector (spec §7 "analytics events go by POST to a customer-data service"):
 * stores a browser batch of page, track and identify events. The signed-in user comes from the
 * request's session (`ctx.currentUser`, resolved only for a valid batch), never from the body.
 * Limited per visitor address; sign-in secrets in URL parameters are dropped and emails hashed;
 * a request with a privacy signal stores nothing.
 */
export async function recordAnalyticsBatch(
  deps: Pick<AppDeps, 'database' | 'now'> & Pick<ServerServices, 'rateLimiter'>,
  raw: unknown,
  ctx: {
    ip: string
    currentUser: () => Promise<CurrentUser | null>
    /**
     * The request carries a privacy signal (`Sec-GPC: 1` or `DNT: 1`, forwarded by the web): the
     * visitor asked not to be tracked, so nothing of the batch is stored.
     */
    privacySignal?: boolean
  },
): Promise<AnalyticsBatchResult> {
  await enforceRateLimit(
    deps.rateLimiter,
    `analytics:ip:${ctx.ip}`,
    ANALYTICS_BATCHES_PER_MINUTE_PER_IP,
    60,
    { messageKey: 'errors:analytics.rateLimited' },
  )
  const input = parseOrThrow(analyticsBatchSchema, raw)
  if (ctx.privacySignal) return { accepted: 0, duplicate: 0, ignored: input.batch.length }
  const user = await ctx.currentUser()

  const seen = new Set<string>()
  const rows: NewAnalyticsEventRow[] = []
  let ignored = 0
  let repeated = 0
  for (const e of input.batch) {
    if (seen.has(e.messageId)) {
      repeated++
      continue
    }
    seen.add(e.messageId)
    if (e.type === 'identify' && !user) {
      ignored++
      continue
    }
    const path = e.page?.path ?? e.path ?? null
    rows.push({
      messageId: e.messageId,
      type: e.type,
      anonymousId: e.anonymousId,
      userId: user?.id ?? null,
      name: e.type === 'track' ? e.description : e.type === 'page' ? e.page!.name : null,
      pageCategory: e.page?.category ?? null,
      pageName: e.page?.name ?? null,
      path: path ? pathOnly(path) : null,
      properties: cleanProperties(e.properties),
      urlParams: cleanParams(e.urlParams, path),
      utm: utmOf(e.marketing?.utm),
      firstVisitParams: cleanParams(e.marketing?.firstVisitParams ?? {}),
      traits: traitsOf(e),
      occurredAt: new Date(e.timestamp),
      receivedAt: deps.now(),
    })
  }
  const stored = rows.length
    ? await deps.database.db
        .insert(analyticsEvents)
        .values(rows)
        .onConflictDoNothing({ target: analyticsEvents.messageId })
        .returning({ id: analyticsEvents.id })
    : []
  return {
    accepted: stored.length,
    duplicate: repeated + rows.length - stored.length,
    ignored,
  }
}
