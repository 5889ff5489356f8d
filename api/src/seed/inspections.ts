import type { Condition, InspectionDocumentKind } from '../db/schema/enums'
import { CONDITIONS } from '../db/schema/enums'
import { DAY_MS } from './as-of'
import {
  DEFAULT_FEATURES,
  MACHINE_FEATURES,
  POINTS,
  SECTIONS,
  type Feature,
} from '../reference-data/inspection-points'
import { GREAT, NEEDS_WORK, POINT_NOTES } from './inspection-texts'
import type { Rng } from './rng'

/** The checklist rows as stored in inspection_points (position 1..150). */
export const inspectionPointRows = () =>
  POINTS.map(([section, nameEn, nameEs], i) => ({
    position: i + 1,
    section: SECTIONS[section].en,
    sectionEs: SECTIONS[section].es,
    nameEn,
    nameEs,
  }))

const applicability = new Map<string, boolean[]>()

/** Which of the 150 points apply to a category's machines. */
export function applicablePoints(categorySlug: string): boolean[] {
  let a = applicability.get(categorySlug)
  if (!a) {
    const features = new Set<Feature>(MACHINE_FEATURES[categorySlug] ?? DEFAULT_FEATURES)
    a = POINTS.map(([, , , need]) => !need || features.has(need))
    applicability.set(categorySlug, a)
  }
  return a
}

export interface GeneratedInspection {
  inspectedAt: Date
  overallCondition: Condition
  whatIsGreatEn: string[]
  whatIsGreatEs: string[]
  whatNeedsWorkEn: string[]
  whatNeedsWorkEs: string[]
  pointRatings: number[]
  pointNotes: Record<string, { en: string; es: string }>
  documents: Array<{ kind: InspectionDocumentKind; title: string; pages: number; createdAt: Date }>
}

/** Which documents an inspection comes with, and how likely each is. */
const DOCUMENT_ODDS: Array<[InspectionDocumentKind, number]> = [
  ['inspection_report', 1],
  ['photos', 1],
  ['lien_title_check', 0.85],
  ['specifications_sheet', 0.7],
  ['oil_analysis', 0.6],
  ['maintenance', 0.5],
  ['packet', 0.5],
  ['hydraulic_fluid_analysis', 0.45],
  ['operators_manual', 0.35],
  ['telematics_summary', 0.3],
  ['purchase_invoice', 0.2],
]

const DOCUMENT_TITLES: Record<InspectionDocumentKind, [string, [number, number]]> = {
  inspection_report: ['150-Point Inspection Report', [8, 14]],
  photos: ['Inspection Photos', [10, 40]],
  packet: ['Buyer Packet', [12, 30]],
  maintenance: ['Maintenance History', [2, 12]],
  oil_analysis: ['Engine Oil Analysis', [1, 3]],
  hydraulic_fluid_analysis: ['Hydraulic Fluid Analysis', [1, 3]],
  telematics_summary: ['Telematics Summary', [2, 6]],
  specifications_sheet: ['Specifications Sheet', [2, 4]],
  operators_manual: ["Operator's Manual", [120, 420]],
  purchase_invoice: ['Purchase Invoice', [1, 2]],
  lien_title_check: ['Lien and Title Check', [1, 3]],
}

export interface InspectionInput {
  categorySlug: string
  condition: Condition
  listedAt: Date
  year: number
  title: string
  hasTelematics: boolean
}

export function generateInspection(rng: Rng, input: InspectionInput): GeneratedInspection {
  const applies = applicablePoints(input.categorySlug)
  const base = CONDITIONS.indexOf(input.condition)
  // Each section of a machine wears on its own: one may be a grade better or worse.
  const sectionShift = new Map(Object.keys(SECTIONS).map((s) => [s, 0.6 * rng.normal()]))
  const pointRatings = POINTS.map(([section], i) => {
    if (!applies[i]) return -1
    const r = base + 0.3 + sectionShift.get(section)! + 0.55 * rng.normal()
    return Math.min(4, Math.max(0, Math.round(r)))
  })
  const sectionScore = new Map<string, { sum: number; n: number }>()
  POINTS.forEach(([section], i) => {
    if (pointRatings[i] < 0) return
    const s = sectionScore.get(section) ?? { sum: 0, n: 0 }
    s.sum += pointRatings[i]
    s.n++
    sectionScore.set(section, s)
  })
  const ranked = [...sectionScore.entries()]
    .filter(([s]) => GREAT[s] && NEEDS_WORK[s])
    .map(([s, { sum, n }]) => [s, sum / n] as const)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
  const greatCount = base >= 3 ? 3 : base >= 2 ? 2 : 1
  const workCount = base <= 1 ? 3 : base <= 2 ? 2 : 1
  const great = ranked.slice(0, greatCount).map(([s]) => rng.pick(GREAT[s]))
  const work = ranked
    .slice(-workCount)
    .reverse()
    .map(([s]) => rng.pick(NEEDS_WORK[s]))
  const pointNotes: Record<string, { en: string; es: string }> = {}
  const rated = pointRatings.map((r, i) => [i, r] as const).filter(([, r]) => r >= 0)
  const lowest = [...rated].sort((a, b) => a[1] - b[1] || a[0] - b[0]).slice(0, rng.int(1, 4))
  for (const [i, r] of lowest) {
    if (r > 2) continue
    const [en, es] = rng.pick(POINT_NOTES.low)
    pointNotes[String(i + 1)] = { en, es }
  }
  const top = rated.filter(([, r]) => r === 4)
  if (top.length && rng.chance(0.6)) {
    const [i] = rng.pick(top)
    const [en, es] = rng.pick(POINT_NOTES.high)
    pointNotes[String(i + 1)] = { en, es }
  }
  const inspectedAt = new Date(input.listedAt.getTime() - rng.range(1, 20) * DAY_MS)
  const documents = DOCUMENT_ODDS.filter(
    ([kind, p]) => (kind !== 'telematics_summary' || input.hasTelematics) && rng.chance(p),
  ).map(([kind]) => {
    const [name, [lo, hi]] = DOCUMENT_TITLES[kind]
    return {
      kind,
      title: `${name}: ${input.title}`,
      pages: rng.int(lo, hi),
      createdAt: new Date(inspectedAt.getTime() + rng.range(0.1, 3) * DAY_MS),
    }
  })
  return {
    inspectedAt,
    overallCondition: input.condition,
    whatIsGreatEn: great.map(([en]) => en),
    whatIsGreatEs: great.map(([, es]) => es),
    whatNeedsWorkEn: work.map(([en]) => en),
    whatNeedsWorkEs: work.map(([, es]) => es),
    pointRatings,
    pointNotes,
    documents,
  }
}
