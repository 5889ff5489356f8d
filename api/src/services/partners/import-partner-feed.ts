import {
  FEED_COLUMNS,
  FEED_MAX_ROWS,
  FEED_REQUIRED_COLUMNS,
  feedRowSchema,
  type FeedImportResult,
  type FeedRow,
  type FeedRowReport,
} from '@ironyard/contract/partner-feed'
import { and, eq, inArray } from 'drizzle-orm'
import { auditLog, listings, type Listing } from '../../db/schema'
import { t } from '../../i18n'
import { CsvSyntaxError, parseCsv } from '../../lib/csv-parse'
import { AppError, fromZodError, type FieldError } from '../../lib/errors'
import type { Locale } from '../../lib/locale'
import type { Actor } from '../audit/record-audit'
import {
  auditView,
  updateListingRow,
  type LifecycleDeps,
  type Tx,
} from '../listing-admin/listing-lifecycle'
import { resolveListingRefs, type ListingRefs } from '../listing-admin/listing-refs'
import { applyPriceChange } from '../listing-admin/change-listing-price'
import { removeListing } from '../listing-admin/remove-listing'
import { markSearchIndexStale } from '../search/search-runtime'
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

/** New listings are written this many to a transaction (one INSERT each batch). */
const BATCH = 500
/** Updates are written this many to a transaction. */
const UPDATE_BATCH = 200

/** Where a refused listing-form field shows in a feed report: its CSV column. */
const COLUMN_OF: Record<string, string> = {
  categorySlug: 'category',
  subcategorySlug: 'category',
  make: 'make',
  model: 'model',
  zip: 'zip',
  stockNumber: 'stock_number',
}

