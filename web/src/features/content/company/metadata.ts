import type { Metadata } from 'next'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import type { PageAnalytics } from '@/features/analytics/page-analytics'
import { pageMetadata } from '@/lib/seo'
import { brandVars } from './content'

export type CompanyPage =
  | 'about'
  | 'press'
  | 'careers'
  | 'support'
  | 'privacy'
  | 'terms'
  | 'returns'
  | 'cookies'
  | 'sweepstakes'
  | 'sweepstakesRules'

/** Title, description, alternates and analytics of a company page, from `company:<page>.meta`. */
export function companyPageMetadata(
  locale: Locale,
  page: CompanyPage,
  path: string,
  analytics: PageAnalytics,
): Promise<Metadata> {
  const t = getT(locale, 'company')
  return pageMetadata({
    locale,
    path,
    title: t(`${page}.meta.title`, brandVars()),
    description: t(`${page}.meta.description`, brandVars()),
    analytics,
  })
}
