import { STAFF_ONLY_LISTING_FIELDS, type ListingFormField } from '@ironyard/contract/admin-listing'
import type { LifecycleStep } from '@ironyard/contract/listing-enums'
import type { Console } from '@/components/console/console'

/*
 * What each console does with a listing (issue 15): the steps and fields partner members get.
 * Which console a page is, and its paths, are the kit's (`@/components/console/console`).
 */

/** The lifecycle steps partner members may take (the api refuses the others to them). */
export const PARTNER_STEPS: readonly LifecycleStep[] = [
  'publish',
  'changePrice',
  'markSold',
  'remove',
  // Issue 36: their own withdrawn listing back on sale, a deal that fell through, a draft dropped.
  'restore',
  'backOnSale',
  'discardDraft',
]

/** The steps a listing allows (as the api lists them) that this console offers. */
export function consoleSteps<S extends string>(console: Console, steps: readonly S[]): S[] {
  if (console === 'admin') return [...steps]
  return steps.filter((s) => (PARTNER_STEPS as readonly string[]).includes(s))
}

/** Listing fields only staff set (the contract's list): a partner sending one gets a VALIDATION error. */
export const STAFF_ONLY_FIELDS: readonly ListingFormField[] = STAFF_ONLY_LISTING_FIELDS

/** Whether the console's listing form shows (and sends) a field. */
export function consoleHasField(console: Console, field: ListingFormField): boolean {
  return console === 'admin' || !STAFF_ONLY_FIELDS.includes(field)
}

/** A listing input without the fields this console does not send. */
export function consoleListingInput<T extends Record<string, unknown>>(
  console: Console,
  input: T,
): T {
  if (console === 'admin') return input
  return Object.fromEntries(
    Object.entries(input).filter(([k]) => consoleHasField(console, k as ListingFormField)),
  ) as T
}
