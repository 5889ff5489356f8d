type ZipTable = typeof import('@ironyard/contract/zip')

let zipTable: ZipTable | undefined

/**
 * The ZIP rule (contract/zip) reads the zipcodes table: 5 MB of data, about 0.45 s to load. It
 * loads on the first lookup, not when the api starts, so a process (or a test file) that never
 * reads a ZIP or a state's name does not pay for it (decision 053). Synchronous on purpose: the
 * search index and the request schemas read state names while they build, without awaiting.
 */
function zips(): ZipTable {
  zipTable ??= require('@ironyard/contract/zip') as ZipTable
  return zipTable
}

/** Five digits: the shape of a ZIP before it is looked up. */
export const isZip5 = (zip: string): boolean => zips().ZIP5.test(zip)

/** The ZIP's centroid and place, or null when it is not five digits or not a known ZIP. */
export const lookupZip: ZipTable['lookupZip'] = (zip) => zips().lookupZip(zip)

/** Full state name by two-letter code ("TX" -> "Texas"), or null. */
export const stateName: ZipTable['stateName'] = (code) => zips().stateName(code)

export interface GeoPoint {
  lat: number
  lng: number
}

const EARTH_RADIUS_MILES = 3958.8
const RAD = Math.PI / 180

/**
 * Precomputed parts of a radius filter: a latitude/longitude box that rejects most listings
 * with two comparisons, then the haversine distance for the rest.
 */
export class RadiusFilter {
  readonly minLat: number
  readonly maxLat: number
  readonly minLng: number
  readonly maxLng: number
  private readonly lat0: number
  private readonly lng0: number
  private readonly cosLat0: number

  constructor(
    readonly center: GeoPoint,
    readonly miles: number,
  ) {
    const dLat = miles / 69.0
    const cos = Math.cos(center.lat * RAD)
    const dLng = cos > 0.01 ? miles / (69.17 * cos) : 180
    this.minLat = center.lat - dLat
    this.maxLat = center.lat + dLat
    this.minLng = center.lng - dLng
    this.maxLng = center.lng + dLng
    this.lat0 = center.lat * RAD
    this.lng0 = center.lng * RAD
    this.cosLat0 = cos
  }

  /** Distance in miles, or -1 when the point is outside the radius. */
  distance(lat: number, lng: number): number {
    if (lat < this.minLat || lat > this.maxLat || lng < this.minLng || lng > this.maxLng) return -1
    const d = haversineMilesRad(this.lat0, this.lng0, this.cosLat0, lat * RAD, lng * RAD)
    return d <= this.miles ? d : -1
  }
}

function haversineMilesRad(
  lat1: number,
  lng1: number,
  cosLat1: number,
  lat2: number,
  lng2: number,
): number {
  const sLat = Math.sin((lat2 - lat1) / 2)
  const sLng = Math.sin((lng2 - lng1) / 2)
  const a = sLat * sLat + cosLat1 * Math.cos(lat2) * sLng * sLng
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)))
}

export function distanceMiles(a: GeoPoint, b: GeoPoint): number {
  return haversineMilesRad(
    a.lat * RAD,
    a.lng * RAD,
    Math.cos(a.lat * RAD),
    b.lat * RAD,
    b.lng * RAD,
  )
}
