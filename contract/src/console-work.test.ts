import { dashboardListingQuery, savedViewQuery } from './console-work'

describe('saved views keep a table’s own filter and sort (issue 36, point 8)', () => {
  it('keeps the table’s parameters in its order, drops the page and empty values', () => {
    expect(savedViewQuery('equipment', '?sort=days_desc&page=4&q=+cat+336&status=')).toBe(
      'q=cat+336&sort=days_desc',
    )
    expect(savedViewQuery('leads', 'older=24&sort=oldest&owner=me')).toBe(
      'older=24&owner=me&sort=oldest',
    )
    expect(savedViewQuery('leads', '')).toBe('')
  })

  it('refuses a parameter of no filter, a value too long and control characters', () => {
    expect(savedViewQuery('equipment', 'older=24')).toBeNull()
    expect(savedViewQuery('equipment', `q=${'a'.repeat(101)}`)).toBeNull()
    expect(savedViewQuery('equipment', 'q=a%07b')).toBeNull()
  })
})

describe('the dashboard’s lists link the equipment table with its filter (issue 36, point 9)', () => {
  it('names the filter and a sort other than the default', () => {
    expect(dashboardListingQuery('drafts')).toEqual({ status: 'draft' })
    expect(dashboardListingQuery('over60Days')).toEqual({ work: 'over_60_days', sort: 'days_desc' })
  })
})
