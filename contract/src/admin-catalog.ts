import { z } from './zod'
import { nullRefused } from './forms/validation'
import { slugify } from './slugify'

/**
 * The catalogue as staff edit it (issue 14): categories and subcategories, makes and models. The
 * console's forms and the api's mutations read these schemas. Messages are `key:<key>|English`:
 * `validation.*` keys are the spec §5 catalogue, `adminCatalog.*` keys are the api's
 * `adminCatalog` namespace (both languages).
 */

/** Longest slug a catalogue row takes (URLs stay readable). */
export const CATALOG_SLUG_MAX = 80

/**
 * A slug as staff type it: lower-case letters, digits and single dashes, i.e. what `slugify`
 * leaves unchanged ("mini-excavators"; not "Mini Excavators", "-x", "a--b").
 */
export const isCatalogSlug = (s: string): boolean =>
  s.length > 0 && s.length <= CATALOG_SLUG_MAX && slugify(s) === s

const slugInvalid = 'key:adminCatalog.slugInvalid|Lower-case letters, digits and dashes only'
const tooLong = 'key:validation.tooLong|Too long'

export const catalogSlugSchema = z
  .string({ error: slugInvalid })
  .trim()
  .refine(isCatalogSlug, slugInvalid)

const name = (key: 'nameRequired' | 'nameEsRequired', max = 80) =>
  z
    .string({ error: `key:adminCatalog.${key}|A name is required` })
    .trim()
    .min(1, `key:adminCatalog.${key}|A name is required`)
    .max(max, tooLong)

const optText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => v || null)

/** A year of a model line: 1900 to ten years ahead (announced lines). */
const year = z
  .number({ error: 'key:validation.yearInvalid' })
  .int('key:validation.yearInvalid')
  .min(1900, 'key:validation.yearInvalid')
  .refine((y) => y <= new Date().getUTCFullYear() + 10, 'key:validation.yearInvalid')
  .nullish()

/** createCategory: a category (no parent) or a subcategory of `parentSlug`. */
export const createCategorySchema = z
  .object({
    slug: catalogSlugSchema,
    name: name('nameRequired'),
    nameEs: name('nameEsRequired'),
    parentSlug: catalogSlugSchema.nullish(),
    /** Categories only: the navigation group (default `other`). */
    groupSlug: catalogSlugSchema.nullish(),
    /** Categories only: "Excavator" (default: the name). */
    singular: optText(80),
    singularEs: optText(80),
    /** Categories only: the landing page's intro (default: a sentence from the name). */
    intro: optText(2000),
    introEs: optText(2000),
  })
  .strict()
export type CreateCategoryInput = z.input<typeof createCategorySchema>

/** updateCategory: the fields sent change; a new slug keeps the old one as a redirect. */
export const updateCategorySchema = z
  .object({
    slug: catalogSlugSchema,
    name: name('nameRequired'),
    nameEs: name('nameEsRequired'),
    groupSlug: catalogSlugSchema,
    singular: name('nameRequired'),
    singularEs: name('nameEsRequired'),
    intro: name('nameRequired', 2000),
    introEs: name('nameEsRequired', 2000),
  })
  .partial()
  .strict()
export type UpdateCategoryInput = z.input<typeof updateCategorySchema>

/** reorderCategories: every sibling's slug once, in the new order. */
export const reorderCategoriesSchema = z
  .object({
    parentSlug: catalogSlugSchema.nullish(),
    slugs: z
      .array(catalogSlugSchema)
      .min(1, 'key:validation.invalid')
      .max(500, 'key:validation.invalid')
      .refine((s) => new Set(s).size === s.length, 'key:adminCatalog.orderDuplicate|Twice'),
  })
  .strict()

// A make always has a list of aliases and a featured flag (NOT NULL): an edit's null is a field
// error ([] clears the aliases); a new make's null is the default, as when left out.
const aliases = z
  .array(z.string().trim().min(1, 'key:validation.invalid').max(80, tooLong), {
    error: nullRefused(),
  })
  .max(20, 'key:validation.invalid')

const makeFields = {
  name: name('nameRequired', 100),
  slug: catalogSlugSchema,
  aliases,
  parentCompany: optText(120),
  featured: z.boolean({ error: nullRefused() }),
}

/** createMake: the slug defaults to the name's. */
export const createMakeSchema = z
  .object({
    ...makeFields,
    slug: catalogSlugSchema.nullish(),
    aliases: aliases.nullish(),
    featured: z.boolean().nullish(),
  })
  .strict()
export type CreateMakeInput = z.input<typeof createMakeSchema>

export const updateMakeSchema = z.object(makeFields).partial().strict()
export type UpdateMakeInput = z.input<typeof updateMakeSchema>

const yearsInOrder = (v: { yearFrom?: number | null; yearTo?: number | null }) =>
  v.yearFrom == null || v.yearTo == null || v.yearFrom <= v.yearTo
const yearOrder = {
  message: 'key:adminCatalog.yearOrder|The last year is before the first',
  path: ['yearTo'],
}

const modelFields = {
  name: name('nameRequired', 100),
  slug: catalogSlugSchema,
  categorySlug: catalogSlugSchema.nullish(),
  subcategorySlug: catalogSlugSchema.nullish(),
  yearFrom: year,
  yearTo: year,
}

/** createModel: a model line of a make; the slug defaults to the name's. */
export const createModelSchema = z
  .object({ ...modelFields, slug: catalogSlugSchema.nullish() })
  .strict()
  .refine(yearsInOrder, yearOrder)
export type CreateModelInput = z.input<typeof createModelSchema>

export const updateModelSchema = z
  .object(modelFields)
  .partial()
  .strict()
  .refine(yearsInOrder, yearOrder)
export type UpdateModelInput = z.input<typeof updateModelSchema>

/** The slug a new row gets when the form leaves it empty. */
export const defaultSlug = (given: string | null | undefined, name: string): string =>
  given || slugify(name).slice(0, CATALOG_SLUG_MAX).replace(/-+$/, '')
