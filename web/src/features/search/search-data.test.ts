import { ApiError } from '@/lib/api-client'
import { outcomeFixture } from '@/fixtures/search'
import { correctedPageQuery, REDIRECT_QUERY_MAX, runSearch } from './search-data'
import { EMPTY_STATE } from '@ironyard/contract/search-url'

jest.mock('next/navigation', () => ({ unauthorized: () => undefined }))

const refused = (...paths: string[]) => ({
  errors: [
    {
      message: 'Invalid search',
      extensions: {
        code: 'VALIDATION',
        fields: paths.map((path) => ({ path, key: 'k', message: 'm' })),
      },
    },
  ],
})
const found = { data: { searchListings: { total: 0, hits: [] } } }

/** The api's answers, in order; the inputs it was sent. */
function answers(...bodies: unknown[]) {
  const sent: Array<Record<string, unknown>> = []
  global.fetch = jest.fn(async (_url: string, init: { body: string }) => {
    sent.push(JSON.parse(init.body).variables.input)
    return { status: 200, json: async () => bodies[sent.length - 1] }
  }) as unknown as typeof fetch
  return sent
}

describe('a search page search', () => {
  it('drops what the api refuses, again when dropping one reveals another (issue 12)', async () => {
    const sent = answers(refused('input.makes.0', 'broadCategory'), refused('page'), found)
    const state = { ...EMPTY_STATE, broad: 'nope', makes: ['2024-13-45'], q: 'cat', page: 31 }
    const outcome = await runSearch(state, 'en')
    expect(outcome.state).toEqual({ ...state, broad: null, makes: [], page: 1 })
    expect(outcome.dropped).toEqual(['makes', 'broadCategory', 'page'])
    expect(sent.map((i) => [i.makes, i.page])).toEqual([
      [['2024-13-45'], 31],
      [undefined, 31],
      [undefined, 1],
    ])
  })

  it('fails when the api refuses something it cannot drop, or keeps refusing', async () => {
    answers(refused('somethingElse'))
    await expect(runSearch({ ...EMPTY_STATE, q: 'a' }, 'en')).rejects.toBeInstanceOf(ApiError)
    expect(global.fetch).toHaveBeenCalledTimes(1)
    answers(refused('makes'), refused('models'), refused('zip'), refused('city'), found)
    const state = { ...EMPTY_STATE, makes: ['a'], models: ['b'], zip: '12345', city: 'X' }
    await expect(runSearch(state, 'es')).rejects.toBeInstanceOf(ApiError)
    expect(global.fetch).toHaveBeenCalledTimes(4)
  })
})

describe('the page number of a search URL (issue 16, defect 10)', () => {
  it('sends a page past the last one to the last page, keeping the rest of the URL', () => {
    // 27 machines: 2 pages. The api refused page 500 and the search ran on page 1.
    const outcome = { ...outcomeFixture({ ...EMPTY_STATE, page: 1 }), dropped: ['page'] }
    expect(correctedPageQuery({ category: 'excavators', page: '500' }, outcome)).toBe(
      'category=excavators&page=2',
    )
    expect(correctedPageQuery(new URLSearchParams('page=500&q=cat'), outcome)).toBe('q=cat&page=2')
  })

  it('drops the page of an empty search, and a page that is not a number', () => {
    const empty = { ...outcomeFixture({ ...EMPTY_STATE, page: 1 }, [], 0), dropped: ['page'] }
    expect(correctedPageQuery({ q: 'zzz', page: '3' }, empty)).toBe('q=zzz')
    const shown = outcomeFixture({ ...EMPTY_STATE, page: 1 })
    expect(correctedPageQuery({ page: 'abc' }, shown)).toBe('')
  })

  it('does not carry a hostile query into the redirect (the Location header stays small)', () => {
    const shown = outcomeFixture({ ...EMPTY_STATE, page: 1 })
    const long = 'x'.repeat(REDIRECT_QUERY_MAX)
    expect(correctedPageQuery({ q: long, make: long, page: `${long}@example.com` }, shown)).toBe('')
  })

  it('leaves a URL alone when its page is the page shown', () => {
    expect(correctedPageQuery({ q: 'cat' }, outcomeFixture({ ...EMPTY_STATE, page: 1 }))).toBeNull()
    expect(
      correctedPageQuery({ page: '2' }, outcomeFixture({ ...EMPTY_STATE, page: 2 })),
    ).toBeNull()
  })
})
