import type {
  FeedImportResult,
  FeedRow,
  FeedRowChange,
  FeedRowReport,
  FeedUnknownMake,
} from '@ironyard/contract/partner-feed'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { listings } from '../../db/schema'
import { t } from '../../i18n'
import type { CsvSource } from '../../lib/csv-parse'
import type { Locale } from '../../lib/locale'
import { eventLoopPacer } from '../../lib/pacer'
import { recordAudit } from '../audit/record-audit'
import type { ListingRefs } from '../listing-admin/listing-refs'
import type { LifecycleDeps } from '../listing-admin/listing-lifecycle'
import { removeListing } from '../listing-admin/remove-listing'
import { rateAfterWrite } from '../listing-insights/rate-after-write'
import { markSearchIndexStale } from '../search/search-runtime'
import {
  COMPARED,
  createFeedListings,
  feedFloorError,
  updateFeedListings,
  type FeedExisting,
  type FeedImporter,
  type FeedValues,
  type FeedWrite,
  type GoodRow,
} from './apply-partner-feed'
import { changedColumns } from './feed-changes'
import { resolveFeedRefs } from './feed-refs'
import { partnerInventoryValues } from './partner-inventory'
import { readPartnerFeed } from './read-partner-feed'

export type { FeedImporter } from './apply-partner-feed'

/** Where a refused listing-form field shows in a feed report: its CSV column. */
const COLUMN_OF: Record<string, string> = {
  categorySlug: 'category',
  subcategorySlug: 'category',
  make: 'make',
  model: 'model',
  zip: 'zip',
  stockNumber: 'stock_number',
}

/** Stock numbers looked up per query (a result is mapped to objects in one go). */
const LOOKUP_CHUNK = 500
/** The columns a file's row is compared with. */
const EXISTING = {
  id: listings.id,
  stockNumber: listings.stockNumber,
  sellerId: listings.sellerId,
  status: listings.status,
  advertisedPriceCents: listings.advertisedPriceCents,
  floorPriceCents: listings.floorPriceCents,
  ...Object.fromEntries(COMPARED.map((k) => [k, listings[k]])),
} as { [K in keyof FeedExisting]: (typeof listings)[K] }
/** Written listings rated per call. */
const RATE_CHUNK = 1000

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

/**
 * Import a partner's inventory file (issue 15 point 4), read as it arrives (`file`: the request
 * body's chunks; see readPartnerFeed for what refuses it whole). Each row is a machine of the
 * partner, keyed by its stock number: a new one is created and published at once (status
 * available, the PartnerSeller flair, the partner's name, never the buyer guarantee); an existing
 * one of the partner is updated when a cell changed (a price change has changeListingPrice's
 * effects: price history, PriceReduced, favoriters' mail) and counted unchanged otherwise, so the
 * same file twice writes nothing. A withdrawn machine in the file is put back on sale. Rows with
 * errors are reported (line, stock number, errors per column in the caller's language) and not
 * written; the good ones are. `replace` also withdraws (like removeListing, reason "feed replace")
 * the partner's listings on sale that the file does not name. `dryRun` answers the same report
 * without writing, with its plan: what each good row would do (create, update and the columns it
 * changes, unchanged) and the listings a replace would withdraw. Makes the catalogue lacks are
 * listed with the closest ones it has (`unknownMakes`, issue 36 defect 6). Long loops pause for the event loop (eventLoopPacer): a 10,000-row file never
 * holds the api for more than a few milliseconds at a time.
 */
