import { sql, type SQL } from 'drizzle-orm'
import type { Locale } from '../../context'
import { SEARCH_MAX_WORDS } from './content.schema'

/** Text-search configuration of each language: stemming and stop words. */
const TEXT_CONFIG: Record<Locale, SQL> = {
  en: sql.raw(`'english'::regconfig`),
  es: sql.raw(`'spanish'::regconfig`),
}

export const textConfig = (locale: Locale): SQL => TEXT_CONFIG[locale]

/**
 * A visitor's words as a tsquery: every word must match, each as a prefix (so "inspec" finds
 * "inspection"), stemmed by the language and with accents removed like the stored vector
 * ("financiacion" finds "financiación"). Null when nothing searchable is left.
 */
export function prefixQueryText(text: string): string | null {
  const words = (
    text
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).filter((w) => w.length > 1 || /\d/.test(w))
  if (!words.length) return null
  return words
    .slice(0, SEARCH_MAX_WORDS)
    .map((w) => `${w}:*`)
    .join(' & ')
}

/** The tsquery expression of a visitor's words, for `search_vector @@ ...`. */
export function storyTsQuery(queryText: string, locale: Locale): SQL {
  return sql`to_tsquery(${textConfig(locale)}, immutable_unaccent(${queryText}))`
}
