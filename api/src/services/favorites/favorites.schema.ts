import { FAVORITE_FILTERS } from '@ironyard/contract/listing-enums'
import { z } from 'zod'

export { FAVORITE_FILTERS, type FavoriteFilter } from '@ironyard/contract/listing-enums'

/** Listing statuses a favorite counts as available; every other status is "expired". */
export const AVAILABLE_STATUSES = ['available', 'coming_soon'] as const

/** A favorite removed this recently can be restored with its original date and price. */
export const UNDO_WINDOW_MS = 24 * 60 * 60_000

/** Enough for any buyer; stops a script from filling the table through one account. */
export const MAX_FAVORITES = 1000

export const listingIdSchema = z
  .number({ error: 'key:validation.invalid|listingId must be a listing id' })
  .int('key:validation.invalid|listingId must be a listing id')
  .positive('key:validation.invalid|listingId must be a listing id')
  .max(2_147_483_647, 'key:validation.invalid|listingId must be a listing id')

export const favoriteFilterSchema = z.enum(FAVORITE_FILTERS).default('all')
