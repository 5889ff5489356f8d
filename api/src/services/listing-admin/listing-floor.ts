import { FLOOR_ABOVE_PRICE, isFloorAbovePrice } from '@ironyard/contract/admin-listing'
import { AppError } from '../../lib/errors'
import type { Locale } from '../../lib/locale'
import { translateValidation } from '../../lib/validation-messages'

/*
 * Issue 36, defect 5: a listing's floor (the lowest acceptable offer) is never above its price.
 * createListing checks it with the contract's schema (both fields are in the input); an edit of
 * the floor alone and a price cut compare with the stored value here.
 */

type FloorKey = 'validation.floorAbovePrice' | 'validation.priceBelowFloor'

/** The VALIDATION answer naming `path`, in the caller's language. */
export function floorError(path: string, key: FloorKey, locale: Locale): AppError {
  return new AppError(
    'VALIDATION',
    { messageKey: 'admin:listing.invalid' },
    { fields: [{ path, key, message: translateValidation(key, locale) }], locale },
  )
}

/** An edit's floor above the listing's price (the edit form cannot change the price). */
export function refuseFloorAbovePrice(
  floorCents: number | null | undefined,
  priceCents: number,
  locale: Locale,
): void {
  if (isFloorAbovePrice(floorCents, priceCents)) {
    throw floorError('floorPriceCents', FLOOR_ABOVE_PRICE.slice(4) as FloorKey, locale)
  }
}

/**
 * The floor a new price leaves: a price below the floor is refused unless the caller asked to
 * lower the floor as well (`lowerFloor`), which sets it to the new price. Answers the floor to
 * write, or null when the floor stays.
 */
export function floorForNewPrice(
  listing: { floorPriceCents: number },
  priceCents: number,
  lowerFloor: boolean,
  locale: Locale,
  path = 'advertisedPriceCents',
): number | null {
  if (priceCents >= listing.floorPriceCents) return null
  if (!lowerFloor) throw floorError(path, 'validation.priceBelowFloor', locale)
  return priceCents
}
