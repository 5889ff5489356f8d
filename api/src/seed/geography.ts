import zipcodes from 'zipcodes'
import { hashString, WeightedTable, type Rng } from './rng'

/**
 * Where used equipment is: real US ZIP codes (npm `zipcodes`, BSD) in every state and DC,
 * weighted by state toward the big construction, energy and farm markets, and within a state
 * toward the metros where dealers and contractors keep their yards.
 */
export interface Zip {
  zip: string
  city: string
  state: string
  lat: number
  lng: number
}

/** Relative share of used-equipment inventory by state (construction spend, energy, farms). */
export const STATE_WEIGHTS: Record<string, number> = {
  TX: 12,
  CA: 9,
  FL: 7,
  GA: 3.5,
  PA: 3,
  NC: 3,
  AZ: 3,
  IL: 3,
  NY: 3,
  CO: 2.5,
  OH: 2.5,
  WA: 2.5,
  TN: 2.2,
  MI: 2.2,
  OK: 2.2,
  VA: 2,
  IN: 2,
  MO: 2,
  LA: 2,
  MN: 1.8,
  SC: 1.8,
  WI: 1.6,
  AL: 1.6,
  UT: 1.6,
  IA: 1.5,
  NJ: 1.5,
  NV: 1.4,
  OR: 1.4,
  KS: 1.4,
  KY: 1.3,
  MD: 1.3,
  MA: 1.3,
  ND: 1.2,
  NE: 1.1,
  AR: 1.1,
  NM: 1.1,
  MS: 1,
  ID: 0.9,
  MT: 0.8,
  WY: 0.8,
  SD: 0.7,
  WV: 0.7,
  CT: 0.7,
  ME: 0.5,
  NH: 0.4,
  AK: 0.4,
  HI: 0.3,
  VT: 0.3,
  DE: 0.3,
  RI: 0.2,
  DC: 0.1,
}
export const STATES = Object.keys(STATE_WEIGHTS).sort()

/** Metros with equipment yards nearby: [state, lat, lng]. Austin first: the product's default. */
const METROS: Array<[string, number, number]> = [
  ['TX', 30.2672, -97.7431],
  ['TX', 29.7604, -95.3698],
  ['TX', 32.7767, -96.797],
  ['TX', 32.7555, -97.3308],
  ['TX', 29.4241, -98.4936],
  ['TX', 31.9973, -102.0779],
  ['CA', 34.0522, -118.2437],
  ['CA', 33.9806, -117.3755],
  ['CA', 38.5816, -121.4944],
  ['CA', 36.7378, -119.7871],
  ['CA', 32.7157, -117.1611],
  ['CA', 37.3382, -121.8863],
  ['FL', 28.5383, -81.3792],
  ['FL', 27.9506, -82.4572],
  ['FL', 25.7617, -80.1918],
  ['FL', 30.3322, -81.6557],
  ['GA', 33.749, -84.388],
  ['AZ', 33.4484, -112.074],
  ['AZ', 32.2226, -110.9747],
  ['CO', 39.7392, -104.9903],
  ['NV', 36.1699, -115.1398],
  ['UT', 40.7608, -111.891],
  ['WA', 47.6062, -122.3321],
  ['OR', 45.5152, -122.6784],
  ['IL', 41.8781, -87.6298],
  ['OH', 39.9612, -82.9988],
  ['OH', 39.1031, -84.512],
  ['PA', 40.4406, -79.9959],
  ['PA', 39.9526, -75.1652],
  ['NY', 40.7128, -74.006],
  ['NY', 42.8864, -78.8784],
  ['NC', 35.2271, -80.8431],
  ['NC', 35.7796, -78.6382],
  ['TN', 36.1627, -86.7816],
  ['TN', 35.1495, -90.049],
  ['OK', 35.4676, -97.5164],
  ['OK', 36.154, -95.9928],
  ['LA', 30.4515, -91.1871],
  ['LA', 29.9511, -90.0715],
  ['MO', 39.0997, -94.5786],
  ['MO', 38.627, -90.1994],
  ['MN', 44.9778, -93.265],
  ['MI', 42.3314, -83.0458],
  ['IN', 39.7684, -86.1581],
  ['VA', 37.5407, -77.436],
  ['SC', 34.0007, -81.0348],
  ['AL', 33.5186, -86.8104],
  ['ND', 48.1469, -103.618],
  ['NM', 35.0844, -106.6504],
  ['KS', 37.6872, -97.3301],
  ['IA', 41.5868, -93.625],
  ['WI', 43.0389, -87.9065],
  ['KY', 38.2527, -85.7585],
  ['MD', 39.2904, -76.6122],
]

const METRO_RADIUS_MILES = 40

export function distanceMiles(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const toRad = Math.PI / 180
  const dLat = (lat2 - lat1) * toRad
  const dLng = (lng2 - lng1) * toRad
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(lat1 * toRad) * Math.cos(lat2 * toRad) * Math.sin(dLng / 2) ** 2
  return 3958.8 * 2 * Math.asin(Math.sqrt(a))
}

