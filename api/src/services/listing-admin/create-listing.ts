import { createListingSchema } from '@ironyard/contract/admin-listing'
import { eq } from 'drizzle-orm'
import { listings, type Listing } from '../../db/schema'
import { AppError, parseOrThrow } from '../../lib/errors'
import type { Locale } from '../../lib/locale'
import { recordAudit } from '../audit/record-audit'
import { rateAfterWrite } from '../listing-insights/rate-after-write'
import { fillSpanishDescriptions } from '../listings/listing-description'
import { markSearchIndexStale } from '../search/search-runtime'
import {
  auditView,
  listingCreatedWith,
  nextStockNumber,
  type LifecycleDeps,
} from './listing-lifecycle'
import { partnerInventoryValues, partnerSellerName } from '../partners/partner-inventory'
import { houseSellerId, listingFieldError, resolveListingRefs } from './listing-refs'
import { refuseStaffOnlyFields, scopeIncludes, type ListingActor } from './listing-scope'

/**
 * A new listing (issue 14): a draft (never public until published), with a generated stock number
 * (IY100001...) unless the form gives one. The same idempotency key twice (a double submit)
 * answers the first listing. Validated with the contract's schema; unknown category, make or ZIP
 * and a stock number in use are field errors.
 */
export async function createListing(
  deps: LifecycleDeps,
  actor: ListingActor,
  raw: unknown,
  locale: Locale,
): Promise<Listing> {
  const { scope } = actor
  refuseStaffOnlyFields(scope, raw, locale)
  const input = parseOrThrow(createListingSchema, raw, locale)
  const now = deps.now()
  // A key is the form's own: another seller's listing never answers a partner's submit.
  const inScope = (l: Listing) => {
    if (scopeIncludes(scope, l.sellerId)) return l
    throw new AppError('CONFLICT', { messageKey: 'admin:listing.keyUsed' })
  }
  const earlier = await listingCreatedWith(deps.database.db, input.idempotencyKey)
  if (earlier) return inScope(earlier)
  const created = await deps.database.db.transaction(async (tx) => {
    // A partner member writes their partner's inventory (its flair, name, no guarantee).
    let seller: { sellerId: number } & Partial<typeof listings.$inferInsert>
    if (scope.kind === 'seller') {
      const name = await partnerSellerName(tx, scope.sellerId)
      if (name === null) throw new AppError('FORBIDDEN', { messageKey: 'errors:auth.forbidden' })
      seller = { sellerId: scope.sellerId, ...partnerInventoryValues(name) }
    } else {
      seller = {
        sellerId: await houseSellerId(tx),
        flair: input.flair ?? 'NotSet',
        isPartnerSeller: input.isPartnerSeller ?? false,
        hasWarranty: input.hasWarranty ?? false,
        agreementType: input.agreementType ?? 2,
        fleetAdvisor: input.fleetAdvisor,
        listingCompany: input.listingCompany,
        listingSellerCompany: input.listingSellerCompany,
      }
    }
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
        ...seller,
        condition: input.condition ?? null,
        emissionTier: input.emissionTier ?? null,
        description: input.description,
        descriptionEs: input.descriptionEs,
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
    await rateAfterWrite(deps, [created.id])
    if (created.descriptionEs === null) {
      // Every listing has a Spanish description (issue 16, defect 7): from its facts, until staff
      // write their own in the console.
      await fillSpanishDescriptions(deps.database, { ids: [created.id] })
      const [filled] = await deps.database.db
        .select()
        .from(listings)
        .where(eq(listings.id, created.id))
      markSearchIndexStale(deps.database)
      return filled ?? created
    }
    markSearchIndexStale(deps.database)
    return created
  }
  // A concurrent double submit won the race: answer its listing.
  return inScope((await listingCreatedWith(deps.database.db, input.idempotencyKey))!)
}
