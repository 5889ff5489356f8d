import type { Metadata } from 'next'
import Link from 'next/link'
import { Breadcrumbs } from '@/features/landing/Breadcrumbs'
import styles from '@/features/landing/Landing.module.css'
import { getT } from '@/i18n/server'
import { formatNumber } from '@/lib/format'
import { stateName } from '@/features/landing/landing'
import { localePath } from '@/lib/paths'
import { runSearch } from '@/features/search/search-data'
import { EMPTY_STATE } from '@ironyard/contract/search-url'
import { pageMetadata } from '@/lib/seo'
import { US_STATES } from '@/features/landing/us-states'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localePage(params)
  const t = getT(locale, 'landing')
  return pageMetadata({
    locale,
    path: '/locations',
    title: t('index.locations.title'),
    description: t('index.locations.description'),
    analytics: { category: 'Landing Page', name: 'Locations' },
  })
}

/** Equipment by state, with how many machines each one has. */
export default async function LocationsPage({ params }: Props) {
  const locale = await localePage(params)
  const t = getT(locale, 'landing')
  const { result } = await runSearch(EMPTY_STATE, locale, 1)
  const counts = new Map(result.facets.states.map((s) => [s.value, s.count]))
  const states = [...US_STATES].sort((a, b) =>
    stateName(a, locale).localeCompare(stateName(b, locale), locale),
  )
  return (
    <>
      <Breadcrumbs
        locale={locale}
        crumbs={[{ label: t('crumbs.home'), path: '/' }, { label: t('crumbs.locations') }]}
      />
      <div className={`container ${styles.index}`}>
        <h1>{t('index.locations.heading')}</h1>
        <p>{t('index.locations.intro')}</p>
        <ul className={styles.columns}>
          {states.map((s) => (
            <li key={s.code}>
              <Link href={localePath(locale, `/locations/${s.slug}`)} prefetch={false}>
                {stateName(s, locale)}
              </Link>
              <span className="muted">({formatNumber(counts.get(s.code) ?? 0, locale)})</span>
            </li>
          ))}
        </ul>
      </div>
    </>
  )
}
