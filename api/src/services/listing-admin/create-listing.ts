import { createListingSchema } from '@ironyard/contract/admin-listing'
import { eq } from 'drizzle-orm'
import { listings, type Listing } from '../../db/schema'
import { AppError, parseOrThrow } from '../../lib/errors'
import type { Locale } from '../../lib/locale'
import { recordAudit, type Actor } from '../audit/record-audit'
import { markSearchIndexStale } from '../search/search-runtime'
import {
  auditView,
  listingCreatedWith,
  nextStockNumber,
  type LifecycleDeps,
} from './listing-lifecycle'
import { houseSellerId, listingFieldError, resolveListingRefs } from './listing-refs'

/**
 * A new listing (issue 14): a draft (never public until published), with a generated stock number
 * (IY100001...) unless the form gives one. The same idempotency key twice (a double submit)
 * answers the first listing. Validated with the contract's schema; unknown category, make or ZIP
 * and a stock number in use are field errors.
 */
export async function createListing(
  deps: LifecycleDeps,
  actor: Actor,
  raw: unknown,
  locale: Locale,
): Promise<Listing> {
  const input = parseOrThrow(createListingSchema, raw, locale)
  const now = deps.now()
  const earlier = await listingCreatedWith(deps.database.db, input.idempotencyKey)
  if (earlier) return earlier
  const created = await deps.database.db.transaction(async (tx) => {
    if (input.stockNumber) {
      const [taken] = await tx
        .select({ id: listings.id })
        .from(listings)
        .where(eq(listings.stockNumber, input.stockNumber))
      if (taken) {
        throw new AppError(
          'VALIDATION',
          { messageKey: 'admin:listing.invalid' },
          { fields: [listingFieldError(locale, 'stockNumber', 'stockNumberTaken')] },
        )
      }
    }
    const refs = await resolveListingRefs(tx, input, locale)
    const stockNumber = input.stockNumber ?? (await nextStockNumber(tx))
    const [row] = await tx
      .insert(listings)
      .values({
        stockNumber,
        status: 'draft',
        year: input.year,
        makeId: refs.makeId,
        modelId: refs.modelId,
        model: input.model,
        categoryId: refs.categoryId,
        equipmentCategorySlug: refs.equipmentCategorySlug,
        taxonomizedSubCategoryId: refs.subcategoryId,
        serialNumber: input.serialNumber,
        hours: input.hours ?? null,
        miles: input.miles ?? null,
        secondaryHours: input.secondaryHours ?? null,
        advertisedPriceCents: input.advertisedPriceCents,
        originalPriceCents: input.originalPriceCents ?? input.advertisedPriceCents,
        floorPriceCents: input.floorPriceCents ?? input.advertisedPriceCents,
        ...refs.location,
        sellerId: await houseSellerId(tx),
        flair: input.flair ?? 'NotSet',
        isPartnerSeller: input.isPartnerSeller ?? false,
        hasWarranty: input.hasWarranty ?? false,
        condition: input.condition ?? null,
        emissionTier: input.emissionTier ?? null,
        agreementType: input.agreementType ?? 2,
        description: input.description,
        descriptionEs: input.descriptionEs,
        fleetAdvisor: input.fleetAdvisor,
        listingCompany: input.listingCompany,
        listingSellerCompany: input.listingSellerCompany,
        creationKey: input.idempotencyKey ?? null,
        listedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: listings.creationKey })
      .returning()
    if (!row) return null
    await recordAudit(tx, {
      actor,
      action: 'listing.create',
      entityType: 'listing',
      entityKey: stockNumber,
      before: null,
      after: { ...auditView(row), make: input.make, model: input.model, year: input.year },
      at: now,
    })
    return row
  })
  if (created) {
    markSearchIndexStale(deps.database)
    return created
  }
  // A concurrent double submit won the race: answer its listing.
  return (await listingCreatedWith(deps.database.db, input.idempotencyKey))!
}
