import { updateListingSchema } from '@ironyard/contract/admin-listing'
import { eq, sql } from 'drizzle-orm'
import { listings, type Listing } from '../../db/schema'
import { AppError, parseOrThrow } from '../../lib/errors'
import type { Locale } from '../../lib/locale'
import type { AuditValues } from '@ironyard/contract/audit'
import { recordAudit } from '../audit/record-audit'
import { refuseStaffOnlyFields, type ListingActor } from './listing-scope'
import { rateAfterWrite } from '../listing-insights/rate-after-write'
import { markSearchIndexStale } from '../search/search-runtime'
import { lockListing, stockNumberSchema, type LifecycleDeps } from './listing-lifecycle'
import { resolveListingRefs } from './listing-refs'
import { refuseFloorAbovePrice } from './listing-floor'

type Refs = Partial<Record<'categorySlug' | 'subcategorySlug' | 'make' | 'zip', string | null>>

/**
 * What an audit entry keeps of an edit: the fields the form sent, before and after, with the
 * category, subcategory and make by slug or name rather than the ids they resolve to (issue 36:
 * what staff read back).
 */
function changed(before: Listing, after: Listing, keys: string[], refs: [Refs, Refs] | null) {
  const pick = (l: Listing) =>
    Object.fromEntries(keys.map((k) => [k, (l as unknown as Record<string, unknown>)[k] ?? null]))
  const [was, now] = refs ?? [{}, {}]
  const moved = (Object.keys(now) as Array<keyof Refs>).filter((k) => was[k] !== now[k])
  const side = (l: Listing, r: Refs): AuditValues<'listing.update'> => ({
    ...pick(l),
    ...Object.fromEntries(moved.map((k) => [k, r[k] ?? null])),
  })
  return { before: side(before, was), after: side(after, now) }
}

/**
 * Edit a listing's fields (issue 14): only the fields sent change; category, make, model and ZIP
 * are resolved again when one of them is sent. The advertised price changes through
 * changeListingPrice (its effects: history, flair, mail), not here.
 */
export async function updateListing(
  deps: LifecycleDeps,
  actor: ListingActor,
  input: { stockNumber: unknown; input: unknown },
  locale: Locale,
): Promise<Listing> {
  const stockNumber = parseOrThrow(stockNumberSchema, input.stockNumber, locale)
  refuseStaffOnlyFields(actor.scope, input.input, locale)
  const values = parseOrThrow(updateListingSchema, input.input ?? {}, locale)
  const now = deps.now()
  const out = await deps.database.db.transaction(async (tx) => {
    const listing = await lockListing(tx, stockNumber, actor.scope)
    // The floor may not exceed the price (issue 36, defect 5); the price has its own step.
    refuseFloorAbovePrice(values.floorPriceCents, listing.advertisedPriceCents, locale)
    const { categorySlug, subcategorySlug, make, zip, advertisedPriceCents, ...plain } = values
    const set: Partial<typeof listings.$inferInsert> = {}
    for (const [k, v] of Object.entries(plain)) {
      if (v !== undefined) (set as Record<string, unknown>)[k] = v
    }
    const sent = Object.keys(set)
    let refs: [Refs, Refs] | null = null
    if (
      advertisedPriceCents !== undefined &&
      advertisedPriceCents !== listing.advertisedPriceCents
    ) {
      throw new AppError('CONFLICT', { messageKey: 'admin:listing.priceThroughLifecycle' })
    }
    if (categorySlug || subcategorySlug !== undefined || make || zip || values.model) {
      const [current] = await tx
        .execute<{ category: string; sub: string | null; make: string }>(
          sql`
        SELECT c.slug AS category, s.slug AS sub, m.name AS make
        FROM listings l JOIN categories c ON c.id = l.category_id JOIN makes m ON m.id = l.make_id
        LEFT JOIN subcategories s ON s.id = l.taxonomized_sub_category_id
        WHERE l.id = ${listing.id}`,
        )
        .then(
          (r) =>
            (
              r as {
                rows: Array<{ category: string; sub: string | null; make: string }>
              }
            ).rows,
        )
      const resolved = await resolveListingRefs(
        tx,
        {
          categorySlug: categorySlug ?? current.category,
          subcategorySlug: subcategorySlug === undefined ? current.sub : subcategorySlug,
          make: make ?? current.make,
          model: values.model ?? listing.model,
          zip: zip ?? listing.zip,
        },
        locale,
      )
      refs = [
        {
          categorySlug: current.category,
          subcategorySlug: current.sub,
          make: current.make,
          zip: listing.zip,
        },
        {
          categorySlug: categorySlug ?? current.category,
          subcategorySlug: subcategorySlug === undefined ? current.sub : subcategorySlug,
          make: make ?? current.make,
          zip: zip ?? listing.zip,
        },
      ]
      Object.assign(set, {
        categoryId: resolved.categoryId,
        equipmentCategorySlug: resolved.equipmentCategorySlug,
        taxonomizedSubCategoryId: resolved.subcategoryId,
        makeId: resolved.makeId,
        modelId: resolved.modelId,
        ...(zip ? resolved.location : {}),
      })
    }
    if (!Object.keys(set).length) return listing
    const [row] = await tx
      .update(listings)
      .set({ ...set, updatedAt: now })
      .where(eq(listings.id, listing.id))
      .returning()
    const diff = changed(listing, row, sent, refs)
    await recordAudit(tx, {
      actor,
      action: 'listing.update',
      entityType: 'listing',
      entityKey: stockNumber,
      ...diff,
      at: now,
    })
    return row
  })
  await rateAfterWrite(deps, [out.id])
  markSearchIndexStale(deps.database)
  return out
}
