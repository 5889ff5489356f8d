import { wordsRedirect } from './words-redirect'
import { readSearchText } from './search-data'

jest.mock('./search-data', () => ({ readSearchText: jest.fn() }))
const read = readSearchText as jest.MockedFunction<typeof readSearchText>

type Reading = NonNullable<Awaited<ReturnType<typeof readSearchText>>>
const reading = (q: string, params: Array<[string, string]>, ids: string[]): Reading => ({
  q,
  params: params.map(([name, value]) => ({ name, value })),
  chips: ids.map((id) => ({ kind: id.split(':')[0], id, label: id })),
})

/** "cat 320 under 100k in texas" as the api reads it. */
const CAT_TEXAS = reading(
  '320',
  [
    ['make', 'caterpillar'],
    ['priceMax', '100000'],
    ['state', 'TX'],
  ],
  ['make:caterpillar', 'price', 'state:TX'],
)
const params = (url: string | null) => new URL(url ?? 'x:', 'http://x').searchParams

beforeEach(() => read.mockReset())

/** Issue 35: every search box lands on the one reading path, landing pages included. */
describe('wordsRedirect', () => {
  it('moves /equipment to the filtered URL naming what was understood (en and es)', async () => {
    read.mockResolvedValue(CAT_TEXAS)
    const q = { q: 'cat 320 under 100k in texas' }
    expect(await wordsRedirect(q, 'en', { basePath: '/equipment' })).toBe(
      '/equipment?q=320&make=caterpillar&priceMax=100000&state=TX&understood=make%3Acaterpillar%2Cprice%2Cstate%3ATX',
    )
    expect(await wordsRedirect(q, 'es', { basePath: '/es/equipment' })).toMatch(
      /^\/es\/equipment\?q=320&make=caterpillar/,
    )
    expect(read).toHaveBeenLastCalledWith('cat 320 under 100k in texas', 'es')
  })

  it('leaves a text read as nothing, the literal text and an empty box where they are', async () => {
    read.mockResolvedValue(reading('hydraulic thumb', [], []))
    expect(await wordsRedirect({ q: 'hydraulic thumb' }, 'en', { basePath: '/equipment' })).toBe(
      null,
    )
    read.mockResolvedValue(CAT_TEXAS)
    expect(await wordsRedirect({ q: 'cat', literal: '1' }, 'en', { basePath: '/equipment' })).toBe(
      null,
    )
    expect(await wordsRedirect({}, 'en', { basePath: '/equipment' })).toBe(null)
    read.mockResolvedValue(null)
    expect(await wordsRedirect({ q: 'cat' }, 'en', { basePath: '/equipment' })).toBe(null)
  })

  it('keeps a landing page when the words add to its path', async () => {
    read.mockResolvedValue(CAT_TEXAS)
    const url = await wordsRedirect({ q: 'cat 320 under 100k in texas' }, 'en', {
      basePath: '/excavators',
      fixed: { categories: ['excavators'] },
    })
    expect(url?.split('?')[0]).toBe('/excavators')
    expect(params(url).get('make')).toBe('caterpillar')
    expect(params(url).get('understood')).toBe('make:caterpillar,price,state:TX')
    expect(params(url).has('category')).toBe(false)
  })

  it('drops what the path already says ("excavator" on /excavators)', async () => {
    read.mockResolvedValue(reading('thumb', [['category', 'excavators']], ['category:excavators']))
    const url = await wordsRedirect({ q: 'excavator thumb' }, 'es', {
      basePath: '/es/excavators',
      fixed: { categories: ['excavators'] },
    })
    expect(url?.split('?')[0]).toBe('/es/excavators')
    expect(params(url).get('q')).toBe('thumb')
    expect(params(url).has('category')).toBe(false)
    expect(params(url).has('understood')).toBe(false)
  })

  it('moves to /equipment when the words answer what the path fixes, keeping its other filters', async () => {
    read.mockResolvedValue(
      reading('', [['category', 'crawler-dozers']], ['category:crawler-dozers']),
    )
    const url = await wordsRedirect({ q: 'dozers', sort: 'year_desc' }, 'es', {
      basePath: '/es/caterpillar/excavators',
      fixed: { makes: ['caterpillar'], categories: ['excavators'] },
    })
    expect(url?.split('?')[0]).toBe('/es/equipment')
    expect(params(url).getAll('category')).toEqual(['crawler-dozers'])
    expect(params(url).getAll('make')).toEqual(['caterpillar'])
    expect(params(url).get('sort')).toBe('year_desc')
    expect(params(url).get('understood')).toBe('category:crawler-dozers')
    expect(params(url).has('q')).toBe(false)
  })
})
