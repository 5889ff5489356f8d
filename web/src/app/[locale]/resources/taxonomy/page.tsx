import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import Link from 'next/link'
import { Breadcrumbs } from '@/features/landing/Breadcrumbs'
import { ProvenanceBadge } from '@/features/resources/ProvenanceBadge'
import styles from '@/features/resources/Resources.module.css'
import { TaxonomyFilters } from '@/features/resources/TaxonomyFilters'
import { TaxonomyTable } from '@/features/resources/TaxonomyTable'
import { PageNav } from '@/components/ui/PageNav'
import { getT } from '@/i18n/server'
import { type Locale } from '@/i18n/settings'
import { BRAND } from '@ironyard/contract'
import { env } from '@/lib/env'
import { formatNumber } from '@/lib/format'
import { localePath } from '@/lib/paths'
import {
  ALLIANCE_PATH,
  getResourcesOverview,
  getTaxonomyBrowser,
  hasTaxonomyFilters,
  pageParam,
  parseTaxonomyState,
  PROVENANCES,
  TAXONOMY_PAGE_SIZE,
  TAXONOMY_PATH,
  taxonomyHref,
} from '@/features/resources/resources-data'
import type { RawParams } from '@ironyard/contract/search-url'
import { pageMetadata } from '@/lib/seo'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string }>
  searchParams: Promise<RawParams>
}

async function read(props: Props): Promise<{ locale: Locale; raw: RawParams }> {
  const locale = await localePage(props.params)
  const raw = await props.searchParams
  // A page that is not a number is no page; one past the end is the api's NOT_FOUND.
  if (!pageParam(raw)) notFound()
  return { locale, raw }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, raw } = await read(props)
  const state = parseTaxonomyState(raw)
  const t = getT(locale, 'resources')
  const { taxonomyStats: stats } = await getResourcesOverview(locale)
  return pageMetadata({
    locale,
    path: TAXONOMY_PATH,
    title: t('taxonomy.title'),
    description: t('taxonomy.description', {
      total: formatNumber(stats.models, locale),
      categories: formatNumber(stats.categories, locale),
    }),
    analytics: { category: 'Resources', name: 'Taxonomy' },
    // Filtered views (a generated-only list among them) and deeper pages are for visitors.
    noindex: hasTaxonomyFilters(state) || state.page > 1,
  })
}

/**
 * Spec §2 /resources/taxonomy: the open equipment taxonomy (what it is, provenance, counts), a
 * browser whose state lives in the URL (a GET form), the download, licence and the alliance.
 */
