import {
  EMPTY_TAXONOMY_STATE,
  hasTaxonomyFilters,
  inventoryPath,
  pageParam,
  parseTaxonomyState,
  taxonomyHref,
  yearSpan,
} from './resources-data'

describe('taxonomy browser URL state', () => {
  it('reads filters and page, and writes them back canonically', () => {
    const state = parseTaxonomyState(
      new URLSearchParams(
        'q=  cat   320 &make=Caterpillar&category=excavators&provenance=curated&page=3',
      ),
    )
    expect(state).toEqual({
      q: 'cat 320',
      make: 'caterpillar',
      category: 'excavators',
      provenance: 'curated',
      page: 3,
    })
    expect(taxonomyHref('/resources/taxonomy', state)).toBe(
      '/resources/taxonomy?q=cat+320&make=caterpillar&category=excavators&provenance=curated&page=3',
    )
    expect(parseTaxonomyState(new URLSearchParams(taxonomyHref('', state).slice(1)))).toEqual(state)
    expect(hasTaxonomyFilters(state)).toBe(true)
  })

  it('drops malformed values instead of failing', () => {
    expect(
      parseTaxonomyState({
        make: 'Not a slug!',
        category: ['../etc', 'cranes'],
        provenance: 'invented',
        q: 'x'.repeat(300),
      }),
    ).toEqual({ ...EMPTY_TAXONOMY_STATE, q: 'x'.repeat(100) })
  })

  it('reads a page number, and marks anything else as no page (0, a 404)', () => {
    expect(pageParam({})).toBe(1)
    expect(pageParam({ page: '7' })).toBe(7)
    for (const bad of ['-2', '0', '2.5', '1e3', 'two', '', '99999999999']) {
      expect([bad, pageParam({ page: bad })]).toEqual([bad, 0])
    }
    expect(hasTaxonomyFilters(EMPTY_TAXONOMY_STATE)).toBe(false)
    expect(taxonomyHref('/es/resources/taxonomy', EMPTY_TAXONOMY_STATE)).toBe(
      '/es/resources/taxonomy',
    )
  })
})

describe('spec page helpers', () => {
  it('links to the matching inventory search', () => {
    expect(inventoryPath('excavators', 'caterpillar', '320')).toBe(
      '/equipment?category=excavators&make=caterpillar&model=320',
    )
    expect(inventoryPath('excavators', 'john-deere')).toBe(
      '/equipment?category=excavators&make=john-deere',
    )
  })

  it('writes year spans', () => {
    expect(yearSpan(2017, null, 'present')).toBe('2017–present')
    expect(yearSpan(2013, 2021, 'present')).toBe('2013–2021')
    expect(yearSpan(2008, 2008, 'present')).toBe('2008')
    expect(yearSpan(null, null, 'present')).toBeNull()
  })
})