/** The listing columns a feed row sets (the rest are the marketplace's or the console's). */
type FeedValues = Pick<
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
const COMPARED = [
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

function feedValues(row: FeedRow, refs: ListingRefs, sellerName: string): FeedValues {
  const { listingCompany, isPartnerSeller } = partnerInventoryValues(sellerName)
  return {
    year: row.year,
    makeId: refs.makeId,
    modelId: refs.modelId,
    model: row.model,
    categoryId: refs.categoryId,
    equipmentCategorySlug: refs.equipmentCategorySlug,
    serialNumber: row.serial_number,
    hours: row.hours,
    miles: row.miles,
    condition: row.condition,
    description: row.description,
    descriptionEs: row.description_es,
    listingCompany,
    isPartnerSeller,
    ...refs.location,
  }
}

interface GoodRow {
  line: number
  row: FeedRow
  values: FeedValues
}

/**
 * Import a partner's inventory file (issue 15 point 4). Each row is a machine of the partner,
 * keyed by its stock number: a new one is created and published at once (status available, the
 * PartnerSeller flair, the partner's name, never the buyer guarantee); an existing one of the
 * partner is updated when a cell changed (a price change has changeListingPrice's effects: price
 * history, PriceReduced, favoriters' mail) and counted unchanged otherwise, so the same file twice
 * writes nothing. A withdrawn machine in the file is put back on sale. Rows with errors are
 * reported (line, stock number, errors per column in the caller's language) and not written; the
 * good ones are. `replace` also withdraws (like removeListing, reason "feed replace") the partner's
 * listings on sale that the file does not name. `dryRun` answers the same report without writing.
 */
export async function importPartnerFeed(
  deps: LifecycleDeps,
  caller: FeedImporter,
  input: { csv: string; dryRun: boolean; mode: 'upsert' | 'replace' },
  locale: Locale,
): Promise<FeedImportResult> {
  /** How the file came, as the audit says it: with an API key, or uploaded by a member. */
  const via = caller.keyPrefix ? 'partner feed' : 'partner upload'
  let records
  try {
    records = parseCsv(input.csv)
  } catch (e) {
    if (!(e instanceof CsvSyntaxError)) throw e
    throw new AppError('VALIDATION', {
      messageKey: 'partner-feed:feed.syntax',
      vars: { line: e.line },
    })
  }
  if (records.length < 2)
    throw new AppError('VALIDATION', { messageKey: 'partner-feed:feed.empty' })
  if (records.length - 1 > FEED_MAX_ROWS) {
    throw new AppError('PAYLOAD_TOO_LARGE', {
      messageKey: 'partner-feed:feed.tooManyRows',
      vars: { rows: records.length - 1, max: FEED_MAX_ROWS },
    })
  }
  const header = records[0].cells.map((c) => c.trim().toLowerCase())
  const missing = FEED_REQUIRED_COLUMNS.filter((c) => !header.includes(c))
  if (missing.length) {
    throw new AppError('VALIDATION', {
      messageKey: 'partner-feed:feed.missingColumns',
      vars: { columns: missing.join(', ') },
    })
  }
  const schema = feedRowSchema(deps.now())
  const reports: FeedRowReport[] = []
  const fail = (line: number, stockNumber: string | null, errors: FeedRowReport['errors']) =>
    reports.push({ row: line, stockNumber, errors })
  /** Every stock number the file names (valid or not): replace mode keeps them all. */
  const named = new Set<string>()
  const firstLine = new Map<string, number>()
  const parsed: Array<{ line: number; row: FeedRow }> = []
  for (const record of records.slice(1)) {
    const cells: Record<string, string> = {}
    FEED_COLUMNS.forEach((c) => {
      const at = header.indexOf(c)
      cells[c] = at >= 0 ? (record.cells[at] ?? '') : ''
    })
    const rawStock = cells.stock_number.trim().toUpperCase() || null
    if (rawStock) named.add(rawStock)
    const errors: FeedRowReport['errors'] = []
    if (record.cells.length > header.length && record.cells.slice(header.length).some((c) => c)) {
      errors.push({ field: '(row)', message: t(locale, 'partner-feed:row.tooManyCells') })
    }
    const result = schema.safeParse(cells)
    if (!result.success) {
      for (const f of fromZodError(result.error, undefined, locale).fields ?? []) {
        errors.push({ field: f.path, message: f.message })
      }
    }
    if (rawStock && firstLine.has(rawStock)) {
      errors.push({
        field: 'stock_number',
        message: t(locale, 'partner-feed:row.duplicate', { line: firstLine.get(rawStock)! }),
      })
    } else if (rawStock) firstLine.set(rawStock, record.line)
    if (errors.length || !result.success) fail(record.line, rawStock, errors)
    else parsed.push({ line: record.line, row: result.data })
  }

  // Category, make, model and ZIP: each distinct combination is looked up once.
  const refsCache = new Map<string, Promise<ListingRefs | FieldError[]>>()
  const db = deps.database.db as unknown as Tx
  const refsKey = (row: FeedRow) =>
    [row.category.toLowerCase(), row.make.toLowerCase(), row.model.toLowerCase(), row.zip].join(
      '\u0000',
    )
  const refsOf = (row: FeedRow) => {
    const k = refsKey(row)
    let found = refsCache.get(k)
    if (!found) {
      found = resolveListingRefs(
        db,
        { categorySlug: row.category, make: row.make, model: row.model, zip: row.zip },
        locale,
      ).catch((e: unknown) => {
        if (e instanceof AppError && e.fields) return e.fields
        throw e
      })
      refsCache.set(k, found)
    }
    return found
  }
  // Distinct combinations resolve a few at a time (the pool has more than one connection).
  const pending = [...new Map(parsed.map((p) => [refsKey(p.row), p.row])).values()]
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let next = pending.pop(); next; next = pending.pop()) await refsOf(next)
    }),
  )
  const good: GoodRow[] = []
  for (const p of parsed) {
    const refs = await refsOf(p.row)
    if (Array.isArray(refs)) {
      fail(
        p.line,
        p.row.stock_number,
        refs.map((f) => ({ field: COLUMN_OF[f.path] ?? f.path, message: f.message })),
      )
    } else good.push({ ...p, values: feedValues(p.row, refs, caller.sellerName) })
  }

  // The listings the file's stock numbers already name.
  const existing = new Map<string, Listing>()
  const stockNumbers = good.map((g) => g.row.stock_number)
  for (let i = 0; i < stockNumbers.length; i += 1000) {
    const rows = await deps.database.db
      .select()
      .from(listings)
      .where(inArray(listings.stockNumber, stockNumbers.slice(i, i + 1000)))
    for (const l of rows) existing.set(l.stockNumber, l)
  }
  const toCreate: GoodRow[] = []
  const toUpdate: Array<GoodRow & { listing: Listing }> = []
  let unchanged = 0
  for (const g of good) {
    const listing = existing.get(g.row.stock_number)
    if (!listing) {
      toCreate.push(g)
      continue
    }
    if (listing.sellerId !== caller.sellerId) {
      fail(g.line, g.row.stock_number, [
        { field: 'stock_number', message: t(locale, 'partner-feed:row.stockNumberTaken') },
      ])
      continue
    }
    if (listing.status === 'sold' || listing.status === 'removed') {
      fail(g.line, g.row.stock_number, [
        { field: 'stock_number', message: t(locale, 'partner-feed:row.sold') },
      ])
      continue
    }
    const same =
      COMPARED.every((k) => (listing[k] ?? null) === (g.values[k] ?? null)) &&
      listing.advertisedPriceCents === g.row.price_usd &&
      listing.status !== 'no_longer_available'
    if (same) unchanged++
    else toUpdate.push({ ...g, listing })
  }

  // Replace mode: the partner's listings on sale that the file does not name.
  let removed: string[] = []
  if (input.mode === 'replace') {
    const onSale = await deps.database.db
      .select({ stockNumber: listings.stockNumber })
      .from(listings)
      .where(
        and(
          eq(listings.sellerId, caller.sellerId),
          inArray(listings.status, ['available', 'coming_soon']),
        ),
      )
    removed = onSale
      .map((l) => l.stockNumber)
      .filter((s) => !named.has(s))
      .sort()
  }

  const answer = (created: number, updated: number): FeedImportResult => ({
    dryRun: input.dryRun,
    created,
    updated,
    unchanged,
    failed: reports.length,
    removed,
    rows: reports.sort((a, b) => a.row - b.row),
  })
  if (input.dryRun) return answer(toCreate.length, toUpdate.length)

  const now = deps.now()
  let created = 0
  // Two batches at a time: the database works on one while this process builds the next.
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
            floorPriceCents: g.row.price_usd,
            sellerId: caller.sellerId,
            ...partnerInventoryValues(caller.sellerName),
            listedAt: now,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .onConflictDoNothing({ target: listings.stockNumber })
        .returning({
          stockNumber: listings.stockNumber,
          status: listings.status,
          advertisedPriceCents: listings.advertisedPriceCents,
          flair: listings.flair,
          soldAt: listings.soldAt,
        })
      if (rows.length) {
        await tx.insert(auditLog).values(
          rows.map((row) => ({
            actorId: caller.actor.id,
            actorEmail: caller.actor.email,
            action: 'listing.create',
            entityType: 'listing',
            entityKey: row.stockNumber,
            before: null,
            after: { ...auditView(row as Listing), via, key: caller.keyPrefix },
            createdAt: now,
          })),
        )
      }
      return rows
    })
    created += inserted.length
    // Taken meanwhile by another seller's listing (a concurrent write): a row error.
    const got = new Set(inserted.map((r) => r.stockNumber))
    for (const g of batch) {
      if (!got.has(g.row.stock_number)) {
        fail(g.line, g.row.stock_number, [
          { field: 'stock_number', message: t(locale, 'partner-feed:row.stockNumberTaken') },
        ])
      }
    }
  }
  await Promise.all(
    Array.from({ length: Math.min(2, batches.length) }, async () => {
      for (let next = batches.shift(); next; next = batches.shift()) await writeBatch(next)
    }),
  )

  // Updates, UPDATE_BATCH to a transaction. A price change has changeListingPrice's effects
  // (applyPriceChange, in this transaction: the price history, the flair rule, the favoriters'
  // mail) and its audit entry.
  let updated = 0
  for (let i = 0; i < toUpdate.length; i += UPDATE_BATCH) {
    const batch = toUpdate.slice(i, i + UPDATE_BATCH)
    await deps.database.db.transaction(async (tx) => {
      const audits: Array<typeof auditLog.$inferInsert> = []
      const entry = (
        action: string,
        stockNumber: string,
        before: Record<string, unknown>,
        after: Record<string, unknown>,
      ) =>
        audits.push({
          actorId: caller.actor.id,
          actorEmail: caller.actor.email,
          action,
          entityType: 'listing',
          entityKey: stockNumber,
          before,
          after: { ...after, via, key: caller.keyPrefix },
          createdAt: now,
        })
      for (const u of batch) {
        const [locked] = await tx
          .select()
          .from(listings)
          .where(and(eq(listings.id, u.listing.id), eq(listings.sellerId, caller.sellerId)))
          .for('update')
        if (!locked || locked.status === 'sold' || locked.status === 'removed') {
          // Sold or withdrawn by staff since the file was read.
          fail(u.line, u.row.stock_number, [
            { field: 'stock_number', message: t(locale, 'partner-feed:row.sold') },
          ])
          continue
        }
        const price = u.row.price_usd
        const restored = locked.status === 'no_longer_available'
        const values = { ...u.values, ...(restored ? { status: 'available' as const } : {}) }
        // A price change has changeListingPrice's effects (the one rule: applyPriceChange).
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
        updated++
      }
      if (audits.length) await tx.insert(auditLog).values(audits)
    })
  }

  const reason = t('en', 'partner-feed:feed.replaceReason')
  for (const stockNumber of removed) {
    await removeListing(
      deps,
      { ...caller.actor, scope: { kind: 'seller', sellerId: caller.sellerId } },
      { stockNumber, reason },
      locale,
    )
  }
  await deps.database.db.insert(auditLog).values({
    actorId: caller.actor.id,
    actorEmail: caller.actor.email,
    action: 'partner.feed.import',
    entityType: 'seller',
    entityKey: String(caller.sellerId),
    before: null,
    after: {
      key: caller.keyPrefix,
      via,
      mode: input.mode,
      created,
      updated,
      unchanged,
      failed: reports.length,
      removed: removed.length,
    },
    createdAt: now,
  })
  markSearchIndexStale(deps.database)
  deps.jobs?.kick()
  return answer(created, updated)
}
