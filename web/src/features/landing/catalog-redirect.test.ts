import { queryString } from './catalog-redirect'

describe('a renamed catalogue page keeps the query it was asked with', () => {
  it('writes the same parameters, repeated ones included', () => {
    expect(queryString({ make: ['cat', 'deere'], page: '2', empty: undefined })).toBe(
      '?make=cat&make=deere&page=2',
    )
    expect(queryString({})).toBe('')
    expect(queryString(new URLSearchParams('q=a%20b'))).toBe('?q=a+b')
  })
})
