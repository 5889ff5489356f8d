import { MakeDirectoryDocument } from '@/graphql/__generated__/graphql'
import { listingFixture } from '@/fixtures/search'
import { gqlCached } from '@/lib/api-client'
import { getHomeData } from './home-data'

jest.mock('@/lib/api-client', () => ({ gqlCached: jest.fn() }))
jest.mock('@/lib/catalog-data', () => ({ getCatalog: jest.fn(async () => ({})) }))
jest.mock('@/features/landing', () => ({
  SPECIAL_PAGES: { 'lightning-deals': { fixed: { show: ['lightning'] }, defaultSort: 'recent' } },
}))
jest.mock('@/features/listing', () => ({ playableVideo: () => true }))

const noPhotos = { image: null, imageCount: 0 }
/** What the api answers for every rail: two identical photo-less partner listings first. */
const results = [
  listingFixture({ id: 1, stockNumber: '1', isPartnerSeller: true, ...noPhotos }),
  listingFixture({ id: 2, stockNumber: '2', isPartnerSeller: true, ...noPhotos }),
  ...[3, 4, 5, 6].map((id) => listingFixture({ id, stockNumber: `${id}`, model: `M${id}` })),
]

beforeEach(() => {
  jest.mocked(gqlCached).mockImplementation((async (doc: unknown) =>
    doc === MakeDirectoryDocument
      ? { makes: { top: [] } }
      : {
          searchListings: { queryID: 'q', results, stats: { total: 6 } },
        }) as unknown as typeof gqlCached)
})

describe('getHomeData: the rails (issue 37, defect 6)', () => {
  it('no rail is led by a listing without photos, and the twin listing is shown once', async () => {
    const data = await getHomeData('en', '78701')
    for (const rail of [data.lightningDeals, data.nearMe, data.recent]) {
      expect(rail.results.map((l) => l.id)).toEqual([3, 4, 5, 6])
    }
    expect(data.recent.stats.total).toBe(6)
  })

  it('asks the api for more cards than a rail shows, so the rail stays full after that', async () => {
    await getHomeData('en', '78701')
    const firsts = jest
      .mocked(gqlCached)
      .mock.calls.map(([, vars]) => (vars as { input?: { pageSize?: number } }).input?.pageSize)
      .filter((n) => n !== undefined)
    expect(Math.min(...(firsts as number[]))).toBeGreaterThan(4)
  })
})
