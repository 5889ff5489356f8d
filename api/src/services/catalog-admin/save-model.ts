import { createModelSchema, defaultSlug, updateModelSchema } from '@ironyard/contract/admin-catalog'
import { and, eq, ne, sql } from 'drizzle-orm'
import { z } from 'zod'
import { categories, models, subcategories, type Model } from '../../db/schema'
import type { FieldError } from '../../lib/errors'
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
  type CatalogDeps,
  type Tx,
} from './catalog-admin-common'
import { findMake } from './save-make'

/**
 * Staff-made models are hand-listed product lines: the taxonomy's `curated` provenance (contract
 * PROVENANCES), never `vpic` (an official register) nor `generated` (rule-made).
 */
export const STAFF_PROVENANCE = 'curated' as const
export const STAFF_SOURCE = 'curated: admin console'

const makeSlugSchema = z.string().trim().toLowerCase().max(100)
const idSchema = z.coerce.number().int().min(1).max(2_147_483_647)

export interface ModelNode extends Model {
  makeSlug: string
}

/** Category and subcategory slugs of a model form, resolved; unknown ones are field errors. */
async function placeOf(
  tx: Tx,
  input: { categorySlug?: string | null; subcategorySlug?: string | null },
  locale: Locale,
): Promise<{ categoryId: number | null; subcategoryId: number | null }> {
  const errors: FieldError[] = []
  let categoryId: number | null = null
  let subcategoryId: number | null = null
  if (input.categorySlug) {
    const [c] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.slug, input.categorySlug))
    if (c) categoryId = c.id
    else errors.push(catalogFieldError(locale, 'categorySlug', 'categoryUnknown'))
  }
  if (input.subcategorySlug) {
    if (!input.categorySlug) {
      errors.push(catalogFieldError(locale, 'subcategorySlug', 'subcategoryWithoutCategory'))
    } else if (categoryId) {
      const [s] = await tx
        .select({ id: subcategories.id })
        .from(subcategories)
        .where(
          and(
            eq(subcategories.categoryId, categoryId),
            eq(subcategories.slug, input.subcategorySlug),
          ),
        )
      if (s) subcategoryId = s.id
      else errors.push(catalogFieldError(locale, 'subcategorySlug', 'subcategoryUnknown'))
    }
  }
  if (errors.length) refuseFields(errors)
  return { categoryId, subcategoryId }
}

/** The same make, category and slug is one model (the taxonomy's unique key, nulls alike). */
async function modelSlugTaken(
  tx: Tx,
  makeId: number,
  categoryId: number | null,
  slug: string,
  exceptId = 0,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: models.id })
    .from(models)
    .where(
      and(
        eq(models.makeId, makeId),
        eq(models.slug, slug),
        ne(models.id, exceptId),
        sql`${models.categoryId} IS NOT DISTINCT FROM ${categoryId}`,
      ),
    )
    .limit(1)
  return !!row
}

const AUDITED: Array<keyof Model> = [
  'name',
  'slug',
  'categoryId',
  'subcategoryId',
  'yearFrom',
  'yearTo',
]

/** createModel (issue 14): a model line of a make, `curated` provenance. */
export async function createModel(
  deps: CatalogDeps,
  actor: Actor,
  args: { makeSlug: unknown; input: unknown },
  locale: Locale,
): Promise<ModelNode> {
  const makeSlug = parseCatalogInput(makeSlugSchema, args.makeSlug, locale)
  const input = parseCatalogInput(createModelSchema, args.input ?? {}, locale)
  const slug = defaultSlug(input.slug, input.name)
  if (!slug) refuseFields([catalogFieldError(locale, 'slug', 'slugInvalid')])
  const now = deps.now()
  const out = await deps.database.db.transaction(async (tx) => {
    const make = await findMake(tx, makeSlug)
    const place = await placeOf(tx, input, locale)
    if (await modelSlugTaken(tx, make.id, place.categoryId, slug)) {
      refuseFields([catalogFieldError(locale, 'slug', 'slugTaken')])
    }
    const [row] = await tx
      .insert(models)
      .values({
        makeId: make.id,
        ...place,
        name: input.name,
        slug,
        yearFrom: input.yearFrom ?? null,
        yearTo: input.yearTo ?? null,
        provenance: STAFF_PROVENANCE,
        source: STAFF_SOURCE,
      })
      .returning()
    await releaseOldSlug(tx, 'model', make.id, slug)
    await recordAudit(tx, {
      actor,
      action: 'model.create',
      entityType: 'model',
      entityKey: `${make.slug}/${row.slug}`,
      before: null,
      after: Object.fromEntries(AUDITED.map((k) => [k, row[k]])),
      at: now,
    })
    return { ...row, makeSlug: make.slug }
  })
  catalogChanged(deps.database)
  return out
}

/**
 * updateModel (issue 14), by id (a make may have the same slug in two categories): the fields
 * sent change; a new slug keeps the old address as a 301 (`model.rename`).
 */
export async function updateModel(
  deps: CatalogDeps,
  actor: Actor,
  args: { id: unknown; input: unknown },
  locale: Locale,
): Promise<ModelNode> {
  const id = parseCatalogInput(idSchema, args.id, locale)
  const input = parseCatalogInput(updateModelSchema, args.input ?? {}, locale)
  const now = deps.now()
  const out = await deps.database.db.transaction(async (tx) => {
    const [model] = await tx.select().from(models).where(eq(models.id, id)).for('update')
    if (!model) {
      throw new AppError('NOT_FOUND', {
        messageKey: 'adminCatalog:errors.modelNotFound',
        vars: { make: '', slug: String(id) },
      })
    }
    const [make] = await tx
      .execute(sql`SELECT slug FROM makes WHERE id = ${model.makeId}`)
      .then((r) => (r as { rows: Array<{ slug: string }> }).rows)
    const moves = input.categorySlug !== undefined || input.subcategorySlug !== undefined
    const place = moves
      ? await placeOf(
          tx,
          {
            categorySlug: input.categorySlug,
            subcategorySlug: input.subcategorySlug,
          },
          locale,
        )
      : { categoryId: model.categoryId, subcategoryId: model.subcategoryId }
    const slug = input.slug ?? model.slug
    const yearFrom = input.yearFrom === undefined ? model.yearFrom : input.yearFrom
    const yearTo = input.yearTo === undefined ? model.yearTo : input.yearTo
    if (yearFrom != null && yearTo != null && yearFrom > yearTo) {
      refuseFields([catalogFieldError(locale, 'yearTo', 'yearOrder')])
    }
    if (
      (slug !== model.slug || place.categoryId !== model.categoryId) &&
      (await modelSlugTaken(tx, model.makeId, place.categoryId, slug, model.id))
    ) {
      refuseFields([catalogFieldError(locale, 'slug', 'slugTaken')])
    }
    const [row] = await tx
      .update(models)
      .set({ name: input.name ?? model.name, slug, ...place, yearFrom, yearTo })
      .where(eq(models.id, model.id))
      .returning()
    await recordCatalogEdit(tx, {
      actor,
      kind: 'model',
      scope: model.makeId,
      id: model.id,
      before: model,
      after: row,
      audited: AUDITED,
      entityKey: `${make.slug}/${row.slug}`,
      at: now,
    })
    return { ...row, makeSlug: make.slug }
  })
  catalogChanged(deps.database)
  return out
}
