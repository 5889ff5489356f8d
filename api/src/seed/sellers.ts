import type { NewSeller } from '../db/schema'
import { daysBefore } from './as-of'
import { getGeography, pickZip, streetAddress, type Zip } from './geography'
import { contractorName, dealerName, slugPart } from './names'
import { rngFor, WeightedTable, type Rng } from './rng'

/**
 * Sellers: standard sellers (contractors and fleets consigning their own machines) and partner
 * sellers (dealers and rental houses listing their inventory; spec §1 "a partner seller is a seller
 * type"). One seller in twelve is a partner, and partners hold several times more inventory each.
 */
export const PARTNER_EVERY = 12

export const sellerCount = (listings: number): number =>
  Math.min(60_000, Math.max(25, Math.round(listings / 12)))

/** One main area code per state, with 555-01xx numbers (reserved for fiction). */
const AREA_CODES: Record<string, string> = {
  AL: '205',
  AK: '907',
  AZ: '602',
  AR: '501',
  CA: '916',
  CO: '303',
  CT: '203',
  DE: '302',
  DC: '202',
  FL: '407',
  GA: '404',
  HI: '808',
  ID: '208',
  IL: '312',
  IN: '317',
  IA: '515',
  KS: '316',
  KY: '502',
  LA: '225',
  ME: '207',
  MD: '410',
  MA: '617',
  MI: '313',
  MN: '612',
  MS: '601',
  MO: '314',
  MT: '406',
  NE: '402',
  NV: '702',
  NH: '603',
  NJ: '201',
  NM: '505',
  NY: '518',
  NC: '704',
  ND: '701',
  OH: '614',
  OK: '405',
  OR: '503',
  PA: '215',
  RI: '401',
  SC: '803',
  SD: '605',
  TN: '615',
  TX: '512',
  UT: '801',
  VT: '802',
  VA: '804',
  WA: '206',
  WV: '304',
  WI: '414',
  WY: '307',
}

export const fictionalPhone = (rng: Rng, state: string): string =>
  `+1 (${AREA_CODES[state] ?? '512'}) 555-01${String(rng.int(0, 99)).padStart(2, '0')}`

export interface GeneratedSeller extends NewSeller {
  id: number
  /** The ZIP of the seller's yard (listings are mostly located there). */
  home: Zip
}

export function generateSeller(seed: number, id: number, asOf: Date): GeneratedSeller {
  const rng = rngFor(seed, 'seller', id)
  const geo = getGeography()
  const home = pickZip(rng, geo)
  const kind = id % PARTNER_EVERY === 2 ? 'partner' : 'standard'
  const name =
    kind === 'partner'
      ? dealerName(rng, home.state, home.city)
      : contractorName(rng, home.state, home.city)
  return {
    id,
    name,
    kind,
    street: streetAddress(rng, home.state),
    suite: rng.chance(0.25) ? `Suite ${rng.int(1, 9)}${rng.pick(['00', '10', '20', '50'])}` : null,
    city: home.city,
    state: home.state,
    zip: home.zip,
    phone: fictionalPhone(rng, home.state),
    email: `${kind === 'partner' ? 'sales' : 'office'}@${slugPart(name)}.example`,
    createdAt: daysBefore(asOf, rng.int(20, 3200)),
    home,
  }
}

export interface SellerPool {
  sellers: GeneratedSeller[]
  table: WeightedTable<GeneratedSeller>
}

export function generateSellers(seed: number, count: number, asOf: Date): SellerPool {
  const sellers: GeneratedSeller[] = []
  for (let id = 1; id <= count; id++) sellers.push(generateSeller(seed, id, asOf))
  const weights = rngFor(seed, 'seller-weights')
  const table = new WeightedTable(
    sellers.map((s) => [s, (s.kind === 'partner' ? 4 : 1) * weights.logNormal(0.8)] as const),
  )
  return { sellers, table }
}

/** The seller row as stored (without the helper fields). */
export const sellerRow = ({ home: _home, ...row }: GeneratedSeller): NewSeller & { id: number } =>
  row
