import {
  BulkOperationDocument,
  StartBulkOperationDocument,
  type AdminListingFilter,
  type BulkItemState,
  type BulkOperationInput,
} from '@/graphql/__generated__/graphql'
import type { Locale } from '@/i18n/settings'
import { gql } from '@/lib/api-client'
import { isApiError } from '@/lib/api-errors'

/*
 * Bulk actions on the equipment table (issue 36, point 7): the api starts the operation (scoped,
 * idempotent, run as a job) and answers its progress and per-row results.
 */

export const BULK_ITEM_STATES = [
  'refused',
  'ok',
  'pending',
] as const satisfies readonly BulkItemState[]

export async function startBulkOperation(
  input: BulkOperationInput,
  filter: AdminListingFilter | null,
  locale: Locale,
) {
  const { startBulkOperation } = await gql(
    StartBulkOperationDocument,
    { input, filter },
    { locale, session: true },
  )
  return startBulkOperation
}

/** One bulk operation with a page of its rows, or null (none in the caller's scope). */
export async function getBulkOperation(
  id: string,
  view: { state: BulkItemState | null; page: number },
  locale: Locale,
) {
  try {
    const { bulkOperation } = await gql(
      BulkOperationDocument,
      { id, itemState: view.state, itemPage: view.page },
      { locale, session: true },
    )
    return bulkOperation
  } catch (e) {
    if (isApiError(e, 'NOT_FOUND', 'VALIDATION')) return null
    throw e
  }
}
export type BulkOperationData = NonNullable<Awaited<ReturnType<typeof getBulkOperation>>>
