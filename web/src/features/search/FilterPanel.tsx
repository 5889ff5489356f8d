import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatNumber, formatPriceCompact } from '@/lib/format'
import type { SearchResult } from '@/features/search/search-data'
import { RADIUS_OPTIONS } from '@ironyard/contract/search-enums'
import { fixedFilterKeys, type SearchState } from '@ironyard/contract/search-url'
import {
  ChoiceList,
  FilterSection,
  RangeInputs,
  type Choice,
  type FacetToggle,
} from './FacetControls'
import { FacetMoreLink } from './FacetMoreLink'
import styles from './FilterPanel.module.css'

type Facets = SearchResult['facets']

/** Filters a landing page fixes by its path (they are not offered again). */
export type FixedFilter = ReturnType<typeof fixedFilterKeys>[number]

/**
 * Long facets show their most common values plus the selected ones; the rest is one link away
 * ("Show all 38 makes", `more=make`), not hidden in the page (issue 18: lighter pages).
 */
export const FACET_TOP = 8
/** Cities in the city menu until the visitor asks for all of them. */
export const CITY_TOP = 8

const facetChoices = (values: Facets['categories']): Choice[] =>
  values.map((v) => ({ value: v.value, label: v.label, count: v.count, selected: v.selected }))

/** The anchor of a facet's section in the filter column. */
export const facetSectionId = (param: string) => `filter-${param}`

function rangeValue(min: number | null | undefined, max: number | null | undefined): string {
  return `${min ?? ''}-${max ?? ''}`
}

/**
 * Every filter of the search (issue 3 point 4) as plain form fields of the search form, with the
 * api's facet counts. Category-specific spec facets appear when the results have them.
 */
