import { createHash } from 'node:crypto'
import {
  leadInputSchema,
  LISTING_LEAD_TYPES,
  machineCountLeadValueUsd,
  minimumOfferCents,
  type LeadInput,
} from '@ironyard/contract/forms/leads'
import { eq } from 'drizzle-orm'
import type { AppDeps, Locale, ServerServices } from '../../context'
import { leads, type MailingList } from '../../db/schema'
import { AppError, parseOrThrow } from '../../lib/errors'
import { enforceRateLimit } from '../../lib/rate-limit'
import { translateValidation } from '../../lib/validation-messages'
import { checkPrequalifyFit, type FitReason } from '../finance/check-prequalify-fit'
import { outcomeFor, type SubscriptionOutcome } from '../mailing-list/consent'
import { requestMailingListSubscription } from '../mailing-list/subscribe-mailing-list'
import { enqueueOutbox } from '../outbox/outbox'
import { estimateOfferLikelihood, type OfferLikelihood } from './estimate-offer-likelihood'
import { getLeadListing } from './get-lead-listing'
import { cleanParams } from '../analytics/clean-params'
import { withoutMarketingParams } from '@ironyard/contract/analytics-params'
import { contactWindowOf, personaOf } from './lead-persona'

export const LEAD_SUBMITTED_TOPIC = 'lead.submitted'

/** Per IP and per email, per 10 minutes (env overrides for load tests). */
export const LEAD_RATE_WINDOW_SECONDS = 10 * 60

export interface SubmitLeadContext {
  locale: Locale
  ip: string
  userId?: string | null
  /** The signed-in user's address when the sign-in service says it is verified. */
  verifiedEmail?: string | null
  /**
   * The request carries `Sec-GPC: 1` or `DNT: 1`: the lead keeps no marketing parameters (no
   * UTM, no first-visit parameters, none in its page address).
   */
  privacySignal?: boolean
}

export interface SubmitLeadResult {
  leadId: number
  /** True when this idempotency key had already been accepted (double click, retry). */
  duplicate: boolean
  likelihood: OfferLikelihood | null
  contactWindow: ReturnType<typeof contactWindowOf>
  /** Spec §4: a financing pre-qualification the program cannot serve ends in "sorry". */
  outcome: 'received' | 'not_a_fit'
  /** Why it is not a fit (empty otherwise). */
  fitReasons: FitReason[]
  /**
   * The newsletter forms: CHECK_EMAIL (a confirmation link is mailed if the address needs one,
   * the same answer whatever its state) or ACTIVE (a signed-in user's own verified address).
   * Null for the other forms.
   */
  subscription: SubscriptionOutcome | null
}

/** Forms that subscribe the address to a mailing list (spec §6), after it confirms. */
export const isMailingListForm = (type: string): type is MailingList =>
  type === 'newsletter' || type === 'equipment_newsletter'

function subscriptionOf(input: LeadInput, ctx: SubmitLeadContext): SubscriptionOutcome | null {
  if (!isMailingListForm(input.type)) return null
  return outcomeFor({ ip: ctx.ip, verifiedEmail: ctx.verifiedEmail ?? null }, input.email)
}

/** What the form's answer says besides "received": the financing program's fit. */
function outcomeOf(
  input: LeadInput,
): Pick<SubmitLeadResult, 'outcome' | 'fitReasons' | 'contactWindow'> {
  if (input.type !== 'finance_prequalify') {
    return { outcome: 'received', fitReasons: [], contactWindow: contactWindowOf(input.type) }
  }
  const fit = checkPrequalifyFit({ priceCents: input.price, state: input.state, zip: input.zip })
  return fit.fit
    ? { outcome: 'received', fitReasons: [], contactWindow: contactWindowOf(input.type) }
    : { outcome: 'not_a_fit', fitReasons: fit.reasons, contactWindow: 'none' }
}

/** Spec §6: pre-qualifying for financing is one of the things an account unlocks. */
const SIGNED_IN_FORMS = new Set(['finance_prequalify'])

const LISTING_FORMS: ReadonlySet<string> = new Set(LISTING_LEAD_TYPES)
/** Forms that ask to buy need a machine that can still be bought. */
const BUYING_FORMS = new Set(['buy_now', 'name_your_price'])

function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => a.localeCompare(b))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

