import { AttributeFilters } from './AttributeFilters'
import { CatalogFilters } from './CatalogFilters'
import { FilterPanelApply } from './FilterPanelApply'
import { filterPanelContext, type FilterPanelProps } from './filter-panel-context'
import { LocationFilter } from './LocationFilter'
import { RangeFilters, SpecFilters } from './RangeFilters'
import styles from './FilterPanel.module.css'

/**
 * Every filter of the search (issue 3 point 4) as plain form fields of the search form, with the
 * api's facet counts. Category-specific spec facets appear when the results have them.
 */
export function FilterPanel(props: FilterPanelProps) {
  const ctx = filterPanelContext(props)
  return (
    <div className={styles.panel}>
      <CatalogFilters ctx={ctx} />
      <RangeFilters ctx={ctx} />
      <SpecFilters ctx={ctx} />
      <AttributeFilters ctx={ctx} />
      <LocationFilter ctx={ctx} />
      <div className={styles.apply}>
        <FilterPanelApply form={props.form} label={ctx.t('filters.apply')} />
      </div>
    </div>
  )
}
