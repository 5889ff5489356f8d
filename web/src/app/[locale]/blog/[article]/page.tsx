import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ArticleView } from '@/features/content/blog/ArticleView'
import { getT } from '@/i18n/server'
import { LOCALES, type Locale } from '@/i18n/settings'
import {
  articlePath,
  getStory,
  isBlogCategory,
  type Story,
} from '@/features/content/blog/blog-data'
import { pageMetadata } from '@/lib/seo'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string; article: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** ?preview=<token>: an editor's look at a draft (the api checks the token). */
async function previewToken(props: Props): Promise<string | null> {
  const p = (await props.searchParams).preview
  return typeof p === 'string' && p.length > 0 && p.length <= 200 ? p : null
}

async function load(props: Props): Promise<{ locale: Locale; story: Story; preview: boolean }> {
  const { article } = await props.params
  const locale = await localePage(props.params)
  const slug = decodeURIComponent(article)
  if (!SLUG.test(slug)) notFound()
  const preview = await previewToken(props)
  const story = await getStory(slug, locale, preview)
  if (!story) notFound()
  return { locale, story, preview: Boolean(preview) }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, story, preview } = await load(props)
  const t = getT(locale, 'blog')
  const meta = await pageMetadata({
    locale,
    path: articlePath(story.slug),
    title: story.title,
    description: story.excerpt,
    analytics: { category: 'Blog', name: 'Blog Article' },
    image: story.heroImage?.url,
    noindex: preview || story.state !== 'published',
  })
  // hreflang only for the languages the article is written in.
  const languages = { ...(meta.alternates?.languages as Record<string, string>) }
  for (const l of LOCALES) if (!story.locales.includes(l)) delete languages[l]
  const category = isBlogCategory(story.category) ? story.category : 'all'
  return {
    ...meta,
    alternates: { ...meta.alternates, languages },
    openGraph: {
      ...meta.openGraph,
      type: 'article',
      ...(story.publishedAt ? { publishedTime: story.publishedAt } : {}),
      modifiedTime: story.updatedAt,
      section: t(`categories.${category}`),
      tags: story.tags.map((tag) => tag.name),
      ...(story.heroImage
        ? {
            images: [
              {
                url: story.heroImage.url,
                width: story.heroImage.width,
                height: story.heroImage.height,
                alt: story.heroImage.alt,
              },
            ],
          }
        : {}),
    },
    twitter: {
      card: story.heroImage ? 'summary_large_image' : 'summary',
      title: story.title,
      description: story.excerpt,
    },
  }
}

/** /blog/{article}: one article in the visitor's language; unknown slugs and drafts are 404s. */
export default async function BlogArticlePage(props: Props) {
  const { locale, story } = await load(props)
  return <ArticleView story={story} locale={locale} />
}
