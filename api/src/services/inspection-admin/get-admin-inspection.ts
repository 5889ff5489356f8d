import { asc, eq } from 'drizzle-orm'
import type { AppDeps } from '../../context'
import { inspectionPoints, inspections, inspectors, listings, makes } from '../../db/schema'
import { parseOrThrow } from '../../lib/errors'
import type { Locale } from '../../lib/locale'
import { stockNumberSchema } from '../listing-admin/listing-lifecycle'
import { inspectionView, inspectorView } from './inspection-view'

/**
 * What the console's inspection form needs (issue 14): the listing's inspection (null before the
 * first save), the 150 points in position order with their sections in both languages, and the
 * inspectors to choose from. Null when no listing has the stock number. Any state: staff may
 * inspect a draft before it is published.
 */
export async function getAdminInspection(
  deps: Pick<AppDeps, 'database'>,
  rawStockNumber: unknown,
  locale: Locale,
) {
  const stockNumber = parseOrThrow(stockNumberSchema, rawStockNumber, locale)
  const { db } = deps.database
  const [row] = await db
    .select({ l: listings, make: makes.name, inspection: inspections })
    .from(listings)
    .innerJoin(makes, eq(makes.id, listings.makeId))
    .leftJoin(inspections, eq(inspections.listingId, listings.id))
    .where(eq(listings.stockNumber, stockNumber))
  if (!row) return null
  const [points, people] = await Promise.all([
    db.select().from(inspectionPoints).orderBy(asc(inspectionPoints.position)),
    db.select().from(inspectors).orderBy(asc(inspectors.name), asc(inspectors.id)),
  ])
  return {
    stockNumber: row.l.stockNumber,
    title: `${row.l.year} ${row.make} ${row.l.model}`,
    status: row.l.status,
    hasInspection: row.l.hasInspection,
    inspection: row.inspection ? inspectionView(row.inspection) : null,
    points: points.map((p) => ({
      position: p.position,
      section: p.section,
      sectionEs: p.sectionEs,
      nameEn: p.nameEn,
      nameEs: p.nameEs,
    })),
    inspectors: people.map(inspectorView),
  }
}
