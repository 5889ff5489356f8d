import { dealerLanding, dealerMachinesPath, getDealer, getDealers } from './dealers-data'

const LONE_STAR = {
  slug: 'lone-star-equipment',
  name: 'Lone Star Equipment',
  street: '1200 Industrial Blvd',
  suite: 'Suite 4',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  listingCount: 3,
}

const calls: Array<{ vars: unknown; locale: string }> = []
jest.mock('@/lib/api-client', () => ({
  gqlCached: async (
    doc: { toString(): string },
    vars: { slug?: string },
    opts: { locale: string },
  ) => {
    calls.push({ vars, locale: opts.locale })
    if (/query Dealers\b/.test(doc.toString())) return { dealers: [LONE_STAR] }
    return { dealer: vars.slug === LONE_STAR.slug ? LONE_STAR : null }
  },
}))

describe('dealer pages data (issue 16, "Missing" 1)', () => {
  it('reads the directory and one dealer; an unknown or malformed slug is null without asking', async () => {
    expect(await getDealers('en')).toEqual([LONE_STAR])
    expect(await getDealer('lone-star-equipment', 'es')).toEqual(LONE_STAR)
    expect(await getDealer('nobody', 'en')).toBeNull()
    calls.length = 0
    expect(await getDealer('../admin', 'en')).toBeNull()
    expect(calls).toEqual([])
  })

  it("links to the search of the dealer's machines by the seller filter", () => {
    expect(dealerMachinesPath('lone-star-equipment')).toBe('/equipment?seller=lone-star-equipment')
  })

  it('is a landing page fixed to the seller, with its place and address, in both languages', () => {
    const en = dealerLanding(LONE_STAR, 'en')
    expect(en).toMatchObject({
      kind: 'dealer',
      path: '/dealers/lone-star-equipment',
      fixed: { seller: 'lone-star-equipment' },
      heading: 'Lone Star Equipment',
      title: 'Lone Star Equipment: used equipment for sale in Austin, Texas',
    })
    expect(en.intro).toContain('with 3 machines for sale')
    expect(en.intro).toContain('Address: 1200 Industrial Blvd, Suite 4, Austin, TX 78701.')
    expect(en.crumbs.map((c) => c.path)).toEqual(['/', '/dealers', undefined])
    const es = dealerLanding(LONE_STAR, 'es')
    expect(es.intro).toContain('vendedor asociado en Austin, Texas con 3 máquinas en venta')
    expect(es.intro).toContain('Dirección: 1200 Industrial Blvd')
  })
})