/** The fields a person typed: the same key must come with the same ones. */
function payloadHash(input: LeadInput): string {
  const {
    idempotencyKey: _k,
    utm: _u,
    firstVisitParams: _f,
    pageUrl: _p,
    queryId: _q,
    locale: _l,
    ...typed
  } = input
  return createHash('sha256').update(stableStringify(typed)).digest('hex')
}

async function findByKey(deps: Pick<AppDeps, 'database'>, key: string) {
  const [row] = await deps.database.db
    .select({
      id: leads.id,
      payloadHash: leads.payloadHash,
      likelihood: leads.likelihood,
      type: leads.type,
    })
    .from(leads)
    .where(eq(leads.idempotencyKey, key))
  return row
}

function replay(
  existing: NonNullable<Awaited<ReturnType<typeof findByKey>>>,
  hash: string,
  input: LeadInput,
  ctx: SubmitLeadContext & { locale: Locale },
): SubmitLeadResult {
  const { locale } = ctx
  if (existing.payloadHash !== hash) {
    throw new AppError(
      'CONFLICT',
      { messageKey: 'validation:form.idempotencyConflict' },
      { locale },
    )
  }
  return {
    leadId: existing.id,
    duplicate: true,
    likelihood: (existing.likelihood as OfferLikelihood | null) ?? null,
    ...outcomeOf(input),
    subscription: subscriptionOf(input, ctx),
  }
}

/** Name Your Price: offers start at half the asking price (issue 37: offers of $1 were sent). */
function refuseLowOffer(
  offerCents: number,
  listing: { advertisedPriceCents: number | null },
  locale: Locale,
): void {
  if (offerCents >= minimumOfferCents(listing.advertisedPriceCents)) return
  const key = 'validation.offerBelowHalfAsking'
  throw new AppError(
    'VALIDATION',
    { messageKey: 'errors:input.invalid' },
    { locale, fields: [{ path: 'offerAmount', key, message: translateValidation(key, locale) }] },
  )
}

/**
 * Accept a form submission: validate (spec §5 messages in the visitor's language), refuse floods,
 * and write the lead with its outbox row in one transaction so the emails cannot be lost.
 * Idempotent: the same idempotency key returns the first answer; with another payload, CONFLICT.
 */
