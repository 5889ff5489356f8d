import type { Inspector } from '../db/schema'
import { getGeography } from './geography'
import { personName } from './names'
import { rngFor, WeightedTable } from './rng'

/** Certifications equipment inspectors actually hold (OEM, trade and safety credentials). */
export const CERTIFICATIONS = [
  'AEMP Certified Equipment Manager (CEM)',
  'ASE Master Medium/Heavy Truck Technician',
  'ASE Diesel Engines (T2)',
  'Caterpillar Dealer Service Technician',
  'John Deere Construction Service Technician',
  'Komatsu Certified Field Technician',
  'Cummins Certified Engine Technician',
  'NCCCO Crane Inspector',
  'ANSI/SAIA A92 Aerial Lift Inspector',
  'OSHA 30-Hour Construction',
  'MSHA Part 46 Surface Miner',
  'ICML Machine Lubricant Analyst (MLA I)',
  'NATE Hydraulic Specialist',
  'FMCSA Qualified Brake Inspector',
  'CVSA Level I Inspector',
  'ASE Air Conditioning (A7)',
  'Undercarriage Inspection (ITM/Berco)',
  'Equipment Appraisal (ASA Machinery & Equipment)',
] as const

export const inspectorCount = (listings: number): number =>
  Math.min(400, Math.max(12, 12 + Math.round(listings / 2500)))

export function generateInspector(seed: number, id: number): Inspector {
  const rng = rngFor(seed, 'inspector', id)
  const years = Math.round(Math.min(38, Math.max(3, rng.logNormal(0.45) * 12)))
  return {
    id,
    name: personName(rng),
    certifications: rng.sample(CERTIFICATIONS, rng.int(2, 6)).sort(),
    // A full-time inspector does roughly 150-300 machines a year.
    inspectionsDone: Math.round(years * rng.range(90, 260)),
    yearsExperience: years,
    region: getGeography().states.pick(rng),
  }
}

export interface InspectorPool {
  inspectors: Inspector[]
  byState: Map<string, Inspector[]>
  table: WeightedTable<Inspector>
}

export function generateInspectors(seed: number, count: number): InspectorPool {
  const inspectors: Inspector[] = []
  for (let id = 1; id <= count; id++) inspectors.push(generateInspector(seed, id))
  const byState = new Map<string, Inspector[]>()
  for (const i of inspectors) {
    if (!byState.has(i.region!)) byState.set(i.region!, [])
    byState.get(i.region!)!.push(i)
  }
  return {
    inspectors,
    byState,
    table: new WeightedTable(inspectors.map((i) => [i, i.yearsExperience + 5] as const)),
  }
}
