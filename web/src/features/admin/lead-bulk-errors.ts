/** Why a bulk operation of the leads inbox was not done: the notice's keys (`leads.bulk.errors`). */
export const LEAD_BULK_ERRORS = [
  'noAction',
  'noLeads',
  'noteRequired',
  'noteTooLong',
  'ownerInvalid',
  'keyReused',
  'failed',
  'undoFailed',
] as const
export type LeadBulkError = (typeof LEAD_BULK_ERRORS)[number]

/** The error a page's query names, if it is one of ours. */
export const leadBulkErrorOf = (v: string | undefined): LeadBulkError | undefined =>
  LEAD_BULK_ERRORS.find((e) => e === v)
