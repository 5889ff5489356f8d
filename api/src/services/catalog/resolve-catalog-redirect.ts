import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { AppDeps } from '../../context'
import { parseOrThrow } from '../../lib/errors'
import type { Locale } from '../../lib/locale'

type Deps = Pick<AppDeps, 'database'>
type Kind = 'category' | 'make'

const pathSchema = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/[a-z0-9/-]*$/)

const SPECS = '/resources/specs'
/** Where a hidden category's pages lead: the search, every category's parent. */
const EQUIPMENT = '/equipment'
const SEGMENT = /^[a-z0-9-]{1,100}$/

/** The current slug of a live row of `kind`, or of the row an old slug of it redirects to. */
async function current(deps: Deps, kind: Kind, slug: string): Promise<string | null> {
  const table = kind === 'category' ? sql`categories` : sql`makes`
  const rows = await deps.database.rows<{ slug: string; live: boolean }>(sql`
    SELECT slug, true AS live FROM ${table} WHERE slug = ${slug}
    UNION ALL
    SELECT t.slug, false AS live FROM catalog_redirects r JOIN ${table} t ON t.id = r.target_id
    WHERE r.kind = ${kind} AND r.scope = 0 AND r.old_slug = ${slug}
    ORDER BY live DESC LIMIT 1`)
  return rows[0]?.slug ?? null
}

/**
 * The current slug of a subcategory of category `categorySlug`, asked for by its slug or an old
 * one (redirects of subcategories are scoped by their category's id); null when neither.
 */
async function currentSubcategory(
  deps: Deps,
  categorySlug: string,
  slug: string,
): Promise<string | null> {
  const rows = await deps.database.rows<{ slug: string }>(sql`
    SELECT s.slug, true AS live FROM subcategories s JOIN categories c ON c.id = s.category_id
    WHERE c.slug = ${categorySlug} AND s.slug = ${slug}
    UNION ALL
    SELECT s.slug, false AS live FROM catalog_redirects r
    JOIN subcategories s ON s.id = r.target_id
    JOIN categories c ON c.id = s.category_id AND c.id = r.scope
    WHERE r.kind = 'subcategory' AND c.slug = ${categorySlug} AND r.old_slug = ${slug}
    ORDER BY live DESC LIMIT 1`)
  return rows[0]?.slug ?? null
}

/**
 * Whether a root segment is already something live (a shown category, broad category or make).
 */
async function liveRoot(deps: Deps, slug: string): Promise<boolean> {
  const rows = await deps.database.rows<{ n: number }>(sql`
    SELECT (SELECT count(*) FROM categories WHERE slug = ${slug} AND hidden_at IS NULL)
      + (SELECT count(*) FROM broad_categories WHERE slug = ${slug})
      + (SELECT count(*) FROM makes WHERE slug = ${slug}) AS n`)
  return Number(rows[0]?.n ?? 0) > 0
}

/** Whether the category of today's slug `slug` is hidden by staff (issue 36). */
async function hiddenCategory(deps: Deps, slug: string): Promise<boolean> {
  const rows = await deps.database.rows<{ id: number }>(sql`
    SELECT id FROM categories WHERE slug = ${slug} AND hidden_at IS NOT NULL`)
  return rows.length > 0
}

/** Whether subcategory `slug` (today's) of category `categorySlug` is hidden by staff. */
async function hiddenSubcategory(deps: Deps, categorySlug: string, slug: string) {
  const rows = await deps.database.rows<{ id: number }>(sql`
    SELECT s.id FROM subcategories s JOIN categories c ON c.id = s.category_id
    WHERE c.slug = ${categorySlug} AND s.slug = ${slug} AND s.hidden_at IS NOT NULL`)
  return rows.length > 0
}

/** A root segment's current slug when it is an old category or make slug; else itself. */
async function rootSegment(deps: Deps, slug: string): Promise<string> {
  if (await liveRoot(deps, slug)) return slug
  return (await current(deps, 'category', slug)) ?? (await current(deps, 'make', slug)) ?? slug
}

/**
 * A spec sheet's `{make}-{model}` address with today's slugs. A make slug may hold dashes
 * (john-deere): every split is tried, the longest make first, as the spec page does.
 */
