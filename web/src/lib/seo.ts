import { localeCode } from '@ironyard/contract/locale'
import type { Metadata } from 'next'
import { LOCALES, type Locale } from '@/i18n/settings'
import type { PageAnalytics } from './page-analytics'
import { BRAND } from '@ironyard/contract'
import { env } from './env'
import { localePath } from './paths'
import { requestAnalyticsMeta } from './request-path'

export interface PageMetaInput {
  locale: Locale
  /** Locale-free path of the page, with the query string that belongs to its canonical URL. */
  path: string
  title: string
  description: string
  analytics: PageAnalytics
  /** Error pages and filtered search variants are not indexed. */
  noindex?: boolean
  image?: string
}

export function absoluteUrl(path: string): string {
  return `${env.webUrl}${path}`
}

/**
 * Title, description, canonical URL, hreflang alternates (en, es, x-default), Open Graph and the
 * analytics page category/name, the same way on every page.
 */
export async function pageMetadata(input: PageMetaInput): Promise<Metadata> {
  const { locale, path } = input
  const canonical = absoluteUrl(localePath(locale, path))
  const languages: Record<string, string> = Object.fromEntries(
    LOCALES.map((l) => [l, absoluteUrl(localePath(l, path))]),
  )
  languages['x-default'] = absoluteUrl(localePath('en', path))
  return {
    title: input.title,
    description: input.description,
    alternates: { canonical, languages },
    openGraph: {
      type: 'website',
      siteName: BRAND.name,
      title: input.title,
      description: input.description,
      url: canonical,
      locale: localeCode(locale),
      ...(input.image ? { images: [{ url: input.image }] } : {}),
    },
    robots: input.noindex ? { index: false, follow: true } : undefined,
    other: await requestAnalyticsMeta(input.analytics),
  }
}
