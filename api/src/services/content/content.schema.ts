import { LOCALES } from '@ironyard/contract/locale'
import { z } from 'zod'
import { CONTENT_CATEGORIES, CONTENT_STATES } from '../../db/schema/content'

/** Spec §2 blog categories, in the order the blog shows them; "all" is the union of the rest. */
export const BLOG_CATEGORIES = ['all', ...CONTENT_CATEGORIES] as const
export type BlogCategory = (typeof BLOG_CATEGORIES)[number]

/** Spec §7/§9: stories come 25 to a page. */
export const STORY_PAGE_SIZE = 25
/** Spec §7/§9: relations are resolved in batches of 50 uuids. */
export const RELATION_BATCH_SIZE = 50
export const PAGE_MAX = 1000
export const SEARCH_MAX_LENGTH = 200
/** Words the search uses at most (longer questions keep their first words). */
export const SEARCH_MAX_WORDS = 8
export const RELATED_DEFAULT = 3
export const RELATED_MAX = 12
/** Reading speed behind "N min read". */
export const WORDS_PER_MINUTE = 200
export const STORY_LOCALES = LOCALES

/** zod message carrying a translation key (lib/errors.ts fromZodError reads it). */
const k = (key: string, message: string) => `key:validation.blog.${key}|${message}`

const previewToken = z.string().max(200).nullish()

export const blogCategorySchema = z
  .string()
  .trim()
  .toLowerCase()
  .refine((c): c is BlogCategory => (BLOG_CATEGORIES as readonly string[]).includes(c), {
    message: k('categoryUnknown', `Category must be one of ${BLOG_CATEGORIES.join(', ')}`),
  })

export const listStoriesInputSchema = z.object({
  category: blogCategorySchema.nullish().transform((c) => c ?? 'all'),
  query: z
    .string()
    .max(SEARCH_MAX_LENGTH, k('queryTooLong', `Search is at most ${SEARCH_MAX_LENGTH} characters`))
    .nullish()
    .transform((q) => q?.trim() || null),
  page: z
    .number()
    .int(k('pageInvalid', 'Page must be a whole number'))
    .min(1, k('pageInvalid', 'Page starts at 1'))
    .max(PAGE_MAX, k('pageInvalid', `Page is at most ${PAGE_MAX}`))
    .nullish()
    .transform((p) => p ?? 1),
  preview: previewToken,
})
export type ListStoriesInput = z.output<typeof listStoriesInputSchema>

export const storyLookupSchema = z
  .object({
    slug: z.string().trim().toLowerCase().max(200).nullish(),
    uuid: z.string().trim().toLowerCase().max(100).nullish(),
    preview: previewToken,
  })
  .refine((v) => Boolean(v.slug) !== Boolean(v.uuid), {
    message: k('lookupInvalid', 'Give either a slug or a uuid'),
    path: ['slug'],
  })
export type StoryLookup = z.output<typeof storyLookupSchema>

export const relatedStoriesInputSchema = z.object({
  first: z
    .number()
    .int(k('firstInvalid', `first must be a whole number from 1 to ${RELATED_MAX}`))
    .min(1, k('firstInvalid', `first must be a whole number from 1 to ${RELATED_MAX}`))
    .max(RELATED_MAX, k('firstInvalid', `first must be a whole number from 1 to ${RELATED_MAX}`))
    .nullish()
    .transform((f) => f ?? RELATED_DEFAULT),
})

// ---- Writing stories (the seed, tests; an editor later) ----

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/
/** A site path ("/excavators?sort=recent") or an https URL; nothing that could run script. */
const SITE_PATH = /^\/(?!\/)[A-Za-z0-9\-._~/?=&%]*$/
const href = z
  .string()
  .max(500)
  .refine(
    (h) => SITE_PATH.test(h) || /^https:\/\/[^\s"'<>]+$/.test(h),
    'href must be a site path or https URL',
  )

export const storySpanSchema = z.object({
  text: z.string().min(1),
  bold: z.boolean().optional(),
  italic: z.boolean().optional(),
  href: href.optional(),
})
const spans = z.array(storySpanSchema).min(1)

export const storyBlockSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('heading'),
    level: z.union([z.literal(2), z.literal(3)]),
    text: z.string().min(1),
  }),
  z.object({ type: z.literal('paragraph'), spans }),
  z.object({ type: z.literal('list'), ordered: z.boolean(), items: z.array(spans).min(1) }),
  z.object({ type: z.literal('quote'), spans, cite: z.string().min(1).optional() }),
  z.object({
    type: z.literal('image'),
    path: z.string().regex(/^[a-z0-9][a-z0-9/_-]*$/),
    alt: z.string().min(1),
    caption: z.string().min(1).optional(),
  }),
  z.object({
    type: z.literal('listingLink'),
    href: z.string().regex(SITE_PATH, 'listing links point at a site path'),
    label: z.string().min(1),
    description: z.string().min(1).optional(),
  }),
])

export const storyTranslationInputSchema = z.object({
  title: z.string().trim().min(1).max(200),
  excerpt: z.string().trim().min(1).max(400),
  body: z.array(storyBlockSchema).min(1),
  authorName: z.string().trim().min(1).max(120),
  authorRole: z.string().trim().min(1).max(120).optional(),
  heroAlt: z.string().trim().max(300).default(''),
})

export const saveStoryInputSchema = z
  .object({
    uuid: z.uuid(),
    slug: z
      .string()
      .max(120)
      .regex(SLUG_PATTERN)
      .refine((s) => s !== 'category', '"category" is the category index route'),
    category: z.enum([...BLOG_CATEGORIES.slice(1)] as [string, ...string[]]),
    state: z.enum(CONTENT_STATES),
    publishedAt: z.date().nullish(),
    heroImagePath: z
      .string()
      .regex(/^[a-z0-9][a-z0-9/_-]*$/)
      .nullish(),
    translations: z
      .object({
        en: storyTranslationInputSchema.optional(),
        es: storyTranslationInputSchema.optional(),
      })
      .refine((t) => t.en || t.es, 'a story needs at least one language'),
    tags: z.array(z.string().regex(SLUG_PATTERN)).max(20).default([]),
    /** uuids of related stories, in order. */
    relations: z.array(z.uuid()).max(500).default([]),
  })
  .refine((s) => s.state !== 'published' || s.publishedAt, {
    message: 'a published story needs publishedAt',
    path: ['publishedAt'],
  })
export type SaveStoryInput = z.input<typeof saveStoryInputSchema>

export const contentTagSchema = z.object({
  slug: z.string().regex(SLUG_PATTERN),
  nameEn: z.string().trim().min(1).max(80),
  nameEs: z.string().trim().min(1).max(80),
})
export type ContentTagInput = z.input<typeof contentTagSchema>
