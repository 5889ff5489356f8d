import { COMMON_ERROR_KEYS, type CommonErrorKey } from '@/components/console/outcome-error'

/*
 * Why deleting an inspection failed, as a key of the page's texts
 * (`admin-inspection:errors.<key>`), never the api's sentence (issue 36, defect 6).
 */

const OWN_KEYS = ['notFound', 'notInspected', 'hasDocuments'] as const
export type InspectionErrorKey = (typeof OWN_KEYS)[number] | CommonErrorKey
export const INSPECTION_ERROR_KEYS: readonly InspectionErrorKey[] = [
  ...OWN_KEYS,
  ...COMMON_ERROR_KEYS,
]

/** The api's message keys the page has words for. */
export const INSPECTION_BY_API_KEY: Readonly<Record<string, InspectionErrorKey>> = {
  'admin:listing.notFound': 'notFound',
  'inspection-admin:notInspected': 'notInspected',
  'inspection-admin:hasUploadedDocuments': 'hasDocuments',
}

/** The section of the inspection page the deletion's notice stands in (beside its form). */
export const DELETE_OUTCOME_ID = 'delete-outcome'
