import { createMakeSchema, defaultSlug, updateMakeSchema } from '@ironyard/contract/admin-catalog'
import { eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import { makes, type Make } from '../../db/schema'
import { AppError } from '../../lib/errors'
import type { Locale } from '../../lib/locale'
import { recordAudit, type Actor } from '../audit/record-audit'
import {
  catalogChanged,
  catalogFieldError,
  parseCatalogInput,
  recordCatalogEdit,
  refuseFields,
  releaseOldSlug,
  rowsOf,
  type CatalogDeps,
  type Tx,
} from './catalog-admin-common'

const makeSlugSchema = z.string().trim().toLowerCase().max(100)

/** A make's first letter as the directory files it: A-Z, else '#'. */
export const firstLetterOf = (name: string) => {
  const c = name.trim().charAt(0).toUpperCase()
  return /[A-Z]/.test(c) ? c : '#'
}

/** Make slugs share the root landing pages (/{slug}) with categories and broad categories. */
async function makeSlugTaken(tx: Tx, slug: string, exceptId = 0): Promise<boolean> {
  const [{ n }] = rowsOf<{ n: number }>(
    await tx.execute(sql`
      SELECT (SELECT count(*) FROM makes WHERE slug = ${slug} AND id <> ${exceptId})
        + (SELECT count(*) FROM categories WHERE slug = ${slug})
        + (SELECT count(*) FROM broad_categories WHERE slug = ${slug}) AS n`),
  )
  return Number(n) > 0
}

export async function findMake(tx: Pick<Tx, 'select'>, slug: string, lock = false): Promise<Make> {
  const q = tx.select().from(makes).where(eq(makes.slug, slug))
  const [make] = lock ? await q.for('update') : await q
  if (!make) {
    throw new AppError('NOT_FOUND', {
      messageKey: 'adminCatalog:errors.makeNotFound',
      vars: { slug },
    })
  }
  return make
}

const AUDITED: Array<keyof Make> = ['slug', 'name', 'aliases', 'parentCompany', 'featured']

/** createMake (issue 14): a make of the directory; featured unless staff say otherwise. */
export async function createMake(
  deps: CatalogDeps,
  actor: Actor,
  rawInput: unknown,
  locale: Locale,
): Promise<Make> {
  const input = parseCatalogInput(createMakeSchema, rawInput ?? {}, locale)
  const slug = defaultSlug(input.slug, input.name)
  if (!slug) refuseFields([catalogFieldError(locale, 'slug', 'slugInvalid')])
  const now = deps.now()
  const out = await deps.database.db.transaction(async (tx) => {
    if (await makeSlugTaken(tx, slug))
      refuseFields([catalogFieldError(locale, 'slug', 'slugTaken')])
    const [row] = await tx
      .insert(makes)
      .values({
        slug,
        name: input.name,
        aliases: input.aliases ?? [],
        parentCompany: input.parentCompany,
        firstLetter: firstLetterOf(input.name),
        featured: input.featured ?? true,
      })
      .returning()
    await releaseOldSlug(tx, 'make', 0, slug)
    await recordAudit(tx, {
      actor,
      action: 'make.create',
      entityType: 'make',
      entityKey: row.slug,
      before: null,
      after: Object.fromEntries(AUDITED.map((k) => [k, row[k]])),
      at: now,
    })
    return row
  })
  catalogChanged(deps.database)
  return out
}

/**
 * updateMake (issue 14): the fields sent change. A new slug keeps the old address as a 301
 * (`make.rename` in the audit log); the search index re-reads the makes.
 */
export async function updateMake(
  deps: CatalogDeps,
  actor: Actor,
  args: { slug: unknown; input: unknown },
  locale: Locale,
): Promise<Make> {
  const key = parseCatalogInput(makeSlugSchema, args.slug, locale)
  const input = parseCatalogInput(updateMakeSchema, args.input ?? {}, locale)
  const now = deps.now()
  const out = await deps.database.db.transaction(async (tx) => {
    const make = await findMake(tx, key, true)
    const slug = input.slug ?? make.slug
    if (slug !== make.slug && (await makeSlugTaken(tx, slug, make.id))) {
      refuseFields([catalogFieldError(locale, 'slug', 'slugTaken')])
    }
    const name = input.name ?? make.name
    const [row] = await tx
      .update(makes)
      .set({
        slug,
        name,
        firstLetter: firstLetterOf(name),
        aliases: input.aliases ?? make.aliases,
        parentCompany: input.parentCompany === undefined ? make.parentCompany : input.parentCompany,
        featured: input.featured ?? make.featured,
      })
      .where(eq(makes.id, make.id))
      .returning()
    await recordCatalogEdit(tx, {
      actor,
      kind: 'make',
      scope: 0,
      id: make.id,
      before: make,
      after: row,
      audited: AUDITED,
      entityKey: row.slug,
      at: now,
    })
    return row
  })
  catalogChanged(deps.database)
  return out
}