export default async function TaxonomyPage(props: Props) {
  const { locale, raw } = await read(props)
  const state = parseTaxonomyState(raw)
  const t = getT(locale, 'resources')
  const [{ taxonomyStats: stats }, browser] = await Promise.all([
    getResourcesOverview(locale),
    getTaxonomyBrowser(state, locale),
  ])
  const n = (v: number) => formatNumber(v, locale)
  const rows = browser.taxonomyModels.nodes
  const total = browser.taxonomyModels.totalCount
  const from = (state.page - 1) * TAXONOMY_PAGE_SIZE + 1
  const action = localePath(locale, TAXONOMY_PATH)
  const mailto = `mailto:${BRAND.supportEmail}?subject=${encodeURIComponent(
    t('taxonomy.allianceEmailSubject'),
  )}&body=${encodeURIComponent(t('taxonomy.allianceEmailBody'))}`
  return (
    <>
      <Breadcrumbs
        locale={locale}
        crumbs={[
          { label: t('crumbs.home'), path: '/' },
          { label: t('crumbs.resources'), path: '/resources' },
          { label: t('crumbs.taxonomy') },
        ]}
      />
      <div className={`container ${styles.page}`}>
        <h1>{t('taxonomy.heading')}</h1>
        <p className={styles.lead}>
          {t('taxonomy.intro', {
            total: n(stats.models),
            makes: n(stats.makes),
            categories: n(stats.categories),
          })}
        </p>
        <dl className={styles.stats} aria-label={t('taxonomy.statsLabel')}>
          <div>
            <dt>{t('taxonomy.stats.total')}</dt>
            <dd>{n(stats.models)}</dd>
          </div>
          {stats.byProvenance.map((p) => (
            <div key={p.provenance}>
              <dt>{t(`provenance.${p.provenance}`)}</dt>
              <dd>{n(p.count)}</dd>
            </div>
          ))}
          <div>
            <dt>{t('taxonomy.stats.makes')}</dt>
            <dd>{n(stats.makes)}</dd>
          </div>
          <div>
            <dt>{t('taxonomy.stats.categories')}</dt>
            <dd>{n(stats.categories)}</dd>
          </div>
          <div>
            <dt>{t('taxonomy.stats.specSheets')}</dt>
            <dd>{n(stats.specSheets)}</dd>
          </div>
        </dl>

        <section aria-labelledby="provenance-title" className="section">
          <h2 id="provenance-title">{t('taxonomy.provenanceTitle')}</h2>
          <p>{t('taxonomy.provenanceIntro')}</p>
          <dl className={styles.provenanceList}>
            {PROVENANCES.map((p) => (
              <div key={p}>
                <dt>
                  <ProvenanceBadge locale={locale} provenance={p} />
                </dt>
                <dd>{t(`provenance.${p}Description`)}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="browse-title" id="browse">
          <h2 id="browse-title">{t('taxonomy.browseTitle')}</h2>
          <TaxonomyFilters
            locale={locale}
            action={action}
            state={state}
            facets={browser.taxonomyFacets}
          />
          <p role="status" id="taxonomy-results">
            {total
              ? t('taxonomy.results', {
                  from: n(from),
                  to: n(from + rows.length - 1),
                  total: n(total),
                })
              : t('taxonomy.noResults')}
          </p>
          {rows.some((r) => r.provenance === 'generated') ? (
            <p className={styles.note}>{t('taxonomy.generatedNote')}</p>
          ) : null}
          {rows.length ? <TaxonomyTable locale={locale} rows={rows} /> : null}
          <PageNav
            locale={locale}
            current={state.page}
            totalPages={browser.taxonomyModels.pageCount}
            href={(page) => taxonomyHref(action, { ...state, page })}
          />
        </section>

        <section aria-labelledby="download-title" className="section">
          <h2 id="download-title">{t('taxonomy.downloadTitle')}</h2>
          <p>{t('taxonomy.downloadBody')}</p>
          <p>
            <a className="btn" href={`${env.apiUrl}/taxonomyservice/taxonomy/current`}>
              {t('taxonomy.downloadLink')}
            </a>
          </p>
        </section>

        <section aria-labelledby="licence-title">
          <h2 id="licence-title">{t('taxonomy.licenceTitle')}</h2>
          <p>{t('taxonomy.licenceVpic')}</p>
          <p>{t('taxonomy.licenceCurated')}</p>
          <p>{t('taxonomy.licenceUse', { brand: BRAND.name })}</p>
        </section>

        <section aria-labelledby="alliance" className="section" id="alliance-section">
          <h2 id="alliance">{t('taxonomy.allianceTitle')}</h2>
          <p className={styles.lead}>{t('taxonomy.allianceIntro')}</p>
          <ol className={styles.steps}>
            <li>{t('taxonomy.allianceSteps.use')}</li>
            <li>{t('taxonomy.allianceSteps.report')}</li>
            <li>{t('taxonomy.allianceSteps.review')}</li>
          </ol>
          <p>
            <a className="btn btn-secondary" href={mailto}>
              {t('taxonomy.allianceEmail')}
            </a>{' '}
            <span className="muted">{BRAND.supportEmail}</span>
          </p>
          <p>
            <Link href={localePath(locale, ALLIANCE_PATH)} prefetch={false}>
              {getT(locale, 'pages')('alliance.more')}
            </Link>
          </p>
        </section>
      </div>
    </>
  )
}
