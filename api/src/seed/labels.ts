import type { Condition, EmissionTier } from '../db/schema/enums'
import { SPEC_FIELDS } from '../reference-data/spec-fields'
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

const NUMBER = new Intl.NumberFormat('en-US')
const fmt = (n: number) => NUMBER.format(n)

export interface DescriptionInput {
  year: number
  makeName: string
  model: string
  singularEn: string
  hours: number | null
  miles: number | null
  condition: Condition
  emissionTier: EmissionTier | null
  specs: Record<string, number>
  city: string
  state: string
  inspected: boolean
}

/** A short English listing description built from the facts of the unit. */
export function describe(rng: Rng, d: DescriptionInput): string {
  const meter =
    d.miles != null
      ? `${fmt(d.miles)} miles`
      : d.hours != null
        ? `${fmt(d.hours)} hours`
        : 'no meter (trailer)'
  const parts = [
    `${d.year} ${d.makeName} ${d.model} ${d.singularEn.toLowerCase()} with ${meter}, in ${d.condition.toLowerCase()} condition.`,
  ]
  const specs = Object.entries(d.specs)
    .slice(0, 3)
    .map(([k, v]) =>
      `${SPEC_FIELDS[k]?.en.toLowerCase() ?? k} ${fmt(v)} ${SPEC_FIELDS[k]?.unit ?? ''}`.trim(),
    )
  if (specs.length) parts.push(`Key specs: ${specs.join(', ')}.`)
  if (d.emissionTier)
    parts.push(`EPA ${d.emissionTier === 'Tier 4' ? 'Tier 4 Final' : d.emissionTier} engine.`)
  parts.push(
    rng.pick([
      'Serviced on schedule; records available on request.',
      'Runs and operates as it should.',
      'Ready to work; can ship nationwide.',
      'Fleet-maintained unit from a single owner.',
      'Recently serviced with fresh fluids and filters.',
    ]),
  )
  if (d.inspected) parts.push('Includes a 150-point inspection report.')
  parts.push(`Located in ${d.city}, ${d.state}.`)
  return parts.join(' ')
}
