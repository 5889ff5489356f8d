import { sql } from 'drizzle-orm'
import type { Database } from '../db/client'

/** Tables the inventory seed fills (and a reset empties). */
export const INVENTORY_TABLES = [
  'inspection_documents',
  'inspections',
  'price_history',
  'listing_images',
  'listing_videos',
  'completed_sales',
  'listings',
  'sellers',
  'inspectors',
  'inspection_points',
] as const

/**
 * Empty the inventory tables (listings and everything hanging off them, sellers, inspectors,
 * completed sales) and restart their ids, so a re-seed gives the same ids as a fresh database.
 * CASCADE also empties rows of other tables that point at listings (favorites, leads): they
 * would reference machines that no longer exist.
 */
export async function resetInventory(database: Database): Promise<void> {
  await database.exec(`TRUNCATE ${INVENTORY_TABLES.join(', ')} RESTART IDENTITY CASCADE`)
}

export async function inventoryIsEmpty(database: Database): Promise<boolean> {
  const [{ n }] = await database.rows<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM listings UNION ALL SELECT 1 FROM sellers LIMIT 1) x`,
  )
  return n === 0
}
