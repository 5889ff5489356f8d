/** The bulk bar's refusals (issue 36, point 7): keys of `equipment.bulk.errors`, in the URL. */
export const BULK_ERRORS = [
  'noSelection',
  'noAction',
  'amount',
  'percent',
  'reason',
  'staffOnly',
  'tooMany',
  'failed',
] as const
export type BulkError = (typeof BULK_ERRORS)[number]

/** The refusal a page's query names (`bulkError=`), or null. */
export function bulkErrorOf(
  query: Record<string, string | string[] | undefined>,
): BulkError | null {
  const v = query.bulkError
  const s = Array.isArray(v) ? v[0] : v
  return BULK_ERRORS.find((e) => e === s) ?? null
}
