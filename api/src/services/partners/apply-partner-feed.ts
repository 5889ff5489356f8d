import type { FeedRow, FeedRowReport } from '@ironyard/contract/partner-feed'
import { and, eq } from 'drizzle-orm'
import { auditLog, listings, type Listing } from '../../db/schema'
import { t } from '../../i18n'
import type { Locale } from '../../lib/locale'
import { translateValidation } from '../../lib/validation-messages'
import { auditRow, type Actor } from '../audit/record-audit'
import { applyPriceChange } from '../listing-admin/change-listing-price'
import { auditView, updateListingRow, type LifecycleDeps } from '../listing-admin/listing-lifecycle'
import type { FeedCaller } from './authenticate-partner-key'
import { partnerInventoryValues } from './partner-inventory'

/**
 * Who imports a file: a partner seller, the actor the audit names, and the key used (null: a
 * member's upload on the /partner page, with their session).
 */
export type FeedImporter = Pick<FeedCaller, 'sellerId' | 'sellerName'> & {
  keyPrefix: string | null
  actor: Actor
}

/**
 * New listings are written this many to a transaction (one INSERT each batch). drizzle takes
 * ~0.5 ms of CPU per row to build an INSERT: 500 rows held the event loop for 200-300 ms.
 */
const BATCH = 50
/** Updates are written this many to a transaction. */
const UPDATE_BATCH = 200

/** The listing columns a feed row sets (the rest are the marketplace's or the console's). */
export type FeedValues = Pick<
  typeof listings.$inferInsert,
  | 'year'
  | 'makeId'
  | 'modelId'
  | 'model'
  | 'categoryId'
  | 'equipmentCategorySlug'
  | 'serialNumber'
  | 'hours'
  | 'miles'
  | 'condition'
  | 'description'
  | 'descriptionEs'
  | 'listingCompany'
  | 'isPartnerSeller'
  | 'lat'
  | 'lng'
  | 'address'
  | 'placeId'
  | 'shortAddress'
  | 'city'
  | 'state'
  | 'zip'
>
/** The columns that decide whether a listing changed (with the price and its status). */
export const COMPARED = [
  'year',
  'makeId',
  'modelId',
  'model',
  'categoryId',
  'serialNumber',
  'hours',
  'miles',
  'condition',
  'description',
  'descriptionEs',
  'listingCompany',
  'isPartnerSeller',
  'zip',
] as const

/** What the file is compared with: the listing its stock number already names. */
export type FeedExisting = Pick<
  Listing,
  | 'id'
  | 'stockNumber'
  | 'sellerId'
  | 'status'
  | 'advertisedPriceCents'
  | 'floorPriceCents'
  | (typeof COMPARED)[number]
>

/**
 * Issue 36, defect 5: a row that cuts a machine's price below its floor is refused (its price
 * cell) unless it lowers the floor too (floor_price_usd, at most the price: the contract's row
 * rule). Null when the row may be written.
 */
export function feedFloorError(
  row: Pick<FeedRow, 'price_usd' | 'floor_price_usd'>,
  listing: Pick<Listing, 'floorPriceCents'>,
  locale: Locale,
): FeedRowReport['errors'] | null {
  if (row.floor_price_usd !== null || row.price_usd >= listing.floorPriceCents) return null
  return [
    { field: 'price_usd', message: translateValidation('validation.priceBelowFloor', locale) },
  ]
}

/** Whether a row would change a known machine's floor (an empty floor cell keeps it). */
export const feedFloorChanges = (
  row: Pick<FeedRow, 'floor_price_usd'>,
  listing: Pick<Listing, 'floorPriceCents'>,
): boolean => row.floor_price_usd !== null && row.floor_price_usd !== listing.floorPriceCents

/** A good row of the file with the listing values it sets. */
export interface GoodRow {
  line: number
  row: FeedRow
  values: FeedValues
}

/** What the writes share: who writes, when, and where refused rows and written ids go. */
export interface FeedWrite {
  deps: LifecycleDeps
  caller: FeedImporter
  /** How the file came, as the audit says it: with an API key, or uploaded by a member. */
  via: 'partner feed' | 'partner upload'
  now: Date
  locale: Locale
  fail: (line: number, stockNumber: string | null, errors: FeedRowReport['errors']) => void
  /** Every listing written, rated against the market once the import is done. */
  written: number[]
}

const taken = (w: FeedWrite, g: GoodRow) =>
  w.fail(g.line, g.row.stock_number, [
    { field: 'stock_number', message: t(w.locale, 'partner-feed:row.stockNumberTaken') },
  ])

/**
 * Create the new listings, BATCH to a transaction (one INSERT and its audit entries), two
 * batches at a time: the database works on one while this process builds the next. A stock
 * number taken meanwhile by another seller's listing (a concurrent write) is a row error.
 * Answers how many were created.
 */
