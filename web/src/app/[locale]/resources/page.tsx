import type { Metadata } from 'next'
import { Breadcrumbs } from '@/features/landing/Breadcrumbs'
import { ResourceCards } from '@/features/resources/ResourceCards'
import styles from '@/features/resources/Resources.module.css'
import { getT } from '@/i18n/server'
import { getResourcesOverview } from '@/features/resources/resources-data'
import { pageMetadata } from '@/lib/seo'
import { US_STATES } from '@/features/landing/us-states'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localePage(params)
  const t = getT(locale, 'resources')
  return pageMetadata({
    locale,
    path: '/resources',
    title: t('index.title'),
    description: t('index.description'),
    analytics: { category: 'Resources', name: 'Resources' },
  })
}

/** Spec §2 /resources: every resource with a short description and live counts. */
export default async function ResourcesPage({ params }: Props) {
  const locale = await localePage(params)
  const t = getT(locale, 'resources')
  const { taxonomyStats: stats, specCategories } = await getResourcesOverview(locale)
  return (
    <>
      <Breadcrumbs
        locale={locale}
        crumbs={[{ label: t('crumbs.home'), path: '/' }, { label: t('crumbs.resources') }]}
      />
      <div className={`container ${styles.page}`}>
        <h1>{t('index.heading')}</h1>
        <p className={styles.lead}>{t('index.intro')}</p>
        <ResourceCards
          locale={locale}
          counts={{
            taxonomyRows: stats.models,
            byProvenance: stats.byProvenance,
            specSheets: specCategories.reduce((sum, c) => sum + c.sheetCount, 0),
            specCategories: specCategories.length,
            makes: stats.makes,
            categories: stats.categories,
            states: US_STATES.length,
          }}
        />
      </div>
    </>
  )
}
