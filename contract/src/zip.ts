/**
 * The one rule for a US ZIP code: five digits that the `zipcodes` table knows. The api's search
 * (radius filters, listings) and the web (the home page's "Top deals near" form, the ZIP cookie
 * it remembers) decide with this module, so a ZIP one accepts is never one the other refuses.
 * Imported as `@ironyard/contract/zip` (server code only: the table is large, so the index
 * does not export it and no browser bundle carries it).
 */
import zipcodes from 'zipcodes'

export interface ZipPlace {
  lat: number
  lng: number
  city: string
  state: string
}

/** Five digits: the shape of a ZIP before it is looked up. */
export const ZIP5 = /^\d{5}$/

/** The ZIP's centroid and place, or null when it is not five digits or not a known ZIP. */
export function lookupZip(zip: string | null | undefined): ZipPlace | null {
  const z = zip?.trim()
  if (!z || !ZIP5.test(z)) return null
  const hit = zipcodes.lookup(z)
  if (!hit) return null
  return { lat: hit.latitude, lng: hit.longitude, city: hit.city, state: hit.state }
}

/** True for a five-digit ZIP the table knows (99999, 00000 are not). */
export function isKnownZip(zip: string | null | undefined): boolean {
  return lookupZip(zip) !== null
}

/** Full state name by two-letter code ("TX" -> "Texas"), or null. */
export function stateName(code: string): string | null {
  const full = (zipcodes.states.abbr as Record<string, string | undefined>)[code.toUpperCase()]
  if (!full) return null
  return full
    .toLowerCase()
    .split(' ')
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ')
}
