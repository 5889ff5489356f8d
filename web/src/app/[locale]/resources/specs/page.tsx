import type { Metadata } from 'next'
import { Breadcrumbs } from '@/features/landing/Breadcrumbs'
import styles from '@/features/resources/Resources.module.css'
import { SpecCategoryList } from '@/features/resources/SpecCategoryList'
import { getT } from '@/i18n/server'
import { formatNumber } from '@/lib/format'
import { getSpecCategories, SPECS_PATH } from '@/features/resources/resources-data'
import { pageMetadata } from '@/lib/seo'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localePage(params)
  const t = getT(locale, 'resources')
  const categories = await getSpecCategories(locale)
  return pageMetadata({
    locale,
    path: SPECS_PATH,
    title: t('specs.title'),
    description: t('specs.description', {
      sheets: formatNumber(
        categories.reduce((sum, c) => sum + c.sheetCount, 0),
        locale,
      ),
      categories: formatNumber(categories.length, locale),
    }),
    analytics: { category: 'Resources', name: 'Specs' },
  })
}

/** Spec §2 spec pages, index: the categories that have spec sheets of real models. */
export default async function SpecsPage({ params }: Props) {
  const locale = await localePage(params)
  const t = getT(locale, 'resources')
  const categories = await getSpecCategories(locale)
  return (
    <>
      <Breadcrumbs
        locale={locale}
        crumbs={[
          { label: t('crumbs.home'), path: '/' },
          { label: t('crumbs.resources'), path: '/resources' },
          { label: t('crumbs.specs') },
        ]}
      />
      <div className={`container ${styles.page}`}>
        <h1>{t('specs.heading')}</h1>
        <p className={styles.lead}>{t('specs.intro')}</p>
        <p className={styles.note}>{t('specs.onlyReal')}</p>
        <SpecCategoryList locale={locale} categories={categories} />
      </div>
    </>
  )
}
