import type { ReactNode } from 'react'
import { SearchView } from '@/features/search'
import type { Locale } from '@/i18n/settings'
import type { Landing } from '@/features/landing/landing'
import { relatedGroups } from '@/features/landing/landing-related'
import { localePath } from '@/lib/paths'
import type { SearchOutcome } from '@/features/search'
import { Breadcrumbs } from './Breadcrumbs'
import { RelatedLinks } from './RelatedLinks'

/** A landing page: breadcrumbs, heading, intro, related pages and its pre-filtered results. */
export function LandingView({
  locale,
  landing,
  outcome,
  popular,
  intro,
}: {
  locale: Locale
  landing: Landing
  outcome: SearchOutcome
  popular: Array<{ text: string; href: string }>
  /** The intro when it holds more than the landing's text (a link, a call to action). */
  intro?: ReactNode
}) {
  return (
    <>
      <Breadcrumbs locale={locale} crumbs={landing.crumbs} />
      <SearchView
        locale={locale}
        outcome={outcome}
        basePath={localePath(locale, landing.path)}
        heading={landing.heading}
        intro={intro ?? <p>{landing.intro}</p>}
        fixed={landing.fixed}
        defaultSort={landing.defaultSort}
        popular={popular}
        related={
          <RelatedLinks
            locale={locale}
            groups={relatedGroups(landing, outcome.result.facets, locale)}
          />
        }
      />
    </>
  )
}
