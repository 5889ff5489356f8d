import { z } from 'zod'

/** zod message carrying a translation key (lib/errors.ts fromZodError reads it). */
const k = (key: string, message: string) => `key:validation.specs.${key}|${message}`

const slug = (max: number) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .min(1, k('slugRequired', 'A slug is required'))
    .max(max, k('slugTooLong', `A slug is at most ${max} characters`))
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, k('slugInvalid', 'Must be a lower-case slug'))

export const SPEC_PAGE_SIZE_DEFAULT = 60
export const SPEC_PAGE_SIZE_MAX = 100

export const specCategoryInputSchema = z.object({
  category: slug(100),
  make: slug(120).nullish(),
  page: z
    .number()
    .int(k('pageInvalid', 'Page must be a whole number'))
    .min(1, k('pageInvalid', 'Page starts at 1'))
    .nullish()
    .transform((v) => v ?? 1),
  pageSize: z
    .number()
    .int(k('pageSizeInvalid', 'Page size must be a whole number'))
    .min(1, k('pageSizeInvalid', 'Page size is at least 1'))
    .max(SPEC_PAGE_SIZE_MAX, k('pageSizeTooLarge', `Page size is at most ${SPEC_PAGE_SIZE_MAX}`))
    .nullish()
    .transform((v) => v ?? SPEC_PAGE_SIZE_DEFAULT),
})
export type SpecCategoryInput = z.infer<typeof specCategoryInputSchema>

/** A spec sheet is addressed by its category and `{make slug}-{model slug}`. */
export const specSheetInputSchema = z.object({
  category: slug(100),
  slug: slug(240),
})
export type SpecSheetInput = z.infer<typeof specSheetInputSchema>