export async function importPartnerFeed(
  deps: LifecycleDeps,
  caller: FeedImporter,
  input: { file: CsvSource; dryRun: boolean; mode: 'upsert' | 'replace' },
  locale: Locale,
): Promise<FeedImportResult> {
  const pace = eventLoopPacer()
  const read = await readPartnerFeed(input.file, deps.now(), locale, pace)
  const reports: FeedRowReport[] = read.reports
  const fail = (line: number, stockNumber: string | null, errors: FeedRowReport['errors']) =>
    reports.push({ row: line, stockNumber, errors })

  const refsOf = await resolveFeedRefs(
    deps.database,
    read.rows.map((r) => r.row),
    locale,
    pace,
  )
  const good: GoodRow[] = []
  const unknownMakes = new Map<string, FeedUnknownMake>()
  for (const p of read.rows) {
    const refs = refsOf(p.row)
    if (Array.isArray(refs)) {
      const make = p.row.make.trim()
      if (refs.some((f) => f.path === 'make') && !unknownMakes.has(make.toLowerCase())) {
        unknownMakes.set(make.toLowerCase(), { make, suggestions: refsOf.near(make) })
      }
      fail(
        p.line,
        p.row.stock_number,
        refs.map((f) => ({ field: COLUMN_OF[f.path] ?? f.path, message: f.message })),
      )
    } else good.push({ ...p, values: feedValues(p.row, refs, caller.sellerName) })
    await pace()
  }

  // The listings the file's stock numbers already name.
  const existing = new Map<string, FeedExisting>()
  const stockNumbers = good.map((g) => g.row.stock_number)
  for (let i = 0; i < stockNumbers.length; i += LOOKUP_CHUNK) {
    // One array parameter: drizzle builds an IN list of 1,000 parameters in ~50 ms of CPU.
    const rows = await deps.database.db
      .select(EXISTING)
      .from(listings)
      .where(
        sql`${listings.stockNumber} = ANY(${sql.param(stockNumbers.slice(i, i + LOOKUP_CHUNK))}::text[])`,
      )
    for (const l of rows) existing.set(l.stockNumber, l)
    await pace()
  }
  const toCreate: GoodRow[] = []
  const toUpdate: Array<GoodRow & { listing: FeedExisting }> = []
  let unchanged = 0
  /** What each good row would do (a dry run's plan, issue 36 defect 6). */
  const plan: FeedRowChange[] = []
  const planned = (g: GoodRow, action: FeedRowChange['action'], fields: string[] = []) =>
    plan.push({ row: g.line, stockNumber: g.row.stock_number, action, fields })
  for (const g of good) {
    await pace()
    const listing = existing.get(g.row.stock_number)
    if (!listing) {
      toCreate.push(g)
      planned(g, 'create')
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
    const belowFloor = feedFloorError(g.row, listing, locale)
    if (belowFloor) {
      fail(g.line, g.row.stock_number, belowFloor)
      continue
    }
    const fields = changedColumns(g, listing)
    if (!fields.length) unchanged++
    else toUpdate.push({ ...g, listing })
    planned(g, fields.length ? 'update' : 'unchanged', fields)
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
      .filter((s) => !read.named.has(s))
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
    ...(unknownMakes.size ? { unknownMakes: [...unknownMakes.values()] } : {}),
  })
  if (input.dryRun) {
    const gone = removed.map((stockNumber) => ({
      row: null,
      stockNumber,
      action: 'remove' as const,
      fields: [],
    }))
    return {
      ...answer(toCreate.length, toUpdate.length),
      changes: [...plan.sort((a, b) => a.row! - b.row!), ...gone],
    }
  }

  const write: FeedWrite = {
    deps,
    caller,
    via: caller.keyPrefix ? 'partner feed' : 'partner upload',
    now: deps.now(),
    locale,
    fail,
    written: [],
  }
  const created = await createFeedListings(write, toCreate)
  const updated = await updateFeedListings(write, toUpdate)

  const reason = t('en', 'partner-feed:feed.replaceReason')
  for (const stockNumber of removed) {
    await removeListing(
      deps,
      { ...caller.actor, scope: { kind: 'seller', sellerId: caller.sellerId } },
      { stockNumber, reason },
      locale,
    )
  }
  await recordAudit(deps.database.db, {
    actor: caller.actor,
    action: 'partner.feed.import',
    entityType: 'seller',
    entityKey: String(caller.sellerId),
    before: null,
    after: {
      key: caller.keyPrefix,
      via: write.via,
      mode: input.mode,
      created,
      updated,
      unchanged,
      failed: reports.length,
      removed: removed.length,
    },
    at: write.now,
  })
  // A thousand at a time: rating values a make and category's listings in one go, and 10,000 of
  // them held the event loop for ~70 ms.
  for (let i = 0; i < write.written.length; i += RATE_CHUNK) {
    await rateAfterWrite(deps, write.written.slice(i, i + RATE_CHUNK))
    await pace()
  }
  markSearchIndexStale(deps.database)
  deps.jobs?.kick()
  return answer(created, updated)
}
