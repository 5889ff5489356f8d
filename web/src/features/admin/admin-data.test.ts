import { auditFilterFromParams, auditHref, leadFilterFromParams, leadsHref } from './admin-data'

jest.mock('@/lib/api-client', () => ({ gql: jest.fn() }))

describe('the console filters live in the URL', () => {
  it('reads the inbox filter, dropping what no form sends', () => {
    expect(leadFilterFromParams({})).toEqual({
      type: undefined,
      status: 'waiting',
      stockNumber: undefined,
      q: undefined,
      page: 1,
    })
    expect(
      leadFilterFromParams({ type: 'buy_now', status: 'all', stock: ' IY1 ', q: 'ana', page: '3' }),
    ).toEqual({ type: 'buy_now', status: 'all', stockNumber: 'IY1', q: 'ana', page: 3 })
    expect(
      leadFilterFromParams({ type: 'drop_table', status: 'nope', page: '-1', q: ['a', 'b'] }),
    ).toMatchObject({ type: undefined, status: 'waiting', page: 1, q: 'a' })
    expect(leadFilterFromParams({ page: '1e9' }).page).toBe(1)
  })

  it('writes the inbox URL of a filter and page, leaving out the defaults', () => {
    expect(leadsHref('/admin/leads', { status: 'waiting' })).toBe('/admin/leads')
    expect(
      leadsHref('/es/admin/leads', { type: 'buy_now', status: 'contacted', q: 'a&b' }, 2),
    ).toBe('/es/admin/leads?type=buy_now&status=contacted&q=a%26b&page=2')
  })

  it('reads and writes the audit filter', () => {
    const f = auditFilterFromParams({ entity: 'lead', key: '12', actor: 'x@y.z', page: '2' })
    expect(f).toEqual({ entityType: 'lead', entityKey: '12', actor: 'x@y.z', page: 2 })
    expect(auditHref('/admin/audit', f, f.page)).toBe(
      '/admin/audit?entity=lead&key=12&actor=x%40y.z&page=2',
    )
  })
})