export interface Geography {
  zipsByState: Map<string, Zip[]>
  metroZipsByState: Map<string, Zip[]>
  states: WeightedTable<string>
  byZip: Map<string, Zip>
}

let cached: Geography | undefined

/** Built once per process (42,000 ZIPs, ~50 ms). */
export function getGeography(): Geography {
  if (cached) return cached
  const zipsByState = new Map<string, Zip[]>()
  const metroZipsByState = new Map<string, Zip[]>()
  const byZip = new Map<string, Zip>()
  const all = Object.values(zipcodes.codes)
    .filter((z) => z.country === 'US' && STATE_WEIGHTS[z.state] && z.city && z.latitude)
    .sort((a, b) => (a.zip < b.zip ? -1 : a.zip > b.zip ? 1 : 0))
  for (const z of all) {
    const row: Zip = { zip: z.zip, city: z.city, state: z.state, lat: z.latitude, lng: z.longitude }
    byZip.set(row.zip, row)
    if (!zipsByState.has(row.state)) zipsByState.set(row.state, [])
    zipsByState.get(row.state)!.push(row)
    const nearMetro = METROS.some(
      ([st, lat, lng]) =>
        st === row.state && distanceMiles(lat, lng, row.lat, row.lng) <= METRO_RADIUS_MILES,
    )
    if (nearMetro) {
      if (!metroZipsByState.has(row.state)) metroZipsByState.set(row.state, [])
      metroZipsByState.get(row.state)!.push(row)
    }
  }
  for (const st of STATES) {
    if (!zipsByState.get(st)?.length) throw new Error(`No ZIP codes for state ${st}`)
  }
  cached = {
    zipsByState,
    metroZipsByState,
    byZip,
    states: new WeightedTable(STATES.map((s) => [s, STATE_WEIGHTS[s]] as const)),
  }
  return cached
}

/** A ZIP in a state (weighted state when omitted); 60% near a metro where the state has one. */
export function pickZip(rng: Rng, geo: Geography, state?: string): Zip {
  const st = state ?? geo.states.pick(rng)
  const metro = geo.metroZipsByState.get(st)
  if (metro && rng.chance(0.6)) return rng.pick(metro)
  return rng.pick(geo.zipsByState.get(st)!)
}

const STREET_NAMES = [
  'Industrial',
  'Commerce',
  'Enterprise',
  'Quarry',
  'Mill',
  'Railroad',
  'Depot',
  'Foundry',
  'Granite',
  'Equipment',
  'Frontage',
  'Airport',
  'Pecan',
  'Oak',
  'Cedar',
  'Cypress',
  'Mesquite',
  'Pine',
  'Willow',
  'Hickory',
  'Maple',
  'Ridge',
  'Valley',
  'Prairie',
  'Canyon',
  'Sawmill',
  'Gravel',
  'Market',
  'Union',
  'Liberty',
  'Pioneer',
  'Harvest',
  'Ironwood',
  'Longhorn',
  'Eagle',
  'Timber',
  'Stone',
  'River',
  'Lake',
  'Meadow',
]
const STREET_SUFFIXES = ['Rd', 'Dr', 'Blvd', 'Ave', 'St', 'Way', 'Pkwy', 'Ln', 'Ct', 'Loop']

/** A plausible yard or business street address (the ZIP, city and state are real). */
export function streetAddress(rng: Rng, state: string): string {
  const n = rng.int(1, 4) === 1 ? rng.int(100, 999) : rng.int(1000, 29999)
  const kind = rng.int(1, 10)
  if (kind <= 6) return `${n} ${rng.pick(STREET_NAMES)} ${rng.pick(STREET_SUFFIXES)}`
  if (kind <= 8) {
    if (state === 'TX') return `${n} FM ${rng.int(20, 3500)}`
    return `${n} County Road ${rng.int(1, 950)}`
  }
  if (kind === 9) return `${n} State Highway ${rng.int(1, 380)}`
  return `${n} US Highway ${rng.pick([1, 9, 11, 20, 30, 40, 50, 60, 64, 70, 80, 87, 90, 95, 101, 183, 287, 290])}`
}

export interface ListingLocation {
  lat: number
  lng: number
  address: string
  placeId: string
  shortAddress: string
  city: string
  state: string
  zip: string
}

/** A location on a real ZIP. The point is jittered within ~2 miles of the ZIP centroid. */
export function locationAt(rng: Rng, z: Zip, street?: string): ListingLocation {
  const s = street ?? streetAddress(rng, z.state)
  const lat = Math.round((z.lat + rng.range(-0.025, 0.025)) * 1e5) / 1e5
  const lng = Math.round((z.lng + rng.range(-0.025, 0.025)) * 1e5) / 1e5
  const address = `${s}, ${z.city}, ${z.state} ${z.zip}`
  return {
    lat,
    lng,
    address,
    // Our own stable place id (no third-party places provider is involved).
    placeId: `iy-${z.zip}-${hashString(address).toString(36)}`,
    shortAddress: `${z.city}, ${z.state}`,
    city: z.city,
    state: z.state,
    zip: z.zip,
  }
}
