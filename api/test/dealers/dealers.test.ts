import { dealerSlugs } from '../../src/services/dealers/list-dealers'
import { createTestApp, type TestApp } from '../helpers/app'
import { ensureCatalog, insertListing, insertSeller } from '../factories'

const FIELDS = 'slug name street suite city state zip listingCount'

interface DealerData {
  slug: string
  name: string
  city: string
  state: string
  listingCount: number
}

describe('dealer directory (issue 16, "Missing" 1)', () => {
  let t: TestApp
  let slugs: { lone: string; plains: string; twins: string[] }
  const stock: { partner: string[]; standard: string } = { partner: [], standard: '' }

  beforeAll(async () => {
    t = await createTestApp()
    await ensureCatalog(t.database)
    const lone = await insertSeller(t.database, {
      kind: 'partner',
      name: 'Lone Star Equipment',
      city: 'Austin',
      state: 'TX',
      email: 'sales@lonestar.example.com',
    })
    const plains = await insertSeller(t.database, { kind: 'partner', name: 'Plains Fleet' })
    // Two partners whose names slug alike: each gets its id as a suffix.
    const twinA = await insertSeller(t.database, { kind: 'partner', name: 'Twin Rivers' })
    const twinB = await insertSeller(t.database, { kind: 'partner', name: 'Twin Rivers!' })
    const standard = await insertSeller(t.database, { kind: 'standard', name: 'Ironyard Direct' })
    for (const status of [
      'available',
      'available',
      'coming_soon',
      'sold',
      'no_longer_available',
    ] as const) {
      const l = await insertListing(t.database, {
        sellerId: lone.id,
        isPartnerSeller: true,
        status,
      })
      stock.partner.push(l.stockNumber)
    }
    await insertListing(t.database, { sellerId: plains.id, isPartnerSeller: true, status: 'sold' })
    stock.standard = (
      await insertListing(t.database, { sellerId: standard.id, status: 'available' })
    ).stockNumber
    slugs = {
      lone: 'lone-star-equipment',
      plains: 'plains-fleet',
      twins: [`twin-rivers-${twinA.id}`, `twin-rivers-${twinB.id}`],
    }
  })
  afterAll(() => t.close())

  it('lists only partner sellers, by name, with what they have for sale and no e-mail', async () => {
    const res = await t.gql<{ dealers: DealerData[] }>(`{ dealers { ${FIELDS} } }`)
    expect(res.errors).toBeUndefined()
    const dealers = res.data!.dealers
    const ours = [slugs.lone, slugs.plains, ...slugs.twins]
    // Other partners may exist (the demo partner); ours are there, in name order.
    expect(dealers.map((d) => d.slug).filter((s) => ours.includes(s))).toEqual(ours)
    const names = dealers.map((d) => d.name)
    expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y)))
    expect(dealers.find((d) => d.name === 'Ironyard Direct')).toBeUndefined()
    const bySlug = new Map(dealers.map((d) => [d.slug, d]))
    // Available and coming soon count; sold and no longer available do not.
    expect(bySlug.get(slugs.lone)).toMatchObject({ city: 'Austin', state: 'TX', listingCount: 3 })
    expect(bySlug.get(slugs.plains)!.listingCount).toBe(0)
    expect(JSON.stringify(dealers)).not.toContain('lonestar.example.com')
  })

  it('answers one dealer by slug, and null for an unknown slug or a standard seller', async () => {
    const one = await t.gql<{ dealer: DealerData | null }>(
      `query ($s: String!) { dealer(slug: $s) { ${FIELDS} } }`,
      { s: slugs.lone },
    )
    expect(one.data!.dealer).toMatchObject({ name: 'Lone Star Equipment', listingCount: 3 })
    for (const s of ['no-such-dealer', 'ironyard-direct', 'Not A Slug']) {
      const res = await t.gql<{ dealer: DealerData | null }>(
        `query ($s: String!) { dealer(slug: $s) { slug } }`,
        { s },
      )
      expect(res.errors).toBeUndefined()
      expect(res.data!.dealer).toBeNull()
    }
  })

  it('does not expose e-mail or members in the schema', async () => {
    const res = await t.gql(`{ dealers { email } }`)
    expect(res.errors?.[0].message).toMatch(/Cannot query field "email"/)
  })

  it("filters a search to one dealer's machines, and an unknown dealer finds nothing", async () => {
    const search = async (seller: string) => {
      const res = await t.gql<{
        searchListings: {
          stats: { total: number }
          facets: { seller: Array<{ value: string; label: string; count: number }> }
        }
      }>(
        `query ($s: String!) { searchListings(input: { seller: $s }) {
          stats { total } facets { seller { value label count } } } }`,
        { s: seller },
      )
      expect(res.errors).toBeUndefined()
      return res.data!.searchListings
    }
    const lone = await search(slugs.lone)
    expect(lone.stats.total).toBe(3)
    expect(lone.facets.seller).toEqual([
      { value: slugs.lone, label: 'Lone Star Equipment', count: 3 },
    ])
    expect((await search('no-such-dealer')).stats.total).toBe(0)
    expect((await search('no-such-dealer')).facets.seller).toEqual([])
  })

  it("links a partner's listing to its dealer page, and not a standard seller's", async () => {
    const seller = async (stockNumber: string) => {
      const res = await t.gql<{ listing: { seller: { name: string; dealerSlug: string | null } } }>(
        `query ($s: String!) { listing(stockNumber: $s) { seller { name dealerSlug } } }`,
        { s: stockNumber },
      )
      expect(res.errors).toBeUndefined()
      return res.data!.listing.seller
    }
    expect(await seller(stock.partner[0])).toEqual({
      name: 'Lone Star Equipment',
      dealerSlug: slugs.lone,
    })
    expect((await seller(stock.standard)).dealerSlug).toBeNull()
  })
})

describe('dealerSlugs', () => {
  it('slugs names, and suffixes ids only where two collide', () => {
    const slugs = dealerSlugs([
      { id: 3, name: 'Gulf Coast Cranes & Rigging' },
      { id: 7, name: 'Acme' },
      { id: 9, name: 'ACME' },
      { id: 11, name: '***' },
    ])
    expect([...slugs.values()]).toEqual([
      'gulf-coast-cranes-and-rigging',
      'acme-7',
      'acme-9',
      'dealer',
    ])
  })
})
