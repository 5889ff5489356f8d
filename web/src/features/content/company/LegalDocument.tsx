import type { ReactNode } from 'react'
import { ContentPage } from '@/features/content/pages/ContentPage'
import { Prose } from '@/features/content/pages/Prose'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { brandVars, proseSections } from '@/features/content/company/content'
import { LEGAL_UPDATED } from '@/features/content/company/facts'
import { formatDate } from '@/lib/format'

export type LegalDoc = 'privacy' | 'terms' | 'cookies' | 'returns'

/**
 * A legal document (privacy policy, terms, cookie policy): its sections from `company:<doc>`,
 * a table of contents, the date it last changed, and optional extra content after a section.
 */
export function LegalDocument({
  locale,
  doc,
  extras = {},
}: {
  locale: Locale
  doc: LegalDoc
  extras?: Partial<Record<string, ReactNode>>
}) {
  const t = getT(locale, 'company')
  const heading = t(`${doc}.heading`)
  return (
    <ContentPage
      locale={locale}
      crumbs={[{ label: t('page.home'), path: '/' }, { label: heading }]}
      heading={heading}
      lead={t(`${doc}.lead`, brandVars())}
      note={t('page.updated', { date: formatDate(LEGAL_UPDATED, locale) })}
      tocLabel={t('page.toc')}
      sections={proseSections(t, `${doc}.sections`).map((s) => ({
        id: s.id,
        title: s.title,
        content: (
          <>
            <Prose blocks={s.blocks} />
            {extras[s.id]}
          </>
        ),
      }))}
    />
  )
}
