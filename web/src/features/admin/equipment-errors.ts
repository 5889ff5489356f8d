import { LIFECYCLE_STEPS } from '@ironyard/contract/listing-enums'
import { COMMON_ERROR_KEYS, type CommonErrorKey } from '@/components/console/outcome-error'

/*
 * Why a step of the equipment page failed (a lifecycle step or "duplicate"), as a key of the
 * page's texts (`admin:equipment.errors.<key>`), never the api's sentence (issue 36, defect 6).
 */

const OWN_KEYS = [
  'cannot',
  'notFound',
  'price',
  'priceBelowFloor',
  'soldOn',
  'soldInFuture',
  'soldBeforeListed',
  'reason',
  'keyUsed',
] as const
export type EquipmentErrorKey = (typeof OWN_KEYS)[number] | CommonErrorKey
export const EQUIPMENT_ERROR_KEYS: readonly EquipmentErrorKey[] = [
  ...OWN_KEYS,
  ...COMMON_ERROR_KEYS,
]

/** The api's field keys, field paths and message keys the page has words for. */
export const EQUIPMENT_BY_API_KEY: Readonly<Record<string, EquipmentErrorKey>> = {
  'validation.priceBelowFloor': 'priceBelowFloor',
  advertisedPriceCents: 'price',
  soldPriceCents: 'price',
  soldOn: 'soldOn',
  reason: 'reason',
  'admin:listing.notFound': 'notFound',
  'admin:listing.soldInFuture': 'soldInFuture',
  'admin:listing.soldBeforeListed': 'soldBeforeListed',
  'admin:listing.keyUsed': 'keyUsed',
  ...Object.fromEntries(LIFECYCLE_STEPS.map((s) => [`admin:listing.cannot.${s}`, 'cannot'])),
}

/** The section of the equipment page a failed step's notice stands in (the steps' card). */
export const EQUIPMENT_OUTCOME_ID = 'lifecycle-outcome'
