import type { ContentCategory } from '../../db/schema/content'

/** One language of a seed article; `{brand}` in any text becomes the brand name. */
export interface SeedArticleText {
  title: string
  excerpt: string
  author: string
  role: string
  heroAlt: string
  /** The body in the markup of `markup.ts`. */
  body: string
}

export interface SeedArticle {
  uuid: string
  slug: string
  category: ContentCategory
  /** ISO date; all before the demo data's "as of" day. */
  publishedAt: string
  /** Hero picture: an equipment category's generated illustration and which of its 4 views. */
  hero: { category: string; view: 0 | 1 | 2 | 3 }
  tags: string[]
  /** Slugs of related seed articles, in order. */
  related: string[]
  en: SeedArticleText
  es: SeedArticleText
}
