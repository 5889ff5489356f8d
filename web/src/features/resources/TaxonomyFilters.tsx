import Link from 'next/link'
import { SearchForm } from '@/features/search'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatNumber } from '@/lib/format'
import {
  hasTaxonomyFilters,
  PROVENANCES,
  type TaxonomyFacets,
  type TaxonomyState,
} from '@/features/resources/resources-data'
import styles from './Resources.module.css'

/**
 * The taxonomy browser's filters: one GET form (text, make, category, provenance), so it works
 * without JavaScript; with it, each menu applies on change. Menus show counts with the other
 * filters applied. Changing a filter starts again at page 1 (the form carries no page).
 */
export function TaxonomyFilters({
  locale,
  action,
  state,
  facets,
}: {
  locale: Locale
  /** The page's own path (the form submits to it). */
  action: string
  state: TaxonomyState
  facets: TaxonomyFacets
}) {
  const t = getT(locale, 'resources')
  const option = (name: string, count: number) =>
    t('taxonomy.filters.option', { name, n: formatNumber(count, locale) })
  return (
    <SearchForm id="taxonomy-filters" action={action} className={styles.filters}>
      <fieldset className={styles.fieldset}>
        <legend className="visually-hidden">{t('taxonomy.filters.label')}</legend>
        <div>
          <label className="label" htmlFor="taxonomy-q">
            {t('taxonomy.filters.q')}
          </label>
          <input
            id="taxonomy-q"
            className="input"
            type="search"
            name="q"
            defaultValue={state.q}
            maxLength={100}
            placeholder={t('taxonomy.filters.qPlaceholder')}
          />
        </div>
        <div>
          <label className="label" htmlFor="taxonomy-make">
            {t('taxonomy.filters.make')}
          </label>
          <select
            id="taxonomy-make"
            className="select"
            name="make"
            defaultValue={state.make ?? ''}
            aria-describedby={
              facets.makeTotal > facets.makes.length ? 'taxonomy-makes-note' : undefined
            }
          >
            <option value="">{t('taxonomy.filters.allMakes')}</option>
            {facets.makes.map((m) => (
              <option key={m.slug} value={m.slug}>
                {option(m.name, m.count)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className="label" htmlFor="taxonomy-category">
            {t('taxonomy.filters.category')}
          </label>
          <select
            id="taxonomy-category"
            className="select"
            name="category"
            defaultValue={state.category ?? ''}
          >
            <option value="">{t('taxonomy.filters.allCategories')}</option>
            {facets.categories.map((c) => (
              <option key={c.slug} value={c.slug}>
                {option(c.name, c.count)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className="label" htmlFor="taxonomy-provenance">
            {t('taxonomy.filters.provenance')}
          </label>
          <select
            id="taxonomy-provenance"
            className="select"
            name="provenance"
            defaultValue={state.provenance ?? ''}
          >
            <option value="">{t('taxonomy.filters.allProvenances')}</option>
            {PROVENANCES.map((p) => (
              <option key={p} value={p}>
                {option(
                  t(`provenance.${p}`),
                  facets.provenances.find((x) => x.provenance === p)?.count ?? 0,
                )}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.filterActions}>
          <button type="submit" className="btn">
            {t('taxonomy.filters.apply')}
          </button>
          {hasTaxonomyFilters(state) ? (
            <Link href={action} prefetch={false}>
              {t('taxonomy.filters.clear')}
            </Link>
          ) : null}
        </div>
      </fieldset>
      {facets.makeTotal > facets.makes.length ? (
        <p id="taxonomy-makes-note" className={`${styles.note} ${styles.fullRow}`}>
          {t('taxonomy.filters.makesNote', {
            shown: formatNumber(facets.makes.length, locale),
            total: formatNumber(facets.makeTotal, locale),
          })}
        </p>
      ) : null}
    </SearchForm>
  )
}