export async function createFeedListings(w: FeedWrite, toCreate: GoodRow[]): Promise<number> {
  const { deps, caller, now } = w
  let created = 0
  const batches: GoodRow[][] = []
  for (let i = 0; i < toCreate.length; i += BATCH) batches.push(toCreate.slice(i, i + BATCH))
  const writeBatch = async (batch: GoodRow[]) => {
    const inserted = await deps.database.db.transaction(async (tx) => {
      const rows = await tx
        .insert(listings)
        .values(
          batch.map((g) => ({
            ...g.values,
            stockNumber: g.row.stock_number,
            status: 'available' as const,
            advertisedPriceCents: g.row.price_usd,
            originalPriceCents: g.row.price_usd,
            floorPriceCents: g.row.floor_price_usd ?? g.row.price_usd,
            sellerId: caller.sellerId,
            ...partnerInventoryValues(caller.sellerName),
            listedAt: now,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .onConflictDoNothing({ target: listings.stockNumber })
        .returning({
          id: listings.id,
          stockNumber: listings.stockNumber,
          status: listings.status,
          advertisedPriceCents: listings.advertisedPriceCents,
          flair: listings.flair,
          soldAt: listings.soldAt,
        })
      if (rows.length) {
        await tx.insert(auditLog).values(
          rows.map((row) =>
            auditRow({
              actor: caller.actor,
              action: 'listing.create',
              entityType: 'listing',
              entityKey: row.stockNumber,
              before: null,
              after: { ...auditView(row as Listing), via: w.via, key: caller.keyPrefix },
              at: now,
            }),
          ),
        )
      }
      return rows
    })
    created += inserted.length
    for (const r of inserted) w.written.push(r.id)
    const got = new Set(inserted.map((r) => r.stockNumber))
    for (const g of batch) if (!got.has(g.row.stock_number)) taken(w, g)
  }
  await Promise.all(
    Array.from({ length: Math.min(2, batches.length) }, async () => {
      for (let next = batches.shift(); next; next = batches.shift()) await writeBatch(next)
    }),
  )
  return created
}

/**
 * Update the listings whose cells changed, UPDATE_BATCH to a transaction. A price change has
 * changeListingPrice's effects (applyPriceChange, in this transaction: the price history, the
 * flair rule, the favoriters' mail) and its audit entry; a withdrawn listing is put back on sale.
 * Answers how many were updated.
 */
export async function updateFeedListings(
  w: FeedWrite,
  toUpdate: Array<GoodRow & { listing: FeedExisting }>,
): Promise<number> {
  const { deps, caller, now } = w
  let updated = 0
  for (let i = 0; i < toUpdate.length; i += UPDATE_BATCH) {
    const batch = toUpdate.slice(i, i + UPDATE_BATCH)
    await deps.database.db.transaction(async (tx) => {
      const audits: Array<typeof auditLog.$inferInsert> = []
      const entry = (
        action: 'listing.update' | 'listing.restore' | 'listing.changePrice',
        stockNumber: string,
        before: Record<string, unknown>,
        after: Record<string, unknown>,
      ) =>
        audits.push(
          auditRow({
            actor: caller.actor,
            action,
            entityType: 'listing',
            entityKey: stockNumber,
            before,
            after: { ...after, via: w.via, key: caller.keyPrefix },
            at: now,
          }),
        )
      for (const u of batch) {
        const [locked] = await tx
          .select()
          .from(listings)
          .where(and(eq(listings.id, u.listing.id), eq(listings.sellerId, caller.sellerId)))
          .for('update')
        if (!locked || locked.status === 'sold' || locked.status === 'removed') {
          // Sold or withdrawn by staff since the file was read.
          w.fail(u.line, u.row.stock_number, [
            { field: 'stock_number', message: t(w.locale, 'partner-feed:row.sold') },
          ])
          continue
        }
        const belowFloor = feedFloorError(u.row, locked, w.locale)
        if (belowFloor) {
          // The floor was raised since the file was read.
          w.fail(u.line, u.row.stock_number, belowFloor)
          continue
        }
        const price = u.row.price_usd
        const restored = locked.status === 'no_longer_available'
        const values = {
          ...u.values,
          ...(u.row.floor_price_usd !== null ? { floorPriceCents: u.row.floor_price_usd } : {}),
          ...(restored ? { status: 'available' as const } : {}),
        }
        const priced =
          price === locked.advertisedPriceCents
            ? null
            : await applyPriceChange(tx, locked, price, now, values)
        const row = priced ? priced.listing : await updateListingRow(tx, locked.id, values, now)
        const pick = (l: Listing) =>
          Object.fromEntries(COMPARED.map((k) => [k, (l as Record<string, unknown>)[k] ?? null]))
        entry('listing.update', row.stockNumber, pick(locked), pick(row))
        if (restored) entry('listing.restore', row.stockNumber, auditView(locked), auditView(row))
        if (priced) {
          entry('listing.changePrice', row.stockNumber, auditView(locked), {
            ...auditView(row),
            favoritersMailed: priced.favoritersMailed,
          })
        }
        w.written.push(row.id)
        updated++
      }
      if (audits.length) await tx.insert(auditLog).values(audits)
    })
  }
  return updated
}
