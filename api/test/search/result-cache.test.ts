import { ResultCache } from '../../src/services/search/engine/result-cache'
import type { IndexResult } from '../../src/services/search/engine/query-types'

const result = (n: number) => ({ total: n }) as unknown as IndexResult

describe('search result cache', () => {
  it('keeps the most recently used answers of the current index version', () => {
    const cache = new ResultCache(2)
    expect(cache.get('a', 1)).toBeUndefined()
    cache.set('a', 1, result(1))
    cache.set('b', 1, result(2))
    expect(cache.get('a', 1)).toEqual(result(1))
    cache.set('c', 1, result(3))
    expect(cache.get('b', 1)).toBeUndefined()
    expect(cache.get('a', 1)).toEqual(result(1))
    expect(cache.get('c', 1)).toEqual(result(3))
  })

  it('drops every answer when the index changes, and keeps none of an older version', () => {
    const cache = new ResultCache()
    cache.get('a', 1)
    cache.set('a', 1, result(1))
    expect(cache.get('a', 2)).toBeUndefined()
    cache.set('a', 1, result(1))
    expect(cache.get('a', 2)).toBeUndefined()
    cache.set('a', 2, result(2))
    expect(cache.get('a', 2)).toEqual(result(2))
  })

  it('keeps nothing while disabled (the benchmark measures uncached queries)', () => {
    const cache = new ResultCache()
    cache.enabled = false
    cache.set('a', -1, result(1))
    cache.enabled = true
    expect(cache.get('a', -1)).toBeUndefined()
  })
})
