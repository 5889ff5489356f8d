import { STAFF_ONLY_LISTING_FIELDS, type ListingFormField } from '@ironyard/contract/admin-listing'
import type { LifecycleStep } from '@ironyard/contract/listing-enums'

/**
 * The two consoles that share the listing pages (issue 15): staff run every listing at /admin,
 * a partner seller's members run their own at /partner. The api scopes and authorizes each call;
 * here only what each console shows and where its links and redirects go.
 */
export const CONSOLES = ['admin', 'partner'] as const
export type Console = (typeof CONSOLES)[number]

export function isConsole(value: unknown): value is Console {
  return typeof value === 'string' && (CONSOLES as readonly string[]).includes(value)
}

/** A form's `console` field; anything else is the admin console (the api checks the role). */
export function consoleOf(value: unknown): Console {
  return isConsole(value) ? value : 'admin'
}

/** A console page's path without the locale: consolePath('partner', '/equipment') = /partner/equipment. */
export function consolePath(console: Console, path = ''): string {
  return `/${console}${path}`
}

/** The lifecycle steps partner members may take (the api refuses the others to them). */
export const PARTNER_STEPS: readonly LifecycleStep[] = [
  'publish',
  'changePrice',
  'markSold',
  'remove',
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
