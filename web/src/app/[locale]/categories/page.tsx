import type { Metadata } from 'next'
import Link from 'next/link'
import { Breadcrumbs } from '@/features/landing/Breadcrumbs'
import styles from '@/features/landing/Landing.module.css'
import { CategoryGroupsDocument } from '@/graphql/__generated__/graphql'
import { getT } from '@/i18n/server'
import { gqlCached } from '@/lib/api-client'
import { getCatalog } from '@/lib/catalog-data'
import { formatNumber } from '@/lib/format'
import { SPECIAL_PAGES } from '@/features/landing/landing'
import { localePath } from '@/lib/paths'
import { pageMetadata } from '@/lib/seo'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localePage(params)
  const t = getT(locale, 'landing')
  return pageMetadata({
    locale,
    path: '/categories',
    title: t('index.categories.title'),
    description: t('index.categories.description'),
    analytics: { category: 'Landing Page', name: 'Equipment Categories' },
  })
}

/**
 * The equipment categories index: broad groups, the deals and specials pages, and the navigation
 * groups with their categories.
 */
export default async function CategoriesPage({ params }: Props) {
  const locale = await localePage(params)
  const t = getT(locale, 'landing')
  const [{ categoryGroups }, catalog] = await Promise.all([
    gqlCached(CategoryGroupsDocument, {}, { locale, ttlMs: 5 * 60_000 }),
    getCatalog(locale),
  ])
  return (
    <>
      <Breadcrumbs
        locale={locale}
        crumbs={[{ label: t('crumbs.home'), path: '/' }, { label: t('crumbs.categories') }]}
      />
      <div className={`container ${styles.index}`}>
        <h1>{t('index.categories.heading')}</h1>
        <p>{t('index.categories.intro')}</p>
        <section aria-labelledby="broad-title" className="section">
          <h2 id="broad-title">{t('index.broadTitle')}</h2>
          <ul className="link-list">
            {catalog.broadCategories.map((b) => (
              <li key={b.slug}>
                <Link className="pill" href={localePath(locale, `/${b.slug}`)} prefetch={false}>
                  {b.name}{' '}
                  <span className="muted">&nbsp;{formatNumber(b.listingCount, locale)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="specials-title" className="section">
          <h2 id="specials-title">{t('index.specialsTitle')}</h2>
          <ul className="link-list">
            {Object.keys(SPECIAL_PAGES).map((slug) => (
              <li key={slug}>
                <Link className="pill" href={localePath(locale, `/${slug}`)} prefetch={false}>
                  {t(`special.${slug}.heading`)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <div className={styles.groups}>
          {categoryGroups.map((g) => (
            <section key={g.slug} aria-labelledby={`group-${g.slug}`}>
              <h2 id={`group-${g.slug}`}>{g.name}</h2>
              <ul className={styles.columns} style={{ columns: 1 }}>
                {g.categories.map((c) => (
                  <li key={c.slug}>
                    <Link href={localePath(locale, `/${c.slug}`)} prefetch={false}>
                      {c.name}
                    </Link>
                    <span className="muted">({formatNumber(c.listingCount, locale)})</span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </>
  )
}
