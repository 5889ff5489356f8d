import { MAX_PAGE, SORT_KEYS } from './search-enums'
import { alertParams, toSearchInput, withoutInvalid } from './search-input'
import {
  applyFixed,
  EMPTY_STATE,
  hasFilters,
  ignoredParams,
  parseMore,
  parseSearchState,
  SEARCH_PARAMS,
  searchHref,
  stripFixed,
  toQueryString,
  withChanges,
} from './search-url'

describe('search URL state', () => {
  it('reads every filter from URL parameters', () => {
    const s = parseSearchState(
      new URLSearchParams(
        'q=cat+320&category=excavators&category=wheel-loaders&make=caterpillar&priceMin=10000&priceMax=100000' +
          '&yearMin=2015&hoursMax=5000&condition=Good&flair=FreeShipping&partner=exclude&show=inspected' +
          '&dom=last_month&state=tx&zip=78701&radius=100&spec.operatingWeightLb=20000-40000&sort=advertisedPrice_asc&page=2',
      ),
    )
    expect(s).toMatchObject({
      q: 'cat 320',
      categories: ['excavators', 'wheel-loaders'],
      makes: ['caterpillar'],
      priceMin: 10000,
      priceMax: 100000,
      yearMin: 2015,
      hoursMax: 5000,
      conditions: ['Good'],
      flairs: ['FreeShipping'],
      partner: 'exclude',
      show: ['inspected'],
      dom: 'last_month',
      states: ['TX'],
      zip: '78701',
      radius: 100,
      specs: [{ key: 'operatingWeightLb', min: 20000, max: 40000 }],
      sort: 'advertisedPrice_asc',
      page: 2,
    })
  })

  it('drops malformed values instead of failing', () => {
    const s = parseSearchState({
      sort: 'cheapest',
      dom: 'forever',
      zip: '7870',
      radius: '-5',
      page: 'abc',
      under: '12345',
      condition: 'Shiny',
      category: '../etc',
      yearMin: '1200',
      priceMax: 'lots',
    })
    expect(s).toEqual(EMPTY_STATE)
  })

  it('ignores prototype keys as parameter names and as values (issue 12)', () => {
    const hostile = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty']
    for (const key of hostile) {
      const raw = Object.fromEntries(Object.values(SEARCH_PARAMS).map((p) => [p, key]))
      for (const params of [raw, new URLSearchParams(raw)]) {
        const s = parseSearchState(params)
        // Slug-like filters may keep a lower-case word; nothing may become a non-string value.
        expect(s.show).toEqual([])
        expect(toSearchInput(s).showOnly).toBeUndefined()
        expect(JSON.stringify(toSearchInput(s))).not.toContain('null')
      }
      const named = new URLSearchParams(`${key}=x&${key}=y&show=inspected`)
      expect(parseSearchState(named)).toEqual({ ...EMPTY_STATE, show: ['inspected'] })
    }
    const proto = JSON.parse('{"__proto__": "inspected", "constructor": ["x"]}') as Record<
      string,
      string
    >
    expect(parseSearchState(proto)).toEqual(EMPTY_STATE)
    expect(withoutInvalid(EMPTY_STATE, ['__proto__', 'constructor.0'])).toEqual(EMPTY_STATE)
  })

  it('names every URL parameter it writes in SEARCH_PARAMS (the fuzz journey drives that list)', () => {
    const full = parseSearchState(
      new URLSearchParams(
        'q=a&literal=1&broad=b&category=c&sub=d&make=e&model=f&yearMin=2000&yearMax=2001&priceMin=1' +
          '&priceMax=2&under=5000&hoursMin=1&hoursMax=2&milesMin=1&milesMax=2&condition=Good' +
          '&flair=Demo&partner=only&seller=lone-star&show=inspected&status=sold&dom=last_week&reduced=last_week' +
          '&state=TX&city=Austin&zip=78701&radius=10&sort=year_asc&page=2',
      ),
    )
    const written = [...new URLSearchParams(toQueryString(full)).keys()]
    expect(new Set(written)).toEqual(new Set(Object.values(SEARCH_PARAMS)))
  })

  it("reads a dealer's slug as the seller filter and sends it to the api", () => {
    const state = parseSearchState({ seller: 'Lone-Star-Equipment' })
    expect(state.seller).toBe('lone-star-equipment')
    expect(toQueryString(state)).toBe('seller=lone-star-equipment')
    expect(toSearchInput(state)).toMatchObject({ seller: 'lone-star-equipment' })
    expect(parseSearchState({ seller: 'not a slug!' }).seller).toBeNull()
    expect(withoutInvalid(state, ['seller']).seller).toBeNull()
  })

  it('caps the page at the deepest page the api serves', () => {
    expect(parseSearchState({ page: '99999' }).page).toBe(MAX_PAGE)
  })

  it('writes a canonical query string that reads back to the same state', () => {
    const raw =
      'zip=78701&radius=100&category=excavators&priceMax=100000&sort=advertisedPrice_asc&page=3'
    const state = parseSearchState(new URLSearchParams(raw))
    const qs = toQueryString(state)
    expect(qs).toBe(
      'category=excavators&priceMax=100000&zip=78701&radius=100&sort=advertisedPrice_asc&page=3',
    )
    expect(parseSearchState(new URLSearchParams(qs))).toEqual(state)
  })

  it('leaves defaults out of URLs (recommended sort, page 1, all days on market)', () => {
    expect(toQueryString(EMPTY_STATE)).toBe('')
    expect(searchHref('/equipment', EMPTY_STATE)).toBe('/equipment')
  })

  it('goes back to page 1 when a filter changes, but not when the page does', () => {
    const s = { ...EMPTY_STATE, page: 4 }
    expect(withChanges(s, { makes: ['bobcat'] }).page).toBe(1)
    expect(withChanges(s, { page: 5 }).page).toBe(5)
  })

  it('maps to the api input: spec §4 sort keys verbatim, dollars to cents, radius only with a ZIP', () => {
    for (const sort of SORT_KEYS) {
      expect(toSearchInput({ ...EMPTY_STATE, sort }).sort).toBe(sort)
    }
    const input = toSearchInput({
      ...EMPTY_STATE,
      categories: ['excavators'],
      priceMax: 100_000,
      zip: '78701',
      radius: 100,
      show: ['price_reduced'],
      partner: 'only',
      dom: 'last_week',
    })
    expect(input).toEqual({
      categories: ['excavators'],
      priceMaxCents: 10_000_000,
      zip: '78701',
      radiusMiles: 100,
      showOnly: ['PRICE_REDUCED'],
      partnerSeller: true,
      daysOnMarket: 'last_week',
      sort: 'recommended',
      page: 1,
      pageSize: 24,
    })
    expect(toSearchInput({ ...EMPTY_STATE, radius: 50 }).radiusMiles).toBeUndefined()
  })

  it('reads, writes and maps the lightning deals filter and order (price cut within, deepest cut)', () => {
    const state = parseSearchState(new URLSearchParams('reduced=last_week&sort=priceCut_desc'))
    expect(state).toMatchObject({ reduced: 'last_week', sort: 'priceCut_desc' })
    expect(toQueryString(state)).toBe('reduced=last_week&sort=priceCut_desc')
    expect(toSearchInput(state)).toMatchObject({
      priceReducedWithin: 'last_week',
      sort: 'priceCut_desc',
    })
    expect(parseSearchState(new URLSearchParams('reduced=all')).reduced).toBeNull()
    expect(parseSearchState(new URLSearchParams('reduced=soon')).reduced).toBeNull()
    expect(withoutInvalid(state, ['priceReducedWithin']).reduced).toBeNull()
  })

  it('knows when a search is narrowed', () => {
    expect(hasFilters(EMPTY_STATE)).toBe(false)
    expect(hasFilters({ ...EMPTY_STATE, sort: 'year_desc', page: 3 })).toBe(false)
    expect(hasFilters({ ...EMPTY_STATE, q: 'dozer' })).toBe(true)
  })

  it('drops the parameters the api refused, by field path', () => {
    const s = { ...EMPTY_STATE, zip: '00000', radius: 50, makes: ['nope'], q: 'ok' }
    expect(withoutInvalid(s, ['zip', 'makes.0'])).toEqual({ ...EMPTY_STATE, q: 'ok' })
  })

  it('keeps a landing page filters out of its URL, and its default sort unless asked', () => {
    const fixed = { categories: ['excavators'] }
    const url = { ...EMPTY_STATE, makes: ['caterpillar'] }
    const searched = applyFixed(url, fixed, 'createdDateUtc', false)
    expect(searched).toMatchObject({ categories: ['excavators'], sort: 'createdDateUtc' })
    expect(applyFixed({ ...url, sort: 'year_asc' }, fixed, 'createdDateUtc', true).sort).toBe(
      'year_asc',
    )
    expect(stripFixed(searched, fixed)).toEqual({ ...url, sort: 'createdDateUtc' })
  })
})

