import { asc, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { AppDeps, Locale } from '../../context'
import { CONDITIONS, type Condition, type InspectionDocumentKind } from '../../db/schema/enums'
import {
  inspectionDocuments,
  inspectionPoints,
  inspections,
  inspectors,
  listings,
} from '../../db/schema'
import { parseOrThrow } from '../../lib/errors'
import { documentTitle } from './document-titles'

const inputSchema = z.object({ stockNumber: z.string().trim().min(1).max(20) })

export interface InspectionPointResult {
  position: number
  name: string
  /** null: not applicable to this machine. */
  rating: Condition | null
  note: string | null
}

export interface InspectionReport {
  stockNumber: string
  inspectedAt: Date
  overallCondition: Condition
  whatIsGreat: string[]
  whatNeedsWork: string[]
  inspector: {
    name: string
    certifications: string[]
    certificationCount: number
    inspectionCount: number
    yearsOfExperience: number
  }
  sections: Array<{
    name: string
    points: InspectionPointResult[]
    rated: number
    averageRating: number | null
  }>
  pointCount: number
  documents: Array<{
    id: number
    kind: InspectionDocumentKind
    title: string
    pages: number
    createdAt: Date
    path: string
  }>
}

/** The URL path of a document file on the api (signed-in visitors only). */
export const documentPath = (id: number, locale: Locale) =>
  `/documents/${id}.pdf${locale === 'es' ? '?locale=es' : ''}`

/**
 * The detailed 150-point report and the inspection documents of a machine, in the reader's
 * language. Signed-in visitors only (the GraphQL field carries @requireAuth); null when the
 * machine was not inspected.
 */
export async function getInspectionReport(
  deps: Pick<AppDeps, 'database'>,
  raw: unknown,
  locale: Locale,
): Promise<InspectionReport | null> {
  const { stockNumber } = parseOrThrow(inputSchema, raw, locale)
  const { db } = deps.database
  const [row] = await db
    .select({ inspection: inspections, inspector: inspectors, stockNumber: listings.stockNumber })
    .from(inspections)
    .innerJoin(listings, eq(listings.id, inspections.listingId))
    .innerJoin(inspectors, eq(inspectors.id, inspections.inspectorId))
    .where(
      sql`upper(${listings.stockNumber}) = ${stockNumber.toUpperCase()} AND ${listings.status} NOT IN ('removed', 'draft')`,
    )
    .limit(1)
  if (!row) return null
  const { inspection, inspector } = row
  const points = await db.select().from(inspectionPoints).orderBy(asc(inspectionPoints.position))
  const docs = await db
    .select()
    .from(inspectionDocuments)
    .where(eq(inspectionDocuments.inspectionId, inspection.id))
    .orderBy(asc(inspectionDocuments.id))

  const sections = new Map<string, InspectionReport['sections'][number]>()
  for (const p of points) {
    const name = locale === 'es' ? p.sectionEs : p.section
    const r = inspection.pointRatings[p.position - 1]
    const note = inspection.pointNotes[String(p.position)]
    const section = sections.get(name) ?? { name, points: [], rated: 0, averageRating: null }
    section.points.push({
      position: p.position,
      name: locale === 'es' ? p.nameEs : p.nameEn,
      rating: r === undefined || r < 0 ? null : CONDITIONS[r],
      note: note ? note[locale] : null,
    })
    sections.set(name, section)
  }
  for (const s of sections.values()) {
    const ratings = s.points.filter((p) => p.rating).map((p) => CONDITIONS.indexOf(p.rating!))
    s.rated = ratings.length
    s.averageRating = ratings.length
      ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10
      : null
  }
  return {
    stockNumber: row.stockNumber,
    inspectedAt: inspection.inspectedAt,
    overallCondition: inspection.overallCondition,
    whatIsGreat: locale === 'es' ? inspection.whatIsGreatEs : inspection.whatIsGreatEn,
    whatNeedsWork: locale === 'es' ? inspection.whatNeedsWorkEs : inspection.whatNeedsWorkEn,
    inspector: {
      name: inspector.name,
      certifications: inspector.certifications,
      certificationCount: inspector.certifications.length,
      inspectionCount: inspector.inspectionsDone,
      yearsOfExperience: inspector.yearsExperience,
    },
    sections: [...sections.values()],
    pointCount: points.length,
    documents: docs.map((d) => ({
      id: d.id,
      kind: d.kind,
      title: documentTitle(d.kind, d.title, locale),
      pages: d.pages,
      createdAt: d.createdAt,
      path: documentPath(d.id, locale),
    })),
  }
}