async function sheetSegment(deps: Deps, sheet: string): Promise<string> {
  const splits: Array<[string, string]> = []
  for (let i = sheet.length - 1; i > 0; i--) {
    if (sheet[i] === '-') splits.push([sheet.slice(0, i), sheet.slice(i + 1)])
  }
  for (const [makePart, modelPart] of splits) {
    if (!modelPart) continue
    const rows = await deps.database.rows<{ make_slug: string; model_slug: string }>(sql`
      WITH mk AS (
        SELECT id, slug, 0 AS rank FROM makes WHERE slug = ${makePart}
        UNION ALL
        SELECT t.id, t.slug, 1 FROM catalog_redirects r JOIN makes t ON t.id = r.target_id
        WHERE r.kind = 'make' AND r.scope = 0 AND r.old_slug = ${makePart}
        ORDER BY rank LIMIT 1
      )
      SELECT mk.slug AS make_slug, m.slug AS model_slug FROM mk
      JOIN LATERAL (
        SELECT slug, 0 AS rank FROM models WHERE make_id = mk.id AND slug = ${modelPart}
        UNION ALL
        SELECT t.slug, 1 FROM catalog_redirects r JOIN models t ON t.id = r.target_id
        WHERE r.kind = 'model' AND r.scope = mk.id AND r.old_slug = ${modelPart}
        ORDER BY rank LIMIT 1
      ) m ON true`)
    if (rows[0]) return `${rows[0].make_slug}-${rows[0].model_slug}`
  }
  return sheet
}

/**
 * The current address of a public catalogue path asked for by an old slug (issue 14: a renamed
 * category, make or model keeps its old URLs as 301s), or null when nothing in it was renamed.
 * A hidden category's pages, and those under it, lead to its parent, /equipment; a hidden
 * subcategory's (/{category}/{sub}) to its category's, and /{make}/{hidden category} to the
 * make's (issue 36). Spec pages are about models and stay.
 * Paths: /{category|make}, /{make}/{category}, /{category}/{subcategory}, /{category}/{state}, /resources/specs/{category}
 * and /resources/specs/{category}/{make}-{model}. Locale-free; the web adds the prefix and query.
 * A chain of renames lands on today's slug: every old slug points at the row, not the next slug.
 */
export async function resolveCatalogRedirect(
  deps: Deps,
  rawPath: unknown,
  locale: Locale,
): Promise<string | null> {
  const path = parseOrThrow(pathSchema, rawPath, locale)
  const specs = path.startsWith(`${SPECS}/`)
  const segments = (specs ? path.slice(SPECS.length) : path).split('/').filter(Boolean)
  if (!segments.length || segments.length > 2 || !segments.every((s) => SEGMENT.test(s))) {
    return null
  }
  let next: string[]
  if (specs) {
    const category = (await current(deps, 'category', segments[0])) ?? segments[0]
    next = segments.length === 2 ? [category, await sheetSegment(deps, segments[1])] : [category]
  } else {
    const first = await rootSegment(deps, segments[0])
    if (await hiddenCategory(deps, first)) return EQUIPMENT
    if (segments.length === 1) next = [first]
    else {
      // The second segment is a category (/{make}/{category}), a subcategory of the first
      // (/{category}/{subcategory}) or a state (kept as it is).
      const second = (await liveRoot(deps, segments[1]))
        ? segments[1]
        : ((await currentSubcategory(deps, first, segments[1])) ??
          (await current(deps, 'category', segments[1])) ??
          segments[1])
      const hidden =
        (await hiddenSubcategory(deps, first, second)) || (await hiddenCategory(deps, second))
      next = hidden ? [first] : [first, second]
    }
  }
  if (next.join('/') === segments.join('/')) return null
  return `${specs ? SPECS : ''}/${next.join('/')}`
}

/** The most old slugs the web's router keeps in memory (renames are rare; this is a bound). */
const OLD_SLUGS_MAX = 20_000

/**
 * Every old slug that redirects (issue 14), and the slugs of hidden categories and subcategories
 * (issue 36), for the web's router: it asks for a page's current address only when a segment of
 * the path is one of these, so other pages cost nothing.
 */
export async function listRedirectedSlugs(deps: Deps): Promise<string[]> {
  const rows = await deps.database.rows<{ old_slug: string }>(sql`
    SELECT old_slug FROM catalog_redirects
    UNION SELECT slug FROM categories WHERE hidden_at IS NOT NULL
    UNION SELECT slug FROM subcategories WHERE hidden_at IS NOT NULL
    ORDER BY old_slug LIMIT ${OLD_SLUGS_MAX}`)
  return rows.map((r) => r.old_slug)
}
