import { z } from 'zod'
import { PROVENANCES } from '../../db/schema/enums'

const slug = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'key:validation.slugInvalid|Must be a lower-case slug')
  .max(120)

export const TAXONOMY_PAGE_MAX = 100

export const taxonomyModelsInputSchema = z.object({
  make: slug.nullish(),
  category: slug.nullish(),
  q: z
    .string()
    .trim()
    .min(1, 'key:validation.required|Search text is empty')
    .max(100, 'key:validation.tooLong|At most 100 characters')
    .nullish(),
  provenance: z.enum(PROVENANCES).nullish(),
  first: z
    .number()
    .int()
    .min(1, 'key:validation.tooSmall|At least 1')
    .max(TAXONOMY_PAGE_MAX, `key:validation.tooBig|At most ${TAXONOMY_PAGE_MAX}`)
    .nullish()
    .transform((v) => v ?? 20),
  after: z.string().max(300, 'key:validation.cursorInvalid|Invalid cursor').nullish(),
})

export type TaxonomyModelsInput = z.infer<typeof taxonomyModelsInputSchema>
