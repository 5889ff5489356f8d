import type { Metadata } from 'next'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import type { PageAnalytics } from '@/lib/page-analytics'
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
  /** Another set of the page's texts (`sweepstakes.metaOpen`) and values for it. */
  variant?: { key: string; vars: Record<string, string> },
): Promise<Metadata> {
  const t = getT(locale, 'company')
  const key = variant?.key ?? 'meta'
  const vars = { ...brandVars(), ...variant?.vars }
  return pageMetadata({
    locale,
    path,
    title: t(`${page}.${key}.title`, vars),
    description: t(`${page}.${key}.description`, vars),
    analytics,
  })
}
