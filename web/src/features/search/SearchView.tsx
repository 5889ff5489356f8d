import type { ReactNode } from 'react'
import { AlertSignup } from '@/features/alerts'
import { ListingGrid } from '@/features/search/listing-card/ListingGrid'
import { ClientTranslations } from '@/i18n/ClientTranslations'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { buildChips, clearedState, type Chip } from '@/features/search/search-chips'
import type { SearchOutcome } from '@/features/search/search-data'
import type { SortKey } from '@ironyard/contract/search-enums'
import { alertParams } from '@ironyard/contract/search-input'
import {
  EMPTY_STATE,
  fixedFilterKeys,
  searchHref,
  stripFixed,
  toQueryString,
  type SearchState,
} from '@ironyard/contract/search-url'
import { EmptyResults } from './EmptyResults'
import { FilterChips } from './FilterChips'
import { FilterPanel } from './FilterPanel'
import { Pagination } from './Pagination'
import { RecentSearches } from './RecentSearches'
import { ResultStats } from './ResultStats'
import { SearchBox } from './SearchBox'
import { SearchForm } from './SearchForm'
import { SEARCH_TRANSLATIONS } from './search-translations'
import styles from './SearchView.module.css'
import { SortSelect } from './SortSelect'
import { UnderstoodChips } from './UnderstoodChips'
import {
  removeChipHref,
  understoodLabel,
  understoodLinks,
  withUnderstood,
} from './understood-chips'
import { UNDERSTOOD_PARAM } from '@ironyard/contract/search/understood-url'

export const SEARCH_FORM_ID = 'search-form'

export interface SearchViewProps {
  locale: Locale
  outcome: SearchOutcome
  /** Localized path the form submits to and links page through (/equipment, /es/excavators). */
  basePath: string
  heading: string
  intro?: ReactNode
  /** Filters a landing page fixes by its path (not in its URL, never shown as chips). */
  fixed?: Partial<SearchState>
  popular: Array<{ text: string; href: string }>
  /** Extra content under the heading (related landing links). */
  related?: ReactNode
  /** A landing page's sort when its URL does not name one. */
  defaultSort?: SortKey
}

/**
 * The search UI shared by /equipment and every landing page: text box, filters with counts,
 * chips, stats, sort, results, pagination, empty state, recent and popular searches, alerts.
 */
