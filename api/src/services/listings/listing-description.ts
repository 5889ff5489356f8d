import { localeTag } from '@ironyard/contract/locale'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import type { Condition } from '../../db/schema/enums'
import { t } from '../../i18n'
import type { Locale } from '../../lib/locale'
import { SPEC_FIELDS } from '../../reference-data/spec-fields'

/**
 * A listing's description in English and in Spanish, written from the same structured facts
 * (issue 16, defect 7): year, make, model, category, meter, condition, key specs, emission tier,
 * the closing remark, inspection and place. The seed writes both; staff edit both in the console;
 * `fillSpanishDescriptions` writes the Spanish one of every listing that has none.
 */
export interface DescriptionFacts {
  year: number
  makeName: string
  model: string
  /** The category's singular name in each language ("Excavator", "Excavadora"). */
  singular: { en: string; es: string }
  hours: number | null
  miles: number | null
  condition: Condition | null
  /** An EmissionTier value as stored ('Tier 4', 'Tier 4 Final'...), or the column's raw text. */
  emissionTier: string | null
  specs: Record<string, unknown>
  city: string
  state: string
  inspected: boolean
  /** One of CLOSING_REMARKS, or null for none. */
  closing: number | null
}

/** The closing remarks the seed picks from (`listing-description:description.closings.*`). */
export const CLOSING_REMARKS = ['schedule', 'operates', 'ready', 'fleet', 'serviced'] as const

/** Made on first use: the first Intl formatter of a process costs tens of milliseconds. */
const NUMBER: Partial<Record<Locale, Intl.NumberFormat>> = {}
const numberFormat = (locale: Locale) =>
  (NUMBER[locale] ??= new Intl.NumberFormat(localeTag(locale)))

const k = (key: string) => `listing-description:description.${key}` as const

export function describeListing(f: DescriptionFacts, locale: Locale): string {
  const fmt = (n: number) => numberFormat(locale).format(n)
  const meter =
    f.miles != null
      ? t(locale, k('miles'), { n: fmt(f.miles) })
      : f.hours != null
        ? t(locale, k('hours'), { n: fmt(f.hours) })
        : t(locale, k('noMeter'))
  const parts = [
    t(locale, k('sentence'), {
      year: f.year,
      make: f.makeName,
      model: f.model,
      // English says "excavator" mid-sentence; Spanish opens with "Excavadora".
      type: locale === 'en' ? f.singular.en.toLowerCase() : f.singular.es,
      meter,
      condition: f.condition ? t(locale, k(`conditions.${f.condition}`)) : '',
    }),
  ]
  const specs = Object.entries(f.specs)
    .filter((e): e is [string, number] => typeof e[1] === 'number')
    .slice(0, 3)
    .map(([key, v]) =>
      `${SPEC_FIELDS[key]?.[locale].toLowerCase() ?? key} ${fmt(v)} ${SPEC_FIELDS[key]?.unit ?? ''}`.trim(),
    )
  if (specs.length) parts.push(t(locale, k('keySpecs'), { list: specs.join(', ') }))
  if (f.emissionTier) {
    const tier = f.emissionTier === 'Tier 4' ? 'Tier 4 Final' : f.emissionTier
    parts.push(t(locale, k('engine'), { tier }))
  }
  if (f.closing !== null && CLOSING_REMARKS[f.closing]) {
    parts.push(t(locale, k(`closings.${CLOSING_REMARKS[f.closing]}`)))
  }
  if (f.inspected) parts.push(t(locale, k('inspected')))
  parts.push(t(locale, k('located'), { city: f.city, state: f.state }))
  return parts.join(' ')
}

/** The closing remark an English description carries (so the Spanish one says the same). */
export function closingRemarkOf(english: string | null): number | null {
  if (!english) return null
  const i = CLOSING_REMARKS.findIndex((c) => english.includes(t('en', k(`closings.${c}`))))
  return i < 0 ? null : i
}

interface FactsRow {
  id: number
  year: number
  make_name: string
  model: string
  singular_en: string
  singular_es: string
  hours: number | null
  miles: number | null
  condition: Condition | null
  emission_tier: string | null
  specs: Record<string, unknown> | string | null
  city: string
  state: string
  inspected: boolean
  description: string | null
}

/**
 * Writes the generated Spanish description of every listing without one (or of `ids` only):
 * the backfill of listings stored before descriptions were bilingual, listings a console or feed
 * created with the English text only. Answers how many were written. Idempotent.
 */
export async function fillSpanishDescriptions(
  database: Database,
  opts: { ids?: number[]; batch?: number } = {},
): Promise<number> {
  const batch = opts.batch ?? 2000
  let written = 0
  for (;;) {
    const only = opts.ids
      ? sql`AND l.id IN (${sql.join(
          (opts.ids.length ? opts.ids : [0]).map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``
    const rows = await database.rows<FactsRow>(sql`
      SELECT l.id, l.year, m.name AS make_name, l.model, c.singular_en, c.singular_es, l.hours,
        l.miles, l.condition, l.emission_tier, l.specs, l.city, l.state,
        l.has_inspection AS inspected, l.description
      FROM listings l JOIN makes m ON m.id = l.make_id JOIN categories c ON c.id = l.category_id
      WHERE l.description_es IS NULL ${only}
      ORDER BY l.id LIMIT ${batch}`)
    if (!rows.length) return written
    const values = rows.map((r) => {
      const specs =
        typeof r.specs === 'string'
          ? (JSON.parse(r.specs) as Record<string, unknown>)
          : (r.specs ?? {})
      const es = describeListing(
        {
          year: r.year,
          makeName: r.make_name,
          model: r.model,
          singular: { en: r.singular_en, es: r.singular_es },
          hours: r.hours === null ? null : Number(r.hours),
          miles: r.miles === null ? null : Number(r.miles),
          condition: r.condition,
          emissionTier: r.emission_tier,
          specs,
          city: r.city,
          state: r.state,
          inspected: r.inspected,
          closing: closingRemarkOf(r.description),
        },
        'es',
      )
      return sql`(${r.id}::int, ${es}::text)`
    })
    // One statement per batch; a description staff wrote meanwhile is kept.
    await database.rows(sql`
      UPDATE listings SET description_es = v.d
      FROM (VALUES ${sql.join(values, sql`, `)}) AS v(id, d)
      WHERE listings.id = v.id AND listings.description_es IS NULL`)
    written += rows.length
    if (opts.ids) return written
  }
}
