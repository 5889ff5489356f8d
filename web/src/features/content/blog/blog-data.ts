import { toLocale } from '@ironyard/contract/locale'
import { cache } from 'react'
import {
  BlogCategoriesDocument,
  BlogStoriesDocument,
  BlogStoryDocument,
  type BlogStoryQuery,
  type StoryCardFieldsFragment,
} from '@/graphql/__generated__/graphql'
import { LANGUAGES, type Locale } from '@/i18n/settings'
import { gql, gqlCached } from '@/lib/api-client'
import { isApiError } from '@/lib/api-errors'
import { BRAND } from '@ironyard/contract'
import { absoluteUrl } from '@/lib/seo'
import { localePath } from '@/lib/paths'

/** Spec §2 blog categories, in order; "all" is the union of the others. */
export const BLOG_CATEGORIES = ['all', 'case-studies', 'engineering', 'insight', 'news'] as const
export type BlogCategory = (typeof BLOG_CATEGORIES)[number]
export const isBlogCategory = (v: unknown): v is BlogCategory =>
  (BLOG_CATEGORIES as readonly unknown[]).includes(v)

/** Deepest page linked (the api refuses beyond it). */
export const BLOG_MAX_PAGE = 1000
export const BLOG_QUERY_MAX = 200

export type StoryCard = StoryCardFieldsFragment
export type Story = BlogStoryQuery['story']
export type StoryBlock = Story['body'][number]
export type StorySpan = NonNullable<StoryBlock['spans']>[number]

/** Locale-free paths of the blog (spec §2: /blog, /blog/category, /blog/{article}). */
export const blogPath = () => '/blog'
export const categoryPath = (category: BlogCategory) =>
  category === 'all' ? '/blog/category' : `/blog/category/${category}`
export const articlePath = (slug: string) => `/blog/${slug}`

/** A list page's URL with its search and page (page 1 and an empty search are left out). */
export function listHref(basePath: string, state: { q?: string | null; page?: number }): string {
  const params = new URLSearchParams()
  if (state.q) params.set('q', state.q)
  if (state.page && state.page > 1) params.set('page', String(state.page))
  const query = params.toString()
  return query ? `${basePath}?${query}` : basePath
}

export interface BlogListState {
  q: string | null
  page: number
}

/** The search and page of a list URL; anything unusable falls back to "no search", page 1. */
export function parseListParams(
  params: Record<string, string | string[] | undefined>,
): BlogListState {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)
  const q = (one(params.q) ?? '').replace(/\s+/g, ' ').trim().slice(0, BLOG_QUERY_MAX) || null
  const raw = one(params.page)
  const page = raw && /^\d{1,4}$/.test(raw) ? Number(raw) : 1
  return { q, page: Math.min(Math.max(page, 1), BLOG_MAX_PAGE) }
}

export async function getStories(locale: Locale, category: BlogCategory, state: BlogListState) {
  const { stories } = await gql(
    BlogStoriesDocument,
    { category, query: state.q, page: state.page },
    { locale },
  )
  return stories
}

/** Published stories per category; changes only when an article is published. */
export async function getCategoryCounts(locale: Locale): Promise<Map<string, number>> {
  const { storyCategories } = await gqlCached(BlogCategoriesDocument, {}, { locale, ttlMs: 60_000 })
  return new Map(storyCategories.map((c) => [c.slug, c.count]))
}

/**
 * One article, once per request (metadata and page share it). Null when there is none: unknown
 * slugs, drafts, and drafts asked for with a wrong preview token all read as "not found".
 */
export const getStory = cache(
  async (slug: string, locale: Locale, preview: string | null): Promise<Story | null> => {
    try {
      const { story } = await gql(BlogStoryDocument, { slug, preview }, { locale })
      return story
    } catch (e) {
      if (isApiError(e, 'NOT_FOUND', 'FORBIDDEN', 'VALIDATION')) {
        return null
      }
      throw e
    }
  },
)

/** Share links that work without scripts (each network's plain share URL). */
export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url)
  const t = encodeURIComponent(title)
  return [
    { network: 'x', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { network: 'linkedin', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'email', href: `mailto:?subject=${t}&body=${u}` },
  ] as const
}

/** schema.org BlogPosting for an article page. */
export function articleJsonLd(
  story: Story,
  locale: Locale,
  categoryName: string,
): Record<string, unknown> {
  const url = absoluteUrl(localePath(locale, articlePath(story.slug)))
  const organization = { '@type': 'Organization', name: BRAND.name, url: absoluteUrl('/') }
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: story.title,
    description: story.excerpt,
    inLanguage: LANGUAGES[toLocale(story.locale)].bcp47,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    ...(story.heroImage ? { image: [story.heroImage.url] } : {}),
    ...(story.publishedAt ? { datePublished: story.publishedAt } : {}),
    dateModified: story.updatedAt,
    // Bylines are teams, not people.
    author: { '@type': 'Organization', name: story.author.name },
    publisher: organization,
    articleSection: categoryName,
    keywords: story.tags.map((t) => t.name).join(', '),
    wordCount: story.wordCount,
  }
}
