import { sql } from 'drizzle-orm'
import type { Database } from '../../../src/db/client'
import { inspectionPoints, inspectors } from '../../../src/db/schema'
import { inspectionPointRows } from '../../../src/seed/inspections'

/** The checklist as the seed stores it (the console reads the points from the table). */
export async function ensureInspectionPoints(database: Database): Promise<void> {
  const [{ n }] = await database.rows<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM inspection_points`,
  )
  if (n === 0) await database.db.insert(inspectionPoints).values(inspectionPointRows())
}

let n = 0
/** An inspector card stored directly (createInspector has its own tests). */
export async function insertInspector(database: Database, name = `Inspector ${++n}`) {
  const [row] = await database.db
    .insert(inspectors)
    .values({ name, certifications: ['CAT Certified'], inspectionsDone: 10, yearsExperience: 8 })
    .returning()
  return row
}

/** 150 ratings: Good everywhere, with some points changed (position → rating). */
export function ratings(changes: Record<number, number> = {}): number[] {
  return Array.from({ length: 150 }, (_, i) => changes[i + 1] ?? 2)
}

/** A whole valid inspection (as the console's form sends it). */
export const inspectionInput = (inspectorId: number, over: Record<string, unknown> = {}) => ({
  inspectorId,
  inspectedOn: '2026-11-18',
  overallCondition: 'Great',
  whatIsGreatEn: ['Undercarriage at 80%', 'Fresh service at 4,000 hours'],
  whatIsGreatEs: ['Tren de rodaje al 80%', 'Servicio reciente a las 4,000 horas'],
  whatNeedsWorkEn: ['Cracked left mirror'],
  whatNeedsWorkEs: ['Espejo izquierdo roto'],
  pointRatings: ratings({ 1: 4, 2: -1, 3: 0 }),
  pointNotes: [{ position: 3, en: 'Leaking seal', es: 'Sello con fuga' }],
  ...over,
})

export const SAVE = /* GraphQL */ `
  mutation ($s: String!, $input: SaveInspectionInput!) {
    saveInspection(stockNumber: $s, input: $input) {
      stockNumber
      hasInspection
      changed
      inspection {
        inspectorId
        inspectedOn
        overallCondition
        whatIsGreatEn
        whatIsGreatEs
        whatNeedsWorkEn
        whatNeedsWorkEs
        pointRatings
        pointNotes {
          position
          en
          es
        }
      }
    }
  }
`
