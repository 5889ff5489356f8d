import { listingFixture } from '@/fixtures/search'
import { railListings } from './rail-order'

/** Two partner listings of the same machine, no photos: what "Recently listed" led with (issue 37). */
const twin = (id: number) =>
  listingFixture({
    id,
    stockNumber: `90000${id}`,
    title: '2020 Bobcat T770',
    make: { slug: 'bobcat', name: 'Bobcat' },
    model: 'T770',
    year: 2020,
    hours: 1200,
    advertisedPriceCents: 5_500_000,
    isPartnerSeller: true,
    city: 'Memphis',
    state: 'TN',
    image: null,
    imageCount: 0,
  })

const photographed = (id: number) =>
  listingFixture({ id, stockNumber: `10000${id}`, title: `Machine ${id}`, model: `M${id}` })

describe('railListings: what a home-page rail shows (issue 37, defect 6)', () => {
  it('the same machine listed twice is shown once, and a listing without photos does not lead', () => {
    const shown = railListings([twin(1), twin(2), photographed(3), photographed(4)], 4)
    expect(shown.map((l) => l.id)).toEqual([3, 4, 1])
  })

  it('keeps the rail order among listings with photos and among those without, up to the size', () => {
    const noPhoto = { ...photographed(9), imageCount: 0, image: null }
    const shown = railListings(
      [noPhoto, photographed(1), photographed(2), photographed(3), photographed(4)],
      4,
    )
    expect(shown.map((l) => l.id)).toEqual([1, 2, 3, 4])
  })

  it('different prices, hours or places are different machines: all are shown', () => {
    const shown = railListings(
      [twin(1), { ...twin(2), advertisedPriceCents: 5_400_000 }, { ...twin(3), hours: 900 }],
      4,
    )
    expect(shown.map((l) => l.id)).toEqual([1, 2, 3])
  })
})
