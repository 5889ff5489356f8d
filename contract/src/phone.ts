import { isValidPhoneNumber } from 'libphonenumber-js/min'

/**
 * Whether a typed phone number can be dialled (issue 16, defect 11: `0000000000` was accepted).
 * libphonenumber-js with its `min` metadata (about 80 KB, the smallest build that still knows
 * every country's lengths and leading digits); a number without a country code is read as a
 * United States number, the marketplace's market. The one home of this check: forms use it
 * through `phoneSchema` (./forms/fields), never libphonenumber-js directly.
 */
export function isDiallablePhone(typed: string): boolean {
  return isValidPhoneNumber(typed, 'US')
}
