import { formatNumber } from '@/lib/format'
import { RADIUS_OPTIONS } from '@ironyard/contract/search-enums'
import { FilterSection } from './FacetControls'
import { FacetMoreLink } from './FacetMoreLink'
import {
  MENU_TOP,
  facetSectionId,
  type Facets,
  type FilterPanelContext,
} from './filter-panel-context'
import styles from './FilterPanel.module.css'

/** ZIP and distance, then the state and city menus (unless the landing page fixes them). */
export function LocationFilter({ ctx }: { ctx: FilterPanelContext }) {
  const { t, state, facets, form, expanded, is, onDemand } = ctx
  return (
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
        {!is('states') ? (
          <LocationMenu
            ctx={ctx}
            param="state"
            label={t('filters.state')}
            anyLabel={t('filters.anyState')}
            values={facets.states}
            noun="states"
          />
        ) : null}
        {!is('city') ? (
          <LocationMenu
            ctx={ctx}
            param="city"
            label={t('filters.city')}
            anyLabel={t('filters.anyCity')}
            values={facets.cities}
            noun="cities"
          />
        ) : null}
      </div>
    </FilterSection>
  )
}

/**
 * A location menu (state, city) with its top values and the chosen one; all of them when the
 * URL asks (`more=city`), a link away otherwise.
 */
function LocationMenu({
  ctx,
  param,
  label,
  anyLabel,
  values,
  noun,
}: {
  ctx: FilterPanelContext
  param: 'state' | 'city'
  label: string
  anyLabel: string
  values: Facets['cities']
  noun: string
}) {
  const { t, form, locale, expanded, facetHref } = ctx
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
