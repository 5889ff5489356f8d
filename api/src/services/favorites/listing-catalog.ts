import type { Database } from '../../db/client'
import { loadCatalogSnapshot, type CatalogSnapshot } from '../search/engine/catalog-snapshot'

const TTL_MS = 5 * 60_000
const cache = new WeakMap<Database, { at: number; snapshot: Promise<CatalogSnapshot> }>()

/**
 * The catalogue names listing cards need, without building the search index (an account page
 * or an email job should not load every listing into memory). Reloaded every 5 minutes.
 */
export function getCardCatalog(database: Database): Promise<CatalogSnapshot> {
  const hit = cache.get(database)
  if (hit && Date.now() - hit.at < TTL_MS) return hit.snapshot
  const snapshot = loadCatalogSnapshot(database)
  cache.set(database, { at: Date.now(), snapshot })
  snapshot.catch(() => cache.delete(database))
  return snapshot
}
