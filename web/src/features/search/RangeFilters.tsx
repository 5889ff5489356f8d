import { formatNumber, formatPriceCompact } from '@/lib/format'
import { ChoiceList, FilterSection, RangeInputs } from './FacetControls'
import { facetSectionId, rangeValue, type FilterPanelContext } from './filter-panel-context'

/** Price (with the "under" buckets a link away), year and hours, and miles where any has some. */
export function RangeFilters({ ctx }: { ctx: FilterPanelContext }) {
  const { t, state, facets, form, locale, expanded, is, toggle, onDemand } = ctx
  return (
    <>
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
    </>
  )
}

/** The category-specific spec facets of the results, their ranges a link away (issue 18). */
export function SpecFilters({ ctx }: { ctx: FilterPanelContext }) {
  const { t, state, facets, form, locale, expanded, toggle } = ctx
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
  return facets.specs.map((spec) => (
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
  ))
}
