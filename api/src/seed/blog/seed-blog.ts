import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { appMeta } from '../../db/schema'
import { BRAND } from '@ironyard/contract'
import type { SaveStoryInput } from '../../services/content/content.schema'
import { saveContentTags, saveStories } from '../../services/content/save-stories'
import { getMediaCatalog } from '../illustrations/catalog'
import { renderMedia } from '../illustrations/render-media'
import { seedArticles, seedTags } from './articles'
import { parseMarkup } from './markup'
import type { SeedArticle, SeedArticleText } from './types'

/** Bump when the seed articles change: databases holding an older set get the new one. */
export const BLOG_SEED_VERSION = 1
const META_KEY = 'blog_seed'

/** Media path of an equipment category's generated illustration (one of its 4 views). */
export function illustrationPath(category: string, view: number): string {
  const variant = getMediaCatalog().exteriors.get(category)?.[view]
  if (!variant) throw new Error(`No illustration for ${category} view ${view}`)
  return variant.path
}

const withBrand = (s: string) => s.replaceAll('{brand}', BRAND.name)

function translation(t: SeedArticleText) {
  return {
    title: withBrand(t.title),
    excerpt: withBrand(t.excerpt),
    authorName: withBrand(t.author),
    authorRole: withBrand(t.role),
    heroAlt: withBrand(t.heroAlt),
    // Images in a body are "details:<close-up>" or "<category>:<view>".
    body: parseMarkup(withBrand(t.body), (ref) => {
      const [kind, key] = ref.split(':')
      if (kind === 'details') {
        const detail = getMediaCatalog().details.get(key)
        if (!detail) throw new Error(`No close-up illustration ${key}`)
        return detail.path
      }
      return illustrationPath(kind, Number(key ?? 0))
    }),
  }
}

/** The seed articles as content-store input: same input, same stories (uuids included). */
export function seedArticleInputs(
  articles: readonly SeedArticle[] = seedArticles(),
): SaveStoryInput[] {
  const uuidOf = new Map(articles.map((a) => [a.slug, a.uuid]))
  return articles.map((a) => ({
    uuid: a.uuid,
    slug: a.slug,
    category: a.category,
    state: 'published',
    publishedAt: new Date(a.publishedAt),
    heroImagePath: illustrationPath(a.hero.category, a.hero.view),
    translations: { en: translation(a.en), es: translation(a.es) },
    tags: a.tags,
    relations: a.related.map((slug) => {
      const uuid = uuidOf.get(slug)
      if (!uuid) throw new Error(`Seed article ${a.slug} relates to unknown ${slug}`)
      return uuid
    }),
  }))
}

export interface SeedBlogOptions {
  mediaDir: string
  /** Render the hero illustrations (kept when already on disk). Tests turn it off. */
  media?: boolean
  /** Write the articles even when this version is already in the database. */
  force?: boolean
  onProgress?: (message: string) => void
}

/**
 * The blog's articles, on first start and whenever BLOG_SEED_VERSION moves on. Stories are
 * upserted by uuid, so running it again never duplicates anything.
 */
export async function seedBlog(database: Database, opts: SeedBlogOptions): Promise<boolean> {
  const [meta] = await database.db.select().from(appMeta).where(eq(appMeta.key, META_KEY))
  if (!opts.force && meta?.value.version === BLOG_SEED_VERSION) return false
  const inputs = seedArticleInputs()
  opts.onProgress?.(`blog: ${inputs.length} articles in English and Spanish`)
  if (opts.media !== false) {
    const categories = [...new Set(seedArticles().map((a) => a.hero.category))]
    await renderMedia(opts.mediaDir, { categories, videos: false })
  }
  await saveContentTags(database, seedTags())
  await saveStories(database, inputs)
  const value = { version: BLOG_SEED_VERSION, articles: inputs.length }
  await database.db
    .insert(appMeta)
    .values({ key: META_KEY, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } })
  return true
}
