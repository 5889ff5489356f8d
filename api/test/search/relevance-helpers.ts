import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../src/db/client'
import { stateName } from '../../src/services/search/engine/geo'
import { singularForms, STOP_WORDS, tokenize } from '../../src/services/search/engine/normalize'
import { CATEGORY_SYNONYMS } from '../../src/services/search/engine/text-index'
import { STATES } from '../../src/seed/geography'

/**
 * The relevance suite's reference: how many listings for sale a text finds, counted in SQL from
 * the stored names (make and aliases, category and subcategory names in both languages, model,
 * city, state), independently of the search index. A word finds a listing when one of the
 * listing's words is the word or its singular/plural (excavator, excavators; camion,
 * camiones), a model number's series (350 -> 350G), or, for a year, the listing's year.
 */
const norm = (x: SQL) =>
  sql`regexp_replace(lower(unaccent(coalesce(${x}, ''))), '[^a-z0-9]+', ' ', 'g')`
/** A name's words, and the name's words run together ("skid steer" also as "skidsteer"). */
const words = (x: SQL) => sql`${norm(x)} || ' ' || replace(trim(${norm(x)}), ' ', '')`

function wordCondition(word: string): SQL {
  const forms = new Set<string>()
  for (const f of singularForms(word)) for (const end of ['', 's', 'es']) forms.add(f + end)
  const alternatives = [...forms]
  if (/^\d+$/.test(word)) alternatives.push(`${word}[a-z]+`)
  const pattern = `\\m(${alternatives.join('|')})\\M`
  const year = /^\d{4}$/.test(word) && +word >= 1950 && +word <= 2035 ? Number(word) : null
  return year !== null ? sql`(d.doc ~ ${pattern} OR d.year = ${year})` : sql`d.doc ~ ${pattern}`
}

/**
 * Write the reference documents (one per listing for sale: its year and its words) into a table
 * of the test database; sqlCount reads it. Call again after listings change.
 */
export async function buildReferenceDocs(database: Database): Promise<void> {
  const states = sql.join(
    STATES.map((s) => sql`(${s}, ${stateName(s) ?? ''})`),
    sql`, `,
  )
  const synonyms = sql.join(
    Object.entries(CATEGORY_SYNONYMS).map(([slug, list]) => sql`(${slug}, ${list.join(' | ')})`),
    sql`, `,
  )
  await database.exec('DROP TABLE IF EXISTS relevance_reference_docs')
  await database.rows(sql`
    CREATE TABLE relevance_reference_docs AS
    WITH st(code, name) AS (VALUES ${states}),
    syn(slug, words) AS (VALUES ${synonyms})
    SELECT l.year, ' ' || ${words(sql`m.name`)} || ' ' || ${words(sql`array_to_string(m.aliases, ' | ')`)}
      || ' ' || ${words(sql`c.name_en`)} || ' ' || ${words(sql`c.name_es`)}
      || ' ' || ${words(sql`c.singular_en`)} || ' ' || ${words(sql`c.singular_es`)}
      || ' ' || ${words(sql`replace(c.slug, '-', ' ')`)} || ' ' || ${norm(sql`syn.words`)}
      || ' ' || ${words(sql`s.name_en`)} || ' ' || ${words(sql`s.name_es`)}
      || ' ' || ${words(sql`l.model`)} || ' ' || ${words(sql`l.city`)}
      || ' ' || ${norm(sql`l.state`)} || ' ' || ${words(sql`st.name`)} || ' ' AS doc
    FROM listings l
    JOIN makes m ON m.id = l.make_id
    JOIN categories c ON c.id = l.category_id
    LEFT JOIN subcategories s ON s.id = l.taxonomized_sub_category_id
    LEFT JOIN st ON st.code = upper(l.state)
    LEFT JOIN syn ON syn.slug = c.slug
    WHERE l.status IN ('available', 'coming_soon')`)
}

/** Listings for sale whose reference document has every word of `text` (buildReferenceDocs). */
export async function sqlCount(database: Database, text: string): Promise<number> {
  const ws = tokenize(text).filter((w) => !STOP_WORDS.has(w))
  if (!ws.length) throw new Error(`no words in ${text}`)
  const [row] = await database.rows<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM relevance_reference_docs d
    WHERE ${sql.join(ws.map(wordCondition), sql` AND `)}`)
  return row.n
}
