import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../../db/client'
import type { IndexRow } from './listing-columns'

interface RawRow {
  id: number
  stock_number: string
  year: number
  make_id: number
  model: string
  category_id: number
  sub_id: number | null
  hours: number | null
  miles: number | null
  price: number
  original: number
  lat: number
  lng: number
  city: string
  state: string
  flair: IndexRow['flair']
  partner: boolean
  seller_id: number
  warranty: boolean
  inspected: boolean
  condition: IndexRow['condition']
  status: IndexRow['status']
  listed_ms: number
  sold_ms: number | null
  reduced_ms: number | null
  deal_rating: string | null
  specs: Record<string, unknown> | string
  change_seq: number
}

// Timestamps as epoch milliseconds (float8): no Date object per row when loading a million.
const COLUMNS = sql.raw(`
  l.id, l.stock_number, l.year, l.make_id, l.model, l.category_id,
  l.taxonomized_sub_category_id AS sub_id, l.hours, l.miles,
  l.advertised_price_cents::float8 AS price, l.original_price_cents::float8 AS original,
  l.lat, l.lng, l.city, l.state, l.flair, l.is_partner_seller AS partner, l.seller_id,
  l.has_warranty AS warranty, l.has_inspection AS inspected, l.condition, l.status,
  (extract(epoch FROM l.listed_at) * 1000)::float8 AS listed_ms,
  (extract(epoch FROM l.sold_at) * 1000)::float8 AS sold_ms,
  (extract(epoch FROM l.price_reduced_at) * 1000)::float8 AS reduced_ms,
  l.specs, l.change_seq::float8 AS change_seq, l.deal_rating`)

function toIndexRow(r: RawRow): IndexRow {
  return {
    id: r.id,
    stockNumber: r.stock_number,
    year: r.year,
    makeId: r.make_id,
    model: r.model,
    categoryId: r.category_id,
    subcategoryId: r.sub_id,
    hours: r.hours,
    miles: r.miles,
    advertisedPriceCents: Number(r.price),
    originalPriceCents: Number(r.original),
    lat: r.lat,
    lng: r.lng,
    city: r.city,
    state: r.state,
    flair: r.flair,
    isPartnerSeller: r.partner,
    sellerId: r.seller_id,
    hasWarranty: r.warranty,
    hasInspection: r.inspected,
    condition: r.condition,
    status: r.status,
    listedAtMs: Number(r.listed_ms),
    soldAtMs: r.sold_ms === null ? null : Number(r.sold_ms),
    priceReducedAtMs: r.reduced_ms === null ? null : Number(r.reduced_ms),
    specs: typeof r.specs === 'string' ? (JSON.parse(r.specs) as Record<string, unknown>) : r.specs,
    changeSeq: Number(r.change_seq),
    dealRating: r.deal_rating ?? null,
  }
}

const BATCH = 50_000

async function select(database: Database, where: SQL, order: SQL): Promise<IndexRow[]> {
  const rows = await database.rows<RawRow>(
    sql`SELECT ${COLUMNS} FROM listings l WHERE ${where} ORDER BY ${order} LIMIT ${BATCH}`,
  )
  return rows.map(toIndexRow)
}

/** The change_seq every row loaded after this call is known to be at or above. */
export async function currentChangeSeq(database: Database): Promise<number> {
  const [row] = await database.rows<{ seq: number }>(
    sql`SELECT greatest(
          (SELECT coalesce(max(change_seq), 0) FROM listings),
          (SELECT coalesce(max(change_seq), 0) FROM listing_deletions))::float8 AS seq`,
  )
  return Number(row.seq)
}

/** Every listing, in id order, one batch at a time (keyset pagination: flat memory at 1M rows). */
export async function* loadAllListingRows(database: Database): AsyncGenerator<IndexRow[]> {
  let lastId = 0
  for (;;) {
    const rows = await select(database, sql`l.id > ${lastId}`, sql`l.id`)
    if (rows.length) yield rows
    if (rows.length < BATCH) return
    lastId = rows[rows.length - 1].id
  }
}

/** Listings inserted or updated after `afterSeq`, oldest change first. */
export async function* loadChangedListingRows(
  database: Database,
  afterSeq: number,
): AsyncGenerator<IndexRow[]> {
  let seq = afterSeq
  for (;;) {
    const rows = await select(database, sql`l.change_seq > ${seq}`, sql`l.change_seq`)
    if (rows.length) yield rows
    if (rows.length < BATCH) return
    seq = rows[rows.length - 1].changeSeq
  }
}

export async function loadDeletedListingIds(
  database: Database,
  afterSeq: number,
): Promise<Array<{ id: number; changeSeq: number }>> {
  const rows = await database.rows<{ id: number; seq: number }>(
    sql`SELECT listing_id AS id, change_seq::float8 AS seq FROM listing_deletions
        WHERE change_seq > ${afterSeq} ORDER BY change_seq`,
  )
  return rows.map((r) => ({ id: r.id, changeSeq: Number(r.seq) }))
}

/** (id, change_seq) of every listing: the periodic reconciliation compares it to the index. */
export async function loadListingVersions(
  database: Database,
): Promise<Array<{ id: number; changeSeq: number }>> {
  const rows = await database.rows<{ id: number; seq: number }>(
    sql`SELECT id, change_seq::float8 AS seq FROM listings`,
  )
  return rows.map((r) => ({ id: r.id, changeSeq: Number(r.seq) }))
}

export async function loadListingRowsByIds(database: Database, ids: number[]): Promise<IndexRow[]> {
  if (!ids.length) return []
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )
  const rows = await database.rows<RawRow>(
    sql`SELECT ${COLUMNS} FROM listings l WHERE l.id IN (${list})`,
  )
  return rows.map(toIndexRow)
}
