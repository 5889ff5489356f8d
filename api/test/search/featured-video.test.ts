import { listingVideos, type Listing } from '../../src/db/schema'
import { insertListing } from '../factories'
import { createTestApp, type TestApp } from '../helpers/app'
import { search, stocks } from './search-helpers'

const FEATURED = /* GraphQL */ `
  query {
    featuredVideoListing {
      stockNumber
      videos {
        url
        title
      }
    }
  }
`
const DAY = 86_400_000

/** The home page's video: the newest machine for sale with a video, wherever it is listed. */
describe('featuredVideoListing', () => {
  let t: TestApp
  const rows: Listing[] = []
  const featured = async () => {
    const res = await t.gql<{
      featuredVideoListing: { stockNumber: string; videos: Array<{ url: string }> } | null
    }>(FEATURED)
    if (res.errors?.length) throw new Error(JSON.stringify(res.errors))
    return res.data!.featuredVideoListing
  }
  const addVideo = (l: Listing) =>
    t.database.db.insert(listingVideos).values({
      listingId: l.id,
      url: `/media/clips/${l.stockNumber}.webp`,
      title: `${l.model}: walk-around`,
      durationSeconds: 3,
    })

  beforeAll(async () => {
    t = await createTestApp()
    const now = Date.now()
    // 30 machines for sale, listed one a day: rows[0] newest, rows[29] oldest.
    for (let i = 0; i < 30; i++) {
      const listedAt = new Date(now - (i + 1) * DAY)
      rows.push(
        await insertListing(t.database, { status: 'available', listedAt, createdAt: listedAt }),
      )
    }
  }, 120_000)
  afterAll(() => t.close())

  it('is null while no machine for sale has a video', async () => {
    const sold = await insertListing(t.database, { status: 'sold', listedAt: new Date() })
    await addVideo(sold)
    expect(await featured()).toBeNull()
  })

  it('finds a video outside the 24 newest listings', async () => {
    const newest = await search(t, { sort: 'createdDateUtc', pageSize: 24 })
    expect(stocks(newest)).not.toContain(rows[29].stockNumber)
    await addVideo(rows[29])
    const hit = await featured()
    expect(hit?.stockNumber).toBe(rows[29].stockNumber)
    expect(hit?.videos).toEqual([
      { url: expect.stringContaining(`${rows[29].stockNumber}.webp`), title: expect.any(String) },
    ])
  })

  it('prefers the most recently listed machine with a video', async () => {
    await addVideo(rows[12])
    expect((await featured())?.stockNumber).toBe(rows[12].stockNumber)
  })
})
