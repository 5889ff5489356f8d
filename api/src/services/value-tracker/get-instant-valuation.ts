import { trackedMachineInputSchema } from '@ironyard/contract/forms/tracked-machine'
import { eq } from 'drizzle-orm'
import type { AppDeps, Locale, ServerServices } from '../../context'
import { categories, makes } from '../../db/schema'
import { parseOrThrow } from '../../lib/errors'
import { enforceRateLimit } from '../../lib/rate-limit'
import { storedValuation, valueMachine } from '../valuation/value-machine'
import { resolveCatalog } from './save-tracked-machine'
import { machineValuationView, type TrackedMachineView } from './tracked-machine-view'

/**
 * Instant valuations per visitor address per hour. Each one reads a year of comparable sales;
 * unlimited, it would let anyone map the whole sales history of the marketplace.
 */
export const INSTANT_VALUATION_LIMIT_PER_HOUR = 30

export type InstantValuation = Omit<
  TrackedMachineView,
  'id' | 'lastUpdated' | 'createdAt' | 'updatedAt'
> & { valuedAt: Date }

/**
 * /services/valuations (spec §1 "request a free valuation"): the valuation service over
 * comparable sales (issue 37: the listing page's and the value tracker's), for anyone, without
 * saving the machine. Same input and the same answer as a tracked machine: auction and retail
 * value with a confidence, or "not enough data".
 */
export async function getInstantValuation(
  deps: Pick<AppDeps, 'database' | 'now'> & ServerServices,
  raw: unknown,
  ctx: { ip: string; locale: Locale },
): Promise<InstantValuation> {
  const now = deps.now()
  const input = parseOrThrow(trackedMachineInputSchema(now.getUTCFullYear()), raw ?? {}, ctx.locale)
  await enforceRateLimit(
    deps.rateLimiter,
    `instant-valuation:${ctx.ip}`,
    INSTANT_VALUATION_LIMIT_PER_HOUR,
    60 * 60,
    { messageKey: 'validation:form.rateLimited' },
  )
  const { makeId, categoryId } = await resolveCatalog(deps, input, ctx.locale)
  const [[make], [category]] = await Promise.all([
    deps.database.db
      .select({ slug: makes.slug, name: makes.name })
      .from(makes)
      .where(eq(makes.id, makeId)),
    deps.database.db
      .select({ slug: categories.slug, en: categories.singularEn, es: categories.singularEs })
      .from(categories)
      .where(eq(categories.id, categoryId)),
  ])
  const v = storedValuation(
    await valueMachine(
      deps.database,
      {
        year: input.year,
        makeId,
        categoryId,
        model: input.model,
        hours: input.hours ?? null,
        miles: input.miles ?? null,
      },
      now,
    ),
  )
  return {
    year: input.year,
    make,
    model: input.model,
    category: { slug: category.slug, name: ctx.locale === 'es' ? category.es : category.en },
    hours: input.hours ?? null,
    miles: input.miles ?? null,
    valuation: machineValuationView(v, ctx.locale),
    valuedAt: v.valuedAt,
  }
}
