import Link from 'next/link'
import { Breadcrumbs } from '@/features/landing'
import { LeadForm } from '@/features/leads'
import type { LeadPrefill } from '@/features/listing'
import { servicesStyles as serviceStyles } from '@/features/services'
import { ClientTranslations } from '@/i18n/ClientTranslations'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { env } from '@/lib/env'
import { formatNumber } from '@/lib/format'
import { localePath } from '@/lib/paths'
import { BRAND } from '@ironyard/contract'
import { ALLIANCE_PATH, PROVENANCES, TAXONOMY_PATH } from './resources-data'
import styles from './Resources.module.css'

export { ALLIANCE_PATH }

/** The taxonomy's counts the page quotes (taxonomyStats). */
export interface AllianceStats {
  models: number
  byProvenance: Array<{ provenance: string; count: number }>
}

/** A GraphQL query a member can paste as it is (the schema's real fields). */
const GRAPHQL_EXAMPLE = `query {
  taxonomyModels(input: { make: "caterpillar", category: "excavators", first: 10 }) {
    totalCount
    nodes { name slug yearFrom yearTo provenance source make { slug name } }
    pageInfo { hasNextPage endCursor }
  }
}`

/**
 * /resources/taxonomy/alliance (spec §2 "open equipment taxonomy alliance page"): what the
 * alliance is, its members, where the data comes from, the licence (the taxonomy page's own
 * terms), how to join (a request through the lead pipeline) and the public API that exists.
 */
export function AllianceView({
  locale,
  stats,
  prefill,
}: {
  locale: Locale
  stats: AllianceStats
  prefill?: LeadPrefill | null
}) {
  const t = getT(locale, 'pages')
  const tr = getT(locale, 'resources')
  const n = (v: number) => formatNumber(v, locale)
  const documentUrl = `${env.apiUrl}/taxonomyservice/taxonomy/current`
  const graphqlUrl = `${env.apiUrl}/graphql`
  const count = (p: string) => stats.byProvenance.find((b) => b.provenance === p)?.count ?? 0
  return (
    <>
      <Breadcrumbs
        locale={locale}
        crumbs={[
          { label: t('crumbs.home'), path: '/' },
          { label: t('crumbs.resources'), path: '/resources' },
          { label: t('crumbs.taxonomy'), path: TAXONOMY_PATH },
          { label: t('crumbs.alliance') },
        ]}
      />
      <div className={`container ${styles.page}`}>
        <h1>{t('alliance.heading')}</h1>
        <p className={styles.lead}>
          {t('alliance.intro', { total: n(stats.models), brand: BRAND.name })}
        </p>
        <p>
          <Link href={localePath(locale, TAXONOMY_PATH)} prefetch={false}>
            {t('alliance.browse')}
          </Link>
        </p>

        <section aria-labelledby="members-title" className="section">
          <h2 id="members-title">{t('alliance.membersTitle')}</h2>
          <p>{t('alliance.membersIntro')}</p>
          <div className={styles.tableWrap}>
            <table className={styles.table} data-testid="alliance-members">
              <caption className="visually-hidden">{t('alliance.membersCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('alliance.memberName')}</th>
                  <th scope="col">{t('alliance.memberRole')}</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td>{BRAND.legalName}</td>
                  <td>{t('alliance.stewardRole')}</td>
                </tr>
              </tbody>
            </table>
          </div>
        </section>

        <section aria-labelledby="sources-title" className="section">
          <h2 id="sources-title">{t('alliance.sourcesTitle')}</h2>
          <p>{t('alliance.sourcesIntro')}</p>
          <ul>
            {PROVENANCES.map((p) => (
              <li key={p}>{t(`alliance.source.${p}`, { count: n(count(p)) })}</li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="licence-title" className="section">
          <h2 id="licence-title">{t('alliance.licenceTitle')}</h2>
          <p>{tr('taxonomy.licenceVpic')}</p>
          <p>{tr('taxonomy.licenceCurated')}</p>
          <p>{tr('taxonomy.licenceUse', { brand: BRAND.name })}</p>
        </section>

        <section aria-labelledby="api-title" className="section">
          <h2 id="api-title">{t('alliance.apiTitle')}</h2>
          <p>{t('alliance.apiIntro')}</p>
          <h3 className={styles.endpoint}>
            <code>GET {documentUrl}</code>
          </h3>
          <p>{t('alliance.apiDocument')}</p>
          <p>{t('alliance.apiCaching')}</p>
          <p>{t('alliance.apiExample')}:</p>
          <pre
            className={styles.code}
            role="region"
            aria-label={`${t('alliance.apiExample')}: curl`}
            tabIndex={0}
          >
            <code>{`curl --compressed -i ${documentUrl}`}</code>
          </pre>
          <h3 className={styles.endpoint}>
            <code>POST {graphqlUrl}</code>
          </h3>
          <p>{t('alliance.apiGraphql')}</p>
          <p>{t('alliance.apiExample')}:</p>
          <pre
            className={styles.code}
            role="region"
            aria-label={`${t('alliance.apiExample')}: GraphQL`}
            tabIndex={0}
          >
            <code>{GRAPHQL_EXAMPLE}</code>
          </pre>
        </section>

        <section aria-labelledby="join-title" className="section" id="join">
          <h2 id="join-title">{t('alliance.joinTitle')}</h2>
          <ol className={styles.steps}>
            <li>{t('alliance.joinSteps.use')}</li>
            <li>{t('alliance.joinSteps.ask')}</li>
            <li>{t('alliance.joinSteps.contribute')}</li>
          </ol>
          <div className={serviceStyles.panel}>
            <ClientTranslations locale={locale} namespaces={['validation', 'forms']}>
              <LeadForm
                type="taxonomy_alliance"
                locale={locale}
                idempotencyKey={crypto.randomUUID()}
                brand={BRAND.name}
                prefill={prefill?.values}
                headingLevel="h3"
              />
            </ClientTranslations>
          </div>
        </section>
      </div>
    </>
  )
}
