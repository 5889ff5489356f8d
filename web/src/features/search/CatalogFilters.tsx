import { ChoiceList, FilterSection } from './FacetControls'
import {
  FACET_TOP,
  facetChoices,
  facetSectionId,
  type FilterPanelContext,
} from './filter-panel-context'

/** Category, subcategory (once a category is chosen), make and model (once a make is). */
export function CatalogFilters({ ctx }: { ctx: FilterPanelContext }) {
  const { t, state, facets, form, locale, expanded, is, toggle } = ctx
  return (
    <>
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
    </>
  )
}