export function SearchView({
  locale,
  outcome,
  basePath,
  heading,
  intro,
  fixed = {},
  popular,
  related,
  defaultSort,
}: SearchViewProps) {
  const t = getT(locale, 'search')
  const { result } = outcome
  const state = stripFixed(outcome.state, fixed)
  const fixedParams = alertParams(toQueryString({ ...EMPTY_STATE, ...fixed }))
  const { stats, facets, results, queryID } = result
  const chips = buildChips(state, facets, t, locale, stats)
  const cleared = clearedState(state)
  // The "Understood:" row (issue 35) follows every link that keeps the filters (pages, sort, a
  // facet shown in full); a chip removed keeps the other understood chips; any other filter
  // change (the form, clear all) drops it.
  const chipIds = (s: SearchState) => buildChips(s, null, t, locale).map((c) => c.id)
  const understood = understoodLinks(
    outcome.understood ?? [],
    chips,
    state,
    basePath,
    (c) => understoodLabel(c, state, t, locale),
    chipIds,
  )
  const understoodIds = understood.map((l) => l.id)
  const removeChip = (chip: Chip) => removeChipHref(basePath, chip, understoodIds, chipIds)
  const qs = toQueryString({ ...state, page: 1 })
  const alertFilters: Record<string, string> = { ...fixedParams, ...alertParams(qs) }
  const recentLabel = [state.q, ...chips.filter((c) => c.id !== 'q').map((c) => c.label)]
    .filter(Boolean)
    .slice(0, 3)
    .join(' · ')
  return (
    <ClientTranslations locale={locale} namespaces={SEARCH_TRANSLATIONS}>
      <div className={`container ${styles.page}`}>
        <header className={styles.head}>
          <h1 className={styles.h1}>{heading}</h1>
          {intro ? <div className={styles.intro}>{intro}</div> : null}
          <SearchBox
            action={basePath}
            locale={locale}
            defaultValue={state.q}
            formId={SEARCH_FORM_ID}
            popular={popular}
          />
          <div className={styles.discover}>
            <RecentSearches
              current={
                recentLabel ? { label: recentLabel, href: searchHref(basePath, state) } : null
              }
            />
            {popular.length && !chips.length ? (
              <div>
                <h2 className={styles.discoverTitle}>{t('popular.title')}</h2>
                <ul className="link-list">
                  {popular.map((p) => (
                    <li key={p.text}>
                      <a className="pill" href={p.href}>
                        {p.text}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
          {related}
        </header>
        <div className={styles.layout}>
          <aside id="filters" className={styles.filters} aria-labelledby="filters-title">
            <div className={styles.filtersHead}>
              <h2 id="filters-title" className={styles.filtersTitle}>
                {t('filters.title')}
              </h2>
              <a className={styles.filtersDone} href="#search-results">
                {t('filters.done')}
              </a>
            </div>
            <SearchForm
              id={SEARCH_FORM_ID}
              action={basePath}
              defaults={defaultSort ? { sort: defaultSort } : undefined}
              carry={[UNDERSTOOD_PARAM]}
            >
              <FilterPanel
                locale={locale}
                state={state}
                facets={facets}
                form={SEARCH_FORM_ID}
                fixed={fixedFilterKeys(fixed)}
                expanded={outcome.more ?? null}
                facetHref={(more) =>
                  withUnderstood(searchHref(basePath, state, more), understoodIds)
                }
              />
            </SearchForm>
          </aside>
          <section id="search-results" className={styles.results} aria-labelledby="results-title">
            <h2 id="results-title" className="visually-hidden">
              {t('results.title')}
            </h2>
            <div className={styles.toolbar}>
              <ResultStats
                locale={locale}
                stats={stats}
                literalHref={searchHref(basePath, { ...state, literal: true, page: 1 })}
              />
              <a className={`btn btn-secondary ${styles.filtersOpen}`} href="#filters">
                {chips.length
                  ? t('filters.openWithCount', { count: chips.length })
                  : t('filters.open')}
              </a>
              <SortSelect
                locale={locale}
                value={state.sort}
                form={SEARCH_FORM_ID}
                zip={outcome.state.zip}
              />
            </div>
            <UnderstoodChips locale={locale} links={understood} />
            <FilterChips
              locale={locale}
              chips={chips}
              basePath={basePath}
              cleared={cleared}
              hrefOf={removeChip}
            />
            {outcome.ignored?.length ? (
              <p className={styles.dropped} role="status">
                {t('results.ignored', {
                  list: outcome.ignored
                    .map((p) =>
                      t('results.ignoredItem', {
                        label: t(`results.param.${p.field}`),
                        value: p.value,
                      }),
                    )
                    .join(', '),
                })}
              </p>
            ) : null}
            {outcome.dropped.filter((d) => d !== 'page').length ? (
              <p className={styles.dropped} role="status">
                {t('results.dropped')}
              </p>
            ) : null}
            {results.length ? (
              <ListingGrid
                listings={results}
                locale={locale}
                queryID={queryID}
                // The first photo is a phone's largest paint, unless an intro text comes first
                // (a category's page): then no photo is fetched before the text paints.
                eager={intro ? 0 : 1}
                label={t('results.title')}
              />
            ) : (
              <EmptyResults
                locale={locale}
                state={state}
                stats={stats}
                chips={chips}
                basePath={basePath}
                cleared={cleared}
                popular={popular}
                understood={understoodIds}
                chipHref={removeChip}
              />
            )}
            <Pagination
              locale={locale}
              state={state}
              totalPages={stats.totalPages}
              basePath={basePath}
              understood={understoodIds}
            />
            <div className={styles.alert}>
              <AlertSignup
                locale={locale}
                filters={alertFilters}
                summary={chips.length ? chips.map((c) => c.label).join(', ') : heading}
              />
            </div>
          </section>
        </div>
      </div>
    </ClientTranslations>
  )
}
