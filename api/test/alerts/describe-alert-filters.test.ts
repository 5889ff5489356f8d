import { describeAlertFilters } from '../../src/services/alert-jobs/describe-alert-filters'
import type { CatalogSnapshot } from '../../src/services/search/engine/catalog-snapshot'

const catalog = {
  broadBySlug: new Map(),
  categoryBySlug: new Map([['excavators', { nameEn: 'Excavators', nameEs: 'Excavadoras' }]]),
  makeBySlug: new Map(),
} as unknown as CatalogSnapshot

// Issue 37: the account's alert description dropped "within 250 miles of 78701".
describe('describeAlertFilters: the search radius', () => {
  it('names the distance and the ZIP, in English and Spanish', () => {
    const filters = { category: 'excavators', zip: '78701', radius: '250' }
    expect(describeAlertFilters(filters, catalog, 'en')).toBe(
      'Excavators · within 250 miles of 78701',
    )
    expect(describeAlertFilters(filters, catalog, 'es')).toBe(
      'Excavadoras · a menos de 250 millas de 78701',
    )
    expect(describeAlertFilters({ zip: '78701', radius: '1' }, catalog, 'en')).toBe(
      'within 1 mile of 78701',
    )
  })

  it('says nothing of a ZIP without a radius, nor of a radius it cannot read', () => {
    expect(describeAlertFilters({ zip: '78701' }, catalog, 'en')).toBe('All new equipment')
    expect(describeAlertFilters({ zip: '78701', radius: 'far' }, catalog, 'en')).toBe(
      'All new equipment',
    )
  })
})
