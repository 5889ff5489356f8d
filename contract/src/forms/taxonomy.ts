import { z } from '../zod'

/* The taxonomy browser's queries (/resources/taxonomy): filters, and pages of models. */

/** Where a taxonomy row comes from (shared/data/README.md): real, hand-listed, or rule-generated. */
import { PROVENANCES, type Provenance } from '../listing-enums'

export { PROVENANCES, type Provenance }
export const isProvenance = (v: unknown): v is Provenance =>
  typeof v === 'string' && (PROVENANCES as readonly string[]).includes(v)

/** A catalogue slug in a query (make, category): lower-case words joined by dashes. */
export const slugSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'key:validation.slugInvalid|Must be a lower-case slug')
  .max(120)

/** The most models one taxonomy page may ask for. */
export const TAXONOMY_PAGE_MAX = 100

const filters = {
  make: slugSchema.nullish(),
  category: slugSchema.nullish(),
  q: z
    .string()
    .trim()
    .min(1, 'key:validation.required|Search text is empty')
    .max(100, 'key:validation.tooLong|At most 100 characters')
    .nullish(),
  provenance: z.enum(PROVENANCES).nullish(),
}

/** The filters of the taxonomy browser, for its facet counts. */
export const taxonomyFiltersSchema = z.object(filters)
export type TaxonomyFilters = z.infer<typeof taxonomyFiltersSchema>

export const taxonomyModelsInputSchema = z
  .object({
    ...filters,
    first: z
      .number()
      .int()
      .min(1, 'key:validation.tooSmall|At least 1')
      .max(TAXONOMY_PAGE_MAX, `key:validation.tooBig|At most ${TAXONOMY_PAGE_MAX}`)
      .nullish()
      .transform((v) => v ?? 20),
    after: z.string().max(300, 'key:validation.cursorInvalid|Invalid cursor').nullish(),
    /** Numbered pages (offset) instead of a cursor: 1 is the first. */
    page: z
      .number()
      .int('key:validation.pageInvalid|Page must be a whole number')
      .min(1, 'key:validation.pageInvalid|Page starts at 1')
      .nullish(),
  })
  .refine((v) => !(v.page && v.after), {
    path: ['page'],
    message: 'key:validation.pageWithCursor|Use either page or after, not both',
  })

export type TaxonomyModelsInput = z.infer<typeof taxonomyModelsInputSchema>
