import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { Breadcrumbs } from '@/features/landing/Breadcrumbs'
import styles from '@/features/resources/Resources.module.css'
import { SpecModelList } from '@/features/resources/SpecModelList'
import { PageNav } from '@/components/ui/PageNav'
import { getT } from '@/i18n/server'
import { type Locale } from '@/i18n/settings'
import { formatNumber } from '@/lib/format'
import { localePath } from '@/lib/paths'
import {
  getSpecCategoryPage,
  pageParam,
  queryParam,
  specCategoryPath,
  SPECS_PATH,
} from '@/features/resources/resources-data'
import type { RawParams } from '@ironyard/contract/search-url'
import { pageMetadata } from '@/lib/seo'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string; category: string }>
  searchParams: Promise<RawParams>
}

/** The category's page; an unknown category or make, or a page past the end, is a 404. */
async function load(props: Props) {
  const { category } = await props.params
  const locale = await localePage(props.params)
  const raw = await props.searchParams
  const make = queryParam(raw, 'make') || null
  const page = pageParam(raw)
  if (!page) notFound()
  const data = await getSpecCategoryPage({ category, make, page }, locale)
  return { locale: locale as Locale, data, make, page }
}

function texts(locale: Locale, data: Awaited<ReturnType<typeof load>>['data']) {
  const t = getT(locale, 'resources')
  const c = data.category
  const count = (key: 'models' | 'makes', n: number) =>
    t(`specs.${key}`, { count: n, n: formatNumber(n, locale) })
  const models = count('models', data.totalCount)
  const makes = count('makes', data.make ? 1 : c.makeCount)
  return { t, models, makes }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, data, make, page } = await load(props)
  const { t, models, makes } = texts(locale, data)
  const c = data.category
  return pageMetadata({
    locale,
    path: specCategoryPath(c.slug) + (page > 1 && !make ? `?page=${page}` : ''),
    title: data.make
      ? t('specCategory.titleMake', { make: data.make.name, name: c.name })
      : t('specCategory.title', { name: c.name, models }),
    description: t('specCategory.description', { name: c.name, models, makes }),
    analytics: { category: 'Resources', name: 'Specs Category' },
    // One make's slice repeats the category page: visitors use it, search engines need not.
    noindex: Boolean(make),
  })
}

/** Spec §2 spec pages, category: the real models with spec sheets, by make. */
export default async function SpecCategoryPage(props: Props) {
  const { locale, data } = await load(props)
  const { t, models, makes } = texts(locale, data)
  const c = data.category
  const base = localePath(locale, specCategoryPath(c.slug))
  const href = (page: number) => {
    const params = new URLSearchParams()
    if (data.make) params.set('make', data.make.slug)
    if (page > 1) params.set('page', String(page))
    const qs = params.toString()
    return qs ? `${base}?${qs}` : base
  }
  return (
    <>
      <Breadcrumbs
        locale={locale}
        crumbs={[
          { label: t('crumbs.home'), path: '/' },
          { label: t('crumbs.resources'), path: '/resources' },
          { label: t('crumbs.specs'), path: SPECS_PATH },
          ...(data.make
            ? [{ label: c.name, path: specCategoryPath(c.slug) }, { label: data.make.name }]
            : [{ label: c.name }]),
        ]}
      />
      <div className={`container ${styles.page}`}>
        <h1>
          {data.make
            ? t('specCategory.headingMake', { make: data.make.name, name: c.name })
            : t('specCategory.heading', { name: c.name })}
        </h1>
        <p className={styles.lead}>{t('specCategory.intro', { models, makes })}</p>
        <nav aria-label={t('specCategory.makesLabel')} className={styles.makeNav}>
          <ul className="link-list">
            <li>
              <Link
                className="pill"
                href={base}
                prefetch={false}
                aria-current={data.make ? undefined : 'page'}
              >
                {t('specCategory.allMakes')}
              </Link>
            </li>
            {data.makes.map((m) => (
              <li key={m.slug}>
                <Link
                  className="pill"
                  href={`${base}?make=${encodeURIComponent(m.slug)}`}
                  prefetch={false}
                  aria-current={data.make?.slug === m.slug ? 'page' : undefined}
                >
                  {t('specCategory.makeCount', {
                    name: m.name,
                    n: formatNumber(m.count, locale),
                  })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <SpecModelList locale={locale} category={c.slug} sheets={data.sheets} />
        <PageNav locale={locale} current={data.page} totalPages={data.pageCount} href={href} />
        <p className={styles.actions}>
          <Link
            className="btn btn-secondary"
            href={localePath(locale, `/${c.slug}`)}
            prefetch={false}
          >
            {t('specCategory.forSale', { name: c.name })}
          </Link>
        </p>
      </div>
    </>
  )
}
