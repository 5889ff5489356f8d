import { priceAfterBulkChange, type BulkAction } from '@ironyard/contract/bulk-actions'
import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'
import type { BulkOperation } from '../../db/schema'
import type { AppError } from '../../lib/errors'
import type { Locale } from '../../lib/locale'
import { changeListingPrice } from '../listing-admin/change-listing-price'
import type { LifecycleDeps, Tx } from '../listing-admin/listing-lifecycle'
import type { ListingActor } from '../listing-admin/listing-scope'
import { markListingComingSoon, publishListing } from '../listing-admin/publish-listing'
import { removeListing, restoreListing } from '../listing-admin/remove-listing'
import type { StoredParams } from './bulk-listing-reads'

/*
 * One row of a bulk operation on the equipment table (issue 36, point 7): the single listing's
 * own step for the operation's action, the database it runs in (a savepoint of the row's
 * transaction), and what a refused step leaves as the row's reason. The job that calls it is in
 * bulk-listing-runner.ts.
 */

export type Refusal = { key: string; vars: Record<string, unknown> | null }

/** What a refused step says: its first field's key, else its message's key and variables. */
export function refusalOf(err: AppError): Refusal {
  const field = err.fields?.[0]
  if (field) return { key: field.key, vars: field.params ?? null }
  return { key: err.messageKey, vars: err.vars ?? null }
}

/**
 * The database as seen from inside `tx`: the step's own transaction becomes a savepoint of the
 * row's, so the step and the row's result commit together or not at all.
 */
export function within(database: Database, tx: Tx): Database {
  return {
    ...database,
    db: tx,
    async rows<T>(query: SQL) {
      const result = await tx.execute(query)
      return (result as { rows: unknown[] }).rows as T[]
    },
    async exec(sqlText: string) {
      await tx.execute(sql.raw(sqlText))
    },
    close: () => Promise.resolve(),
  }
}

/** A row the job applies: its listing, locked, and that listing's price now. */
export interface ClaimedRow {
  stockNumber: string
  listingId: number
  priceCents: number
}

/** The single listing's step for an operation's row (the same service function the console calls). */
export function stepOf(
  op: BulkOperation,
  actor: ListingActor,
): (deps: LifecycleDeps, row: ClaimedRow) => Promise<unknown> {
  const locale = op.locale as Locale
  const params = op.params as StoredParams
  switch (op.action as BulkAction) {
    case 'publish':
      return (deps, row) => publishListing(deps, actor, row.stockNumber, locale)
    case 'markComingSoon':
      return (deps, row) => markListingComingSoon(deps, actor, row.stockNumber, locale)
    case 'restore':
      return (deps, row) => restoreListing(deps, actor, row.stockNumber, locale)
    case 'remove':
      return (deps, row) =>
        removeListing(deps, actor, { stockNumber: row.stockNumber, reason: params.reason }, locale)
    case 'changePrice':
      return (deps, row) =>
        changeListingPrice(
          deps,
          actor,
          {
            stockNumber: row.stockNumber,
            advertisedPriceCents: priceAfterBulkChange(row.priceCents, params.price!),
            lowerFloor: params.price?.lowerFloor === true,
          },
          locale,
        )
  }
}