describe('a facet shown in full (more=, issue 18)', () => {
  it('round-trips through searchHref and parseMore, after the canonical query string', () => {
    const state = { ...EMPTY_STATE, categories: ['excavators'], page: 2 }
    const href = searchHref('/equipment', state, 'make')
    expect(href).toBe('/equipment?category=excavators&page=2&more=make')
    const params = new URLSearchParams(href.split('?')[1])
    expect(parseMore(params)).toBe('make')
    expect(parseSearchState(params)).toEqual(state)
    expect(searchHref('/excavators', EMPTY_STATE, 'spec.operatingWeightLb')).toBe(
      '/excavators?more=spec.operatingWeightLb',
    )
    expect(parseMore({ more: 'spec.operatingWeightLb' })).toBe('spec.operatingWeightLb')
    expect(parseMore({ more: 'under' })).toBe('under')
    // The short closed sections open without JavaScript the same way.
    for (const facet of ['condition', 'show', 'flair', 'partner', 'dom'])
      expect(parseMore({ more: facet })).toBe(facet)
  })

  it('is a view, not a filter: no state, no canonical query, no ignored-parameter notice', () => {
    const params = new URLSearchParams('more=model&make=caterpillar')
    expect(toQueryString(parseSearchState(params))).toBe('make=caterpillar')
    expect(hasFilters(parseSearchState(new URLSearchParams('more=make')))).toBe(false)
    expect(ignoredParams(params)).toEqual([])
  })

  it('reads only facets that can be expanded', () => {
    for (const v of ['', 'price', '__proto__', 'spec.', 'makes'])
      expect(parseMore({ more: v })).toBeNull()
    expect(parseMore({})).toBeNull()
    expect(parseMore({ more: ['city', 'make'] })).toBe('city')
  })

  it('reads nothing from hostile values: markup, prototype keys, control characters, long ones', () => {
    const hostile = [
      '<script>alert(1)</script>',
      '"><img src=x onerror=alert(1)>',
      'make"><b>',
      'make<',
      'spec.a<b>',
      '__proto__',
      'constructor',
      'toString',
      'hasOwnProperty',
      'MAKE',
      'make,model',
      'make&model',
      '../make',
      'spec.__proto__',
      `spec.a${'b'.repeat(48)}`,
      'make'.repeat(2_500),
      'make\u0000',
      'ma\u0000ke',
      '\u001bmake',
      '\u200bmake',
      '\u202emake',
      'ｍａｋｅ',
    ]
    for (const v of hostile) {
      expect(parseMore({ more: v })).toBeNull()
      expect(parseMore(new URLSearchParams([['more', v]]))).toBeNull()
    }
    // White space around a facet is read as the facet (a hand-typed URL), nothing else is.
    expect(parseMore({ more: ' make\n' })).toBe('make')
    // Only the first value counts: a hostile one first hides a good one after it.
    expect(parseMore(new URLSearchParams('more=%3Cscript%3E&more=make'))).toBeNull()
    expect(parseMore(new URLSearchParams('more=a&more=b'))).toBeNull()
    expect(parseMore({ more: [] })).toBeNull()
    expect(parseMore({ more: undefined })).toBeNull()
  })

  it('reads only its own parameter, never one inherited or named after a prototype key', () => {
    expect(parseMore(Object.create({ more: 'make' }) as Record<string, string>)).toBeNull()
    expect(
      parseMore(JSON.parse('{"__proto__": {"more": "make"}}') as Record<string, string>),
    ).toBeNull()
    expect(parseMore(new URLSearchParams('__proto__[more]=make&constructor=make'))).toBeNull()
  })

  it('writes a facet name percent-encoded, whatever it holds', () => {
    expect(searchHref('/equipment', EMPTY_STATE, '"><b>&x=1#y')).toBe(
      '/equipment?more=%22%3E%3Cb%3E%26x%3D1%23y',
    )
  })
})

