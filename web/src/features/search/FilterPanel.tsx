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
/** States and cities in the location menus until the visitor asks for all of them. */
export const MENU_TOP = 8

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
  /** A facet's "Show all" link; `section`: the section it sits in, when not named by the param. */
  const toggle = (param: string, noun: string, section = param): FacetToggle => {
    const on = expanded === param
    return {
      expanded: on,
      moreLabel: (count) => t(`filters.showAll.${noun}`, { count }),
      lessLabel: t('filters.showFewer'),
      href: `${facetHref(on ? null : param)}#${facetSectionId(section)}`,
      sectionId: facetSectionId(section),
    }
  }
  const is = (f: FixedFilter) => fixed.includes(f)
  /**
   * A closed section's fields render when it opens; without JavaScript, its link opens it
   * (`more=<param>`). `choices`: how many it offers, named in the link ("Show all 5 choices").
   */
  const onDemand = (param: string, section: string, title: string, choices?: number) => ({
    href: `${facetHref(param)}#${facetSectionId(section)}`,
    text:
      choices === undefined
        ? t('filters.showSection', { section: title })
        : t('filters.showAll.choices', { count: choices }),
  })
  const flairs = facets.flairs.filter(
    (f) => f.value !== 'None' && f.value !== 'NotSet' && (f.count > 0 || f.selected),
  )
  /**
   * A location menu (state, city) with its top values and the chosen one; all of them when the
   * URL asks (`more=city`), a link away otherwise.
   */
  const menu = (
    param: 'state' | 'city',
    label: string,
    anyLabel: string,
    values: Facets['cities'],
    noun: string,
  ) => {
    const all = values.filter((v) => v.count > 0 || v.selected)
    if (!all.length) return null
    const on = expanded === param
    const shown = on ? all : all.filter((v, i) => i < MENU_TOP || v.selected)
    const section = facetSectionId('location')
    return (
      <>
        <label className={styles.field}>
          {label}
          <select
            className="select"
            name={param}
            form={form}
            defaultValue={all.find((v) => v.selected)?.value ?? ''}
          >
            <option value="">{anyLabel}</option>
            {shown.map((v) => (
              <option key={v.value} value={v.value}>
                {`${v.label} (${formatNumber(v.count, locale)})`}
              </option>
            ))}
          </select>
        </label>
        {all.length > MENU_TOP ? (
          <FacetMoreLink
            className={styles.more}
            href={`${facetHref(on ? null : param)}#${section}`}
            sectionId={section}
            focus={on ? null : { selector: `select[name=${param}]`, index: 0 }}
          >
            {on ? t('filters.showFewer') : t(`filters.showAll.${noun}`, { count: all.length })}
          </FacetMoreLink>
        ) : null}
      </>
    )
  }
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
        id={facetSectionId('price')}
        open={
          state.priceMin !== null ||
          state.priceMax !== null ||
          state.under !== null ||
          expanded === 'under'
        }
        onDemand={onDemand('under', 'price', t('filters.price'))}
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
          // The price buckets are a link away (`more=under`) unless one is chosen (issue 18).
          <ChoiceList
            type="radio"
            name="under"
            form={form}
            locale={locale}
            visible={0}
            toggle={toggle('under', 'ranges', 'price')}
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
        id={facetSectionId('year')}
        open={state.yearMin !== null || state.yearMax !== null || expanded === 'year'}
        onDemand={onDemand('year', 'year', t('filters.year'))}
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
        id={facetSectionId('hours')}
        open={state.hoursMin !== null || state.hoursMax !== null || expanded === 'hours'}
        onDemand={onDemand('hours', 'hours', t('filters.hours'))}
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
          id={facetSectionId('miles')}
          open={state.milesMin !== null || state.milesMax !== null || expanded === 'miles'}
          onDemand={onDemand('miles', 'miles', t('filters.miles'))}
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
            // Ranges of a spec are a link away unless one is chosen (issue 18: lighter pages).
            visible={0}
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
      <FilterSection
        title={t('filters.condition')}
        id={facetSectionId('condition')}
        open={state.conditions.length > 0 || expanded === 'condition'}
        onDemand={onDemand(
          'condition',
          'condition',
          t('filters.condition'),
          facets.conditions.length,
        )}
      >
        <ChoiceList
          type="checkbox"
          name="condition"
          form={form}
          locale={locale}
          choices={facetChoices(facets.conditions)}
        />
      </FilterSection>
      {!is('show') ? (
        <FilterSection
          title={t('filters.showOnly')}
          id={facetSectionId('show')}
          open={state.show.length > 0 || expanded === 'show'}
          onDemand={onDemand('show', 'show', t('filters.showOnly'), facets.showOnly.length)}
        >
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
        <FilterSection
          title={t('filters.flair')}
          id={facetSectionId('flair')}
          open={state.flairs.length > 0 || expanded === 'flair'}
          onDemand={onDemand('flair', 'flair', t('filters.flair'), flairs.length)}
        >
          <ChoiceList
            type="checkbox"
            name="flair"
            form={form}
            locale={locale}
            choices={facetChoices(flairs)}
          />
        </FilterSection>
      ) : null}
      <FilterSection
        title={t('filters.seller')}
        id={facetSectionId('partner')}
        open={state.partner !== null || expanded === 'partner'}
        onDemand={onDemand('partner', 'partner', t('filters.seller'), 2)}
      >
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
        <FilterSection
          title={t('filters.daysOnMarket')}
          id={facetSectionId('dom')}
          open={state.dom !== 'all' || expanded === 'dom'}
          onDemand={onDemand('dom', 'dom', t('filters.daysOnMarket'), facets.daysOnMarket.length)}
        >
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
          state.zip !== null ||
          state.states.length > 0 ||
          state.city !== null ||
          expanded === 'state' ||
          expanded === 'city'
        }
        id={facetSectionId('location')}
        onDemand={onDemand('state', 'location', t('filters.location'))}
      >
        <div className={styles.location}>
          <label className={styles.field}>
            {t('filters.zip')}
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
          <label className={styles.field}>
            {t('filters.radius')}
            <select className="select" name="radius" form={form} defaultValue={state.radius ?? ''}>
              <option value="">{t('filters.anyDistance')}</option>
              {RADIUS_OPTIONS.map((r) => (
                <option key={r} value={r}>
                  {t('filters.withinMiles', { count: r })}
                </option>
              ))}
            </select>
          </label>
          {!is('states')
            ? menu('state', t('filters.state'), t('filters.anyState'), facets.states, 'states')
            : null}
          {!is('city')
            ? menu('city', t('filters.city'), t('filters.anyCity'), facets.cities, 'cities')
            : null}
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
