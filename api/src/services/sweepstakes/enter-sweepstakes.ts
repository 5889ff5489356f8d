import { toLocale } from '@ironyard/contract/locale'
import {
  SWEEPSTAKES_RULES_VERSION,
  sweepstakesEntryInputSchema,
  type SweepstakesEntryInput,
} from '@ironyard/contract/forms/sweepstakes'
import { and, eq, sql } from 'drizzle-orm'
import type { AppDeps, Locale, ServerServices } from '../../context'
import { sweepstakesEntries } from '../../db/schema'
import { AppError, parseOrThrow } from '../../lib/errors'
import { enforceRateLimit } from '../../lib/rate-limit'
import { translateValidation } from '../../lib/validation-messages'
import { outcomeFor, type SubscriptionOutcome } from '../mailing-list/consent'
import { requestMailingListSubscription } from '../mailing-list/subscribe-mailing-list'
import { LEAD_RATE_WINDOW_SECONDS } from '../leads/submit-lead'
import { sweepstakesWindow } from './sweepstakes-window'

export interface EnterSweepstakesContext {
  locale: Locale
  ip: string
  /** The signed-in user's address when the sign-in service says it is verified. */
  verifiedEmail?: string | null
}

export interface EnterSweepstakesResult {
  entryId: number
  contest: string
  /** True when this idempotency key had already been accepted (double click, retry). */
  duplicate: boolean
  /** The mailing-list subscription entering asked for (spec §5): confirm by mail, or active. */
  subscription: SubscriptionOutcome
}

type Deps = Pick<AppDeps, 'database' | 'env' | 'now'> & ServerServices

const localeOf = (raw: unknown, fallback: Locale): Locale =>
  toLocale(raw && typeof raw === 'object' ? (raw as { locale?: unknown }).locale : null, fallback)

function alreadyEntered(locale: Locale): AppError {
  return new AppError(
    'VALIDATION',
    { messageKey: 'errors:input.invalid' },
    {
      locale,
      fields: [
        {
          path: 'email',
          key: 'validation.sweepstakesAlreadyEntered',
          message: translateValidation('validation.sweepstakesAlreadyEntered', locale),
        },
      ],
    },
  )
}

async function findByKey(deps: Pick<AppDeps, 'database'>, key: string) {
  const [row] = await deps.database.db
    .select({
      id: sweepstakesEntries.id,
      contest: sweepstakesEntries.contest,
      email: sweepstakesEntries.email,
    })
    .from(sweepstakesEntries)
    .where(eq(sweepstakesEntries.idempotencyKey, key))
  return row
}

function replay(
  existing: NonNullable<Awaited<ReturnType<typeof findByKey>>>,
  input: SweepstakesEntryInput,
  ctx: EnterSweepstakesContext,
  locale: Locale,
): EnterSweepstakesResult {
  if (existing.email.toLowerCase() !== input.email) {
    throw new AppError(
      'CONFLICT',
      { messageKey: 'validation:form.idempotencyConflict' },
      { locale },
    )
  }
  return {
    entryId: existing.id,
    contest: existing.contest,
    duplicate: true,
    subscription: outcomeFor({ ip: ctx.ip, verifiedEmail: ctx.verifiedEmail ?? null }, input.email),
  }
}

/**
 * enterSweepstakes (spec §2-§5): while the contest is open, store one entry per email per
 * contest with the official rules' version agreed to, and subscribe the address to the mailing
 * list (double opt-in, mailing-list/consent.ts) in the same transaction. Outside the window:
 * CONFLICT ("has ended" / "has not opened yet"). The same idempotency key answers the first
 * entry; another entry with the same email is a field error on email.
 */
export async function enterSweepstakes(
  deps: Deps,
  raw: unknown,
  ctx: EnterSweepstakesContext,
): Promise<EnterSweepstakesResult> {
  const locale = localeOf(raw, ctx.locale)
  const window = sweepstakesWindow(deps)
  if (window.status !== 'open') {
    throw new AppError(
      'CONFLICT',
      {
        messageKey:
          window.status === 'ended'
            ? 'validation:form.sweepstakesEnded'
            : 'validation:form.sweepstakesUpcoming',
      },
      { locale },
    )
  }
  const input = parseOrThrow(sweepstakesEntryInputSchema, raw, locale)

  const existing = await findByKey(deps, input.idempotencyKey)
  if (existing) return replay(existing, input, ctx, locale)

  await enforceRateLimit(
    deps.rateLimiter,
    `sweepstakes:ip:${ctx.ip}`,
    deps.env.LEAD_RATE_LIMIT_PER_IP,
    LEAD_RATE_WINDOW_SECONDS,
    { messageKey: 'validation:form.rateLimited' },
    locale,
  )

  const sameEmail = and(
    eq(sweepstakesEntries.contest, window.contest),
    sql`lower(${sweepstakesEntries.email}) = ${input.email}`,
  )
  const [entered] = await deps.database.db
    .select({ id: sweepstakesEntries.id })
    .from(sweepstakesEntries)
    .where(sameEmail)
  if (entered) throw alreadyEntered(locale)

  const now = deps.now()
  const requester = { ip: ctx.ip, verifiedEmail: ctx.verifiedEmail ?? null }
  const result = await deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(sweepstakesEntries)
      .values({
        contest: window.contest,
        firstName: input.firstName,
        lastName: input.lastName,
        company: input.company,
        jobTitle: input.jobTitle,
        email: input.email,
        phone: input.phone,
        worksInIndustry: input.worksInIndustry,
        luckyNumbers: input.luckyNumbers,
        locale,
        idempotencyKey: input.idempotencyKey,
        rulesVersion: SWEEPSTAKES_RULES_VERSION,
        rulesAcceptedAt: now,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: sweepstakesEntries.id })
    if (!row) return null
    const { queued } = await requestMailingListSubscription(
      tx,
      deps.rateLimiter,
      { list: 'newsletter', email: input.email, locale, pageUrl: input.pageUrl ?? null, at: now },
      requester,
    )
    return { id: row.id, queued }
  })

  if (!result) {
    // Lost a race: the same key (a double submit) or the same email (another tab) got in first.
    const again = await findByKey(deps, input.idempotencyKey)
    if (again) return replay(again, input, ctx, locale)
    throw alreadyEntered(locale)
  }
  if (result.queued) deps.jobs.kick()
  return {
    entryId: result.id,
    contest: window.contest,
    duplicate: false,
    subscription: outcomeFor(requester, input.email),
  }
}
