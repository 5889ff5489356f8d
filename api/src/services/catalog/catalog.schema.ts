import { z } from 'zod'

const slug = z
  .string()
  .trim()
  .toLowerCase()
  .max(100, 'key:validation.catalog.slugTooLong|A slug is at most 100 characters')

export const slugInputSchema = z.object({ slug })
export const categoriesInputSchema = z.object({
  broadCategory: slug.nullish(),
  group: slug.nullish(),
})
export const makesInputSchema = z.object({ featuredOnly: z.boolean().nullish() })