export function FilterPanel({
  locale,
  state,
  facets,
  form,
  fixed = [],
  expanded = null,
  facetHref,
}: {
  locale: Locale
  state: SearchState
  facets: Facets
  form: string
  fixed?: FixedFilter[]
  /** The facet the URL shows in full (`more=make`, contract parseMore), if any. */
  expanded?: string | null
  /** This search's URL showing one facet in full (null: every facet with its top values). */
  facetHref: (more: string | null) => string
}) {
  const t = getT(locale, 'search')
  const toggle = (param: string, noun: string): FacetToggle => {
    const on = expanded === param
    return {
      expanded: on,
      moreLabel: (count) => t(`filters.showAll.${noun}`, { count }),
      lessLabel: t('filters.showFewer'),
      href: `${facetHref(on ? null : param)}#${facetSectionId(param)}`,
      sectionId: facetSectionId(param),
    }
  }
  const cities = facets.cities.filter((c) => c.count > 0 || c.selected)
  const citiesExpanded = expanded === 'city'
  const shownCities = citiesExpanded ? cities : cities.filter((c, i) => i < CITY_TOP || c.selected)
  const is = (f: FixedFilter) => fixed.includes(f)
  const specValue = (key: string) => {
    const s = state.specs.find((x) => x.key === key)
    return s ? rangeValue(s.min, s.max) : ''
  }
  const rangeLabel = (min: number | null, max: number | null, unit: string) => {
    const n = (v: number) => formatNumber(v, locale, 1)
    if (min !== null && max !== null)
      return t('filters.rangeBetween', { min: n(min), max: n(max), unit })
    if (min !== null) return t('filters.rangeAbove', { min: n(min), unit })
    return t('filters.rangeBelow', { max: n(max ?? 0), unit })
  }
  const partnerFacet = new Map(facets.partnerSeller.map((v) => [v.value, v.count]))

  return (
    <div className={styles.panel}>
      {!is('categories') ? (
        <FilterSection title={t('filters.category')} open id={facetSectionId('category')}>
          <ChoiceList
            type="checkbox"
            name="category"
            form={form}
            locale={locale}
            choices={facetChoices(facets.categories.filter((c) => c.count > 0 || c.selected))}
            visible={FACET_TOP}
            toggle={toggle('category', 'categories')}
          />
        </FilterSection>
      ) : null}
      {!is('subcategories') &&
      facets.subcategories.length &&
      (state.categories.length || is('categories')) ? (
        <FilterSection
          title={t('filters.subcategory')}
          open={state.subcategories.length > 0 || expanded === 'sub'}
          id={facetSectionId('sub')}
        >
          <ChoiceList
            type="checkbox"
            name="sub"
            form={form}
            locale={locale}
            choices={facetChoices(facets.subcategories)}
            visible={FACET_TOP}
            toggle={toggle('sub', 'subcategories')}
          />
        </FilterSection>
      ) : null}
      {!is('makes') ? (
        <FilterSection title={t('filters.make')} open id={facetSectionId('make')}>
          <ChoiceList
            type="checkbox"
            name="make"
            form={form}
            locale={locale}
            choices={facetChoices(facets.makes.filter((m) => m.count > 0 || m.selected))}
            visible={FACET_TOP}
            toggle={toggle('make', 'makes')}
          />
        </FilterSection>
      ) : null}
      {facets.models.length ? (
        <FilterSection
          title={t('filters.model')}
          open={state.models.length > 0 || expanded === 'model'}
          id={facetSectionId('model')}
        >
          <ChoiceList
            type="checkbox"
            name="model"
            form={form}
            locale={locale}
            choices={facetChoices(facets.models)}
            visible={FACET_TOP}
            toggle={toggle('model', 'models')}
          />
        </FilterSection>
      ) : null}
      <FilterSection
        title={t('filters.price')}
        open={state.priceMin !== null || state.priceMax !== null || state.under !== null}
      >
        <RangeInputs
          form={form}
          nameMin="priceMin"
          context={t('filters.price')}
          nameMax="priceMax"
          valueMin={state.priceMin}
          valueMax={state.priceMax}
          labelMin={t('filters.min')}
          labelMax={t('filters.max')}
          step={1000}
          prefix="$"
        />
        {!is('under') ? (
          <ChoiceList
            type="radio"
            name="under"
            form={form}
            locale={locale}
            choices={[
              { value: '', label: t('filters.anyPrice'), selected: state.under === null },
              ...facets.priceThresholds.map((p) => ({
                value: String(p.underUsd),
                label: t('filters.under', { price: formatPriceCompact(p.underUsd, locale) }),
                count: p.count,
                selected: p.selected,
              })),
            ]}
          />
        ) : null}
      </FilterSection>
      <FilterSection
        title={t('filters.year')}
        open={state.yearMin !== null || state.yearMax !== null}
      >
        <RangeInputs
          form={form}
          nameMin="yearMin"
          context={t('filters.year')}
          nameMax="yearMax"
          valueMin={state.yearMin}
          valueMax={state.yearMax}
          labelMin={t('filters.from')}
          labelMax={t('filters.to')}
        />
      </FilterSection>
      <FilterSection
        title={t('filters.hours')}
        open={state.hoursMin !== null || state.hoursMax !== null}
      >
        <RangeInputs
          form={form}
          nameMin="hoursMin"
          context={t('filters.hours')}
          nameMax="hoursMax"
          valueMin={state.hoursMin}
          valueMax={state.hoursMax}
          labelMin={t('filters.min')}
          labelMax={t('filters.max')}
          step={100}
        />
      </FilterSection>
      {facets.miles.some((b) => b.count > 0) ? (
        <FilterSection
          title={t('filters.miles')}
          open={state.milesMin !== null || state.milesMax !== null}
        >
          <RangeInputs
            form={form}
            nameMin="milesMin"
            context={t('filters.miles')}
            nameMax="milesMax"
            valueMin={state.milesMin}
            valueMax={state.milesMax}
            labelMin={t('filters.min')}
            labelMax={t('filters.max')}
            step={1000}
          />
        </FilterSection>
      ) : null}
      {facets.specs.map((spec) => (
        <FilterSection
          key={spec.key}
          title={spec.label}
          open={specValue(spec.key) !== '' || expanded === `spec.${spec.key}`}
          id={facetSectionId(`spec.${spec.key}`)}
        >
          <ChoiceList
            type="radio"
            name={`spec.${spec.key}`}
            form={form}
            locale={locale}
            visible={FACET_TOP}
            toggle={toggle(`spec.${spec.key}`, 'ranges')}
            choices={[
              { value: '', label: t('filters.any'), selected: specValue(spec.key) === '' },
              ...spec.buckets
                .filter((b) => b.count > 0 || rangeValue(b.min, b.max) === specValue(spec.key))
                .map((b) => ({
                  value: rangeValue(b.min, b.max),
                  label: rangeLabel(b.min ?? null, b.max ?? null, spec.unit),
                  count: b.count,
                  selected: rangeValue(b.min, b.max) === specValue(spec.key),
                })),
            ]}
          />
        </FilterSection>
      ))}
      <FilterSection title={t('filters.condition')} open={state.conditions.length > 0}>
        <ChoiceList
          type="checkbox"
          name="condition"
          form={form}
          locale={locale}
          choices={facetChoices(facets.conditions)}
        />
      </FilterSection>
      {!is('show') ? (
        <FilterSection title={t('filters.showOnly')} open={state.show.length > 0}>
          <ChoiceList
            type="checkbox"
            name="show"
            form={form}
            locale={locale}
            choices={facets.showOnly.map((v) => ({
              value: v.value.toLowerCase(),
              label: v.label,
              count: v.count,
              selected: v.selected,
            }))}
          />
        </FilterSection>
      ) : null}
      {!is('flairs') ? (
        <FilterSection title={t('filters.flair')} open={state.flairs.length > 0}>
          <ChoiceList
            type="checkbox"
            name="flair"
            form={form}
            locale={locale}
            choices={facetChoices(
              facets.flairs.filter(
                (f) => f.value !== 'None' && f.value !== 'NotSet' && (f.count > 0 || f.selected),
              ),
            )}
          />
        </FilterSection>
      ) : null}
      <FilterSection title={t('filters.seller')} open={state.partner !== null}>
        <ChoiceList
          type="radio"
          name="partner"
          form={form}
          locale={locale}
          choices={[
            { value: '', label: t('filters.anySeller'), selected: state.partner === null },
            {
              value: 'only',
              label: t('filters.partnerOnly'),
              count: partnerFacet.get('partner'),
              selected: state.partner === 'only',
            },
            {
              value: 'exclude',
              label: t('filters.partnerExclude'),
              count: partnerFacet.get('standard'),
              selected: state.partner === 'exclude',
            },
          ]}
        />
      </FilterSection>
      {!is('dom') ? (
        <FilterSection title={t('filters.daysOnMarket')} open={state.dom !== 'all'}>
          <ChoiceList
            type="radio"
            name="dom"
            form={form}
            locale={locale}
            choices={facets.daysOnMarket.map((v) => ({
              value: v.value === 'all' ? '' : v.value,
              label: t(`dom.${v.value}`),
              count: v.count,
              selected: v.value === state.dom,
            }))}
          />
        </FilterSection>
      ) : null}
      <FilterSection
        title={t('filters.location')}
        open={
          state.zip !== null || state.states.length > 0 || state.city !== null || citiesExpanded
        }
        id={facetSectionId('city')}
      >
        <div className={styles.location}>
          <label>
            <span className="label">{t('filters.zip')}</span>
            <input
              className="input"
              name="zip"
              form={form}
              inputMode="numeric"
              pattern="[0-9]{5}"
              maxLength={5}
              autoComplete="postal-code"
              defaultValue={state.zip ?? ''}
              placeholder="78701"
            />
          </label>
          <label>
            <span className="label">{t('filters.radius')}</span>
            <select className="select" name="radius" form={form} defaultValue={state.radius ?? ''}>
              <option value="">{t('filters.anyDistance')}</option>
              {RADIUS_OPTIONS.map((r) => (
                <option key={r} value={r}>
                  {t('filters.withinMiles', { count: r })}
                </option>
              ))}
            </select>
          </label>
          {!is('states') ? (
            <label>
              <span className="label">{t('filters.state')}</span>
              <select
                className="select"
                name="state"
                form={form}
                defaultValue={state.states[0] ?? ''}
              >
                <option value="">{t('filters.anyState')}</option>
                {facets.states
                  .filter((s) => s.count > 0 || s.selected)
                  .map((s) => (
                    <option key={s.value} value={s.value}>
                      {`${s.label} (${formatNumber(s.count, locale)})`}
                    </option>
                  ))}
              </select>
            </label>
          ) : null}
          {!is('city') && cities.length ? (
            <label>
              <span className="label">{t('filters.city')}</span>
              <select className="select" name="city" form={form} defaultValue={state.city ?? ''}>
                <option value="">{t('filters.anyCity')}</option>
                {shownCities.map((c) => (
                  <option key={c.value} value={c.value}>
                    {`${c.label} (${formatNumber(c.count, locale)})`}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {!is('city') && cities.length > CITY_TOP ? (
            <FacetMoreLink
              className={styles.more}
              href={`${facetHref(citiesExpanded ? null : 'city')}#${facetSectionId('city')}`}
              sectionId={facetSectionId('city')}
              focus={citiesExpanded ? null : { selector: 'select[name=city]', index: 0 }}
            >
              {citiesExpanded
                ? t('filters.showFewer')
                : t('filters.showAll.cities', { count: cities.length })}
            </FacetMoreLink>
          ) : null}
        </div>
      </FilterSection>
      <div className={styles.apply}>
        <button type="submit" form={form} className="btn">
          {t('filters.apply')}
        </button>
      </div>
    </div>
  )
}
