import { z } from 'zod'
import type { AppDeps, Locale, ServerServices } from '../../context'
import { AppError, parseOrThrow } from '../../lib/errors'
import { enforceRateLimit } from '../../lib/rate-limit'
import { msg } from '../../lib/validation-messages'
import { estimateOfferLikelihood, type LikelihoodEstimate } from './estimate-offer-likelihood'
import { getLeadListing } from './get-lead-listing'

const previewSchema = z.object({
  stockNumber: z.string().trim().min(1).max(20),
  offerAmount: z
    .string()
    .transform((s) => s.replace(/[$,\s]/g, ''))
    .pipe(
      z
        .string()
        .min(1, msg('validation.offerAmountRequired'))
        .regex(/^\d+(\.\d{1,2})?$/, msg('validation.offerAmountInvalid')),
    )
    .transform((s) => Math.round(Number(s) * 100))
    .refine((c) => c > 0 && c <= 100_000_000_00, msg('validation.offerAmountInvalid')),
})

/** Previews per IP per minute: bands are coarse, but unlimited probing would map the floor. */
export const PREVIEW_LIMIT_PER_MINUTE = 30

/** The likelihood shown next to the Name Your Price amount, before submitting. */
export async function previewOfferLikelihood(
  deps: Pick<AppDeps, 'database' | 'now'> & ServerServices,
  raw: unknown,
  ctx: { ip: string; locale: Locale },
): Promise<LikelihoodEstimate> {
  const input = parseOrThrow(previewSchema, raw, ctx.locale)
  await enforceRateLimit(
    deps.rateLimiter,
    `offer-preview:${ctx.ip}`,
    PREVIEW_LIMIT_PER_MINUTE,
    60,
    { messageKey: 'validation:form.rateLimited' },
  )
  const listing = await getLeadListing(deps.database, input.stockNumber)
  if (!listing) throw new AppError('NOT_FOUND', { messageKey: 'errors:notFound.listing' })
  return estimateOfferLikelihood(deps.database, listing, input.offerAmount, deps.now())
}
