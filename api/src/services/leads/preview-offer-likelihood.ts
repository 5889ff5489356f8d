import { offerPreviewInputSchema } from '@ironyard/contract/forms/leads'
import type { AppDeps, Locale, ServerServices } from '../../context'
import { AppError, parseOrThrow } from '../../lib/errors'
import { enforceRateLimit } from '../../lib/rate-limit'
import { estimateOfferLikelihood, type LikelihoodEstimate } from './estimate-offer-likelihood'
import { getLeadListing } from './get-lead-listing'

/** Previews per IP per minute: bands are coarse, but unlimited probing would map the floor. */
export const PREVIEW_LIMIT_PER_MINUTE = 30

/** The likelihood shown next to the Name Your Price amount, before submitting. */
export async function previewOfferLikelihood(
  deps: Pick<AppDeps, 'database' | 'now'> & ServerServices,
  raw: unknown,
  ctx: { ip: string; locale: Locale },
): Promise<LikelihoodEstimate> {
  const input = parseOrThrow(offerPreviewInputSchema, raw, ctx.locale)
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
