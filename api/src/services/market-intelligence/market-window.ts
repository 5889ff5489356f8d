import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { categories, makes } from '../../db/schema'
import { AppError } from '../../lib/errors'
import type { Locale } from '../../context'

/** The first day (UTC) of the month `monthsBack` months before the month of `asOf`. */
export function monthStart(asOf: Date, monthsBack: number): Date {
  return new Date(Date.UTC(asOf.getUTCFullYear(), asOf.getUTCMonth() - monthsBack, 1))
}

/** Calendar months of a window ending with the month of `asOf`, oldest first ("2026-09"). */
export function windowMonths(asOf: Date, months: number): string[] {
  return Array.from({ length: months }, (_, i) =>
    monthStart(asOf, months - 1 - i)
      .toISOString()
      .slice(0, 7),
  )
}

export const isoDay = (d: Date): string => d.toISOString().slice(0, 10)

export function median(values: number[]): number | null {
  if (!values.length) return null
  const s = [...values].sort((a, b) => a - b)
  const mid = s.length >> 1
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2
}

export interface Ref {
  id: number
  slug: string
  name: string
}

/** A category slug to its id and name; unknown slugs are a field error, not an empty chart. */
export async function findCategory(database: Database, slug: string, locale: Locale): Promise<Ref> {
  const [row] = await database.db
    .select({
      id: categories.id,
      slug: categories.slug,
      en: categories.nameEn,
      es: categories.nameEs,
    })
    .from(categories)
    .where(eq(categories.slug, slug))
  if (!row) {
    throw new AppError(
      'VALIDATION',
      { messageKey: 'errors:input.unknownCategory' },
      {
        fields: [{ path: 'category', key: 'validation.invalid', message: 'Unknown category' }],
      },
    )
  }
  return { id: row.id, slug: row.slug, name: locale === 'es' ? row.es : row.en }
}

export async function findMake(database: Database, slug: string): Promise<Ref> {
  const [row] = await database.db
    .select({ id: makes.id, slug: makes.slug, name: makes.name })
    .from(makes)
    .where(eq(makes.slug, slug))
  if (!row) {
    throw new AppError(
      'VALIDATION',
      { messageKey: 'errors:input.unknownMake' },
      {
        fields: [{ path: 'make', key: 'validation.invalid', message: 'Unknown make' }],
      },
    )
  }
  return row
}