describe('alert filters', () => {
  it('joins several values of a parameter with commas, which the search page reads back', () => {
    const qs = 'category=excavators&category=wheel-loaders&priceMax=100000'
    expect(alertParams(qs)).toEqual({ category: 'excavators,wheel-loaders', priceMax: '100000' })
    expect(parseSearchState(alertParams(qs)).categories).toEqual(['excavators', 'wheel-loaders'])
  })
})

describe('ignored parameters (issue 16, defect 10)', () => {
  const opts = { currentYear: 2026 }
  it('names what the parser left out, with the value as sent', () => {
    expect(
      ignoredParams(
        new URLSearchParams(
          'yearMin=2030&yearMax=2020&condition=shiny,Good,good&sort=cheapest&spec.operatingWeightLb=heavy&zip=abc&priceMin=x',
        ),
        opts,
      ),
    ).toEqual([
      { field: 'yearMin', param: 'yearMin', value: '2030' },
      { field: 'priceMin', param: 'priceMin', value: 'x' },
      { field: 'conditions', param: 'condition', value: 'shiny' },
      // Conditions are spelled as the spec spells them: "good" is not "Good".
      { field: 'conditions', param: 'condition', value: 'good' },
      { field: 'zip', param: 'zip', value: 'abc' },
      { field: 'sort', param: 'sort', value: 'cheapest' },
      { field: 'specs', param: 'spec.operatingWeightLb', value: 'heavy' },
    ])
  })

  it('reports nothing for a clean URL, repeated values, free text or the page', () => {
    expect(
      ignoredParams(
        {
          q: 'cat 320',
          yearMin: '2010',
          make: ['caterpillar', 'Caterpillar'],
          sort: 'recommended',
          city: 'Austin',
          page: '500',
        },
        opts,
      ),
    ).toEqual([])
  })
})

describe('literal search (issue 35: "search instead for")', () => {
  it('writes and reads literal=1 with a text, and drops it without one', () => {
    const state = { ...EMPTY_STATE, q: 'john dear', literal: true }
    expect(toQueryString(state)).toBe('q=john+dear&literal=1')
    expect(parseSearchState({ q: 'john dear', literal: '1' })).toMatchObject({ literal: true })
    expect(parseSearchState({ literal: '1' }).literal).toBe(false)
    expect(toQueryString({ ...EMPTY_STATE, literal: true })).toBe('')
    expect(toSearchInput(state)).toMatchObject({ q: 'john dear', literal: true })
    expect(toSearchInput({ ...state, literal: false })).not.toHaveProperty('literal')
  })
})
