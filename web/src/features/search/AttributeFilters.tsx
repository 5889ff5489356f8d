import { ChoiceList, FilterSection } from './FacetControls'
import { facetChoices, facetSectionId, type FilterPanelContext } from './filter-panel-context'

/** Condition, "show only", highlights (flairs), seller and days on market. */
export function AttributeFilters({ ctx }: { ctx: FilterPanelContext }) {
  const { t, state, facets, form, locale, expanded, is, onDemand } = ctx
  const flairs = facets.flairs.filter(
    (f) => f.value !== 'None' && f.value !== 'NotSet' && (f.count > 0 || f.selected),
  )
  return (
    <>
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
      <SellerFilter ctx={ctx} />
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
    </>
  )
}

/** Any seller, partners only, or no partners. */
function SellerFilter({ ctx }: { ctx: FilterPanelContext }) {
  const { t, state, facets, form, locale, expanded, onDemand } = ctx
  const partnerFacet = new Map(facets.partnerSeller.map((v) => [v.value, v.count]))
  return (
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
  )
}