export async function submitLead(
  deps: Pick<AppDeps, 'database' | 'env' | 'now' | 'logger'> & ServerServices,
  raw: unknown,
  ctx: SubmitLeadContext,
): Promise<SubmitLeadResult> {
  const locale =
    raw && typeof raw === 'object' && (raw as { locale?: unknown }).locale === 'es'
      ? 'es'
      : ctx.locale
  const rawType = raw && typeof raw === 'object' ? (raw as { type?: unknown }).type : undefined
  if (typeof rawType === 'string' && SIGNED_IN_FORMS.has(rawType) && !ctx.userId) {
    throw new AppError(
      'UNAUTHENTICATED',
      { messageKey: 'validation:form.signInRequired' },
      { locale },
    )
  }
  const input = parseOrThrow(leadInputSchema, raw, locale)
  const hash = payloadHash(input)

  const existing = await findByKey(deps, input.idempotencyKey)
  if (existing) return replay(existing, hash, input, { ...ctx, locale })

  const limitMessage = { messageKey: 'validation:form.rateLimited' } as const
  await enforceRateLimit(
    deps.rateLimiter,
    `lead:ip:${ctx.ip}`,
    deps.env.LEAD_RATE_LIMIT_PER_IP,
    LEAD_RATE_WINDOW_SECONDS,
    limitMessage,
    locale,
  )
  await enforceRateLimit(
    deps.rateLimiter,
    `lead:email:${input.email}`,
    deps.env.LEAD_RATE_LIMIT_PER_EMAIL,
    LEAD_RATE_WINDOW_SECONDS,
    limitMessage,
    locale,
  )

  const stockNumber = 'stockNumber' in input ? input.stockNumber : undefined
  const listing = stockNumber ? await getLeadListing(deps.database, stockNumber) : undefined
  if (LISTING_FORMS.has(input.type)) {
    if (!listing) throw new AppError('NOT_FOUND', { messageKey: 'errors:notFound.listing' })
    if (
      BUYING_FORMS.has(input.type) &&
      listing.status !== 'available' &&
      listing.status !== 'coming_soon'
    ) {
      throw new AppError('CONFLICT', { messageKey: 'errors:conflict.listingUnavailable' })
    }
  }

  if (input.type === 'name_your_price' && listing)
    refuseLowOffer(input.offerAmount, listing, locale)
  let likelihood: OfferLikelihood | null = null
  if (input.type === 'name_your_price' && listing) {
    likelihood = (
      await estimateOfferLikelihood(deps.database, listing, input.offerAmount, deps.now())
    ).likelihood
  }

  const {
    type,
    email,
    locale: _l,
    utm: sentUtm,
    firstVisitParams: sentFirstVisit,
    pageUrl: sentPageUrl,
    queryId,
    idempotencyKey,
    ...rest
  } = input
  // Marketing context as kept (contract analytics-params.ts): nothing of it under a privacy
  // signal; otherwise no sign-in secrets and no raw email, whatever the browser sent.
  const utm = ctx.privacySignal ? {} : cleanParams(sentUtm)
  const firstVisitParams = ctx.privacySignal ? {} : cleanParams(sentFirstVisit)
  const pageUrl =
    ctx.privacySignal && sentPageUrl ? withoutMarketingParams(sentPageUrl) : sentPageUrl
  const pick = (k: string) =>
    k in rest ? ((rest as Record<string, unknown>)[k] as string | undefined) : undefined
  const known = [
    'firstName',
    'lastName',
    'phone',
    'company',
    'zip',
    'message',
    'offerAmount',
    'stockNumber',
  ]
  const details: Record<string, unknown> = Object.fromEntries(
    Object.entries(rest).filter(([k]) => !known.includes(k)),
  )
  if ('machineCount' in input) {
    // Spec §9: the lead's value by machine count, stored with the lead (issue 16, analytics 4).
    details.leadValueUsd = machineCountLeadValueUsd(input.machineCount)
  }
  const outcome = outcomeOf(input)
  if (type === 'finance_prequalify') {
    details.fit = outcome.outcome === 'not_a_fit' ? 'not_a_fit' : 'fit'
    if (outcome.fitReasons.length) details.fitReasons = outcome.fitReasons.join(', ')
  }

  const inserted = await deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leads)
      .values({
        type,
        persona: personaOf(type),
        listingId: listing?.id ?? null,
        stockNumber: listing?.stockNumber ?? stockNumber ?? null,
        firstName: pick('firstName') ?? null,
        lastName: pick('lastName') ?? null,
        email,
        phone: pick('phone') ?? null,
        company: pick('company') ?? null,
        zip: pick('zip') ?? null,
        message: pick('message') ?? null,
        offerAmountCents: input.type === 'name_your_price' ? input.offerAmount : null,
        likelihood,
        details,
        locale,
        utm,
        firstVisitParams,
        pageUrl: pageUrl ?? null,
        queryId: queryId ?? null,
        userId: ctx.userId ?? null,
        idempotencyKey,
        payloadHash: hash,
      })
      .onConflictDoNothing({ target: leads.idempotencyKey })
      .returning({ id: leads.id })
    if (!row) return null
    await enqueueOutbox(tx, LEAD_SUBMITTED_TOPIC, { leadId: row.id }, `lead:${row.id}`)
    if (isMailingListForm(type)) {
      // The lead stays for sales attribution; the subscription decides what may be mailed. Its
      // confirmation mail replaces the lead confirmation (jobs/handlers/lead-submitted.ts).
      await requestMailingListSubscription(
        tx,
        deps.rateLimiter,
        {
          list: type,
          email,
          locale,
          pageUrl: pageUrl ?? null,
          at: deps.now(),
        },
        { ip: ctx.ip, verifiedEmail: ctx.verifiedEmail ?? null },
      )
    }
    return row
  })

  if (!inserted) {
    // Lost a race with a concurrent submission of the same key.
    const again = await findByKey(deps, input.idempotencyKey)
    if (!again) throw new AppError('INTERNAL', { messageKey: 'errors:internal.leadNotStored' })
    return replay(again, hash, input, { ...ctx, locale })
  }
  deps.jobs.kick()
  return {
    leadId: inserted.id,
    duplicate: false,
    likelihood,
    ...outcome,
    subscription: subscriptionOf(input, ctx),
  }
}
