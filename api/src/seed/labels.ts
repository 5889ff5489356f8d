import type { Condition, EmissionTier } from '../db/schema/enums'
import {
  CLOSING_REMARKS,
  describeListing,
  type DescriptionFacts,
} from '../services/listings/listing-description'
import { personName } from './names'
import { hashString, rngFor, type Rng } from './rng'

/** The marketplace itself, as the listing company of the machines it sells for their owners. */
export const LISTING_COMPANY = 'Ironyard'

/** Fleet advisors: the marketplace's sales staff, each covering a territory of states. */
export function fleetAdvisors(seed: number, count = 28): string[] {
  const rng = rngFor(seed, 'fleet-advisors')
  const names = new Set<string>()
  while (names.size < count) names.add(personName(rng))
  return [...names]
}

export const advisorFor = (rng: Rng, advisors: string[], state: string): string =>
  rng.chance(0.85) ? advisors[hashString(state) % advisors.length] : rng.pick(advisors)

export interface DescriptionInput {
  year: number
  makeName: string
  model: string
  singularEn: string
  singularEs: string
  hours: number | null
  miles: number | null
  condition: Condition
  emissionTier: EmissionTier | null
  specs: Record<string, number>
  city: string
  state: string
  inspected: boolean
}

/**
 * A short listing description in English and Spanish, built from the facts of the unit by the
 * listings service (one closing remark drawn for both; issue 16, defect 7).
 */
export function describe(rng: Rng, d: DescriptionInput): { en: string; es: string } {
  const facts: DescriptionFacts = {
    ...d,
    singular: { en: d.singularEn, es: d.singularEs },
    closing: Math.floor(rng.float() * CLOSING_REMARKS.length),
  }
  return { en: describeListing(facts, 'en'), es: describeListing(facts, 'es') }
}
