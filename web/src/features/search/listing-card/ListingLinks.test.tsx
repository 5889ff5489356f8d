import { render, screen, within } from '@testing-library/react'
import { listingFixture } from '@/fixtures/search'
import { ListingLinks } from './ListingLinks'

describe('ListingLinks', () => {
  const photo = {
    url: 'https://media.example/cat-800.webp',
    sizes: [
      { width: 400, url: 'https://media.example/cat-400.webp' },
      { width: 800, url: 'https://media.example/cat-800.webp' },
    ],
    width: 1600,
    height: 1200,
    alt: 'Caterpillar 320F L excavator, right side',
    isIllustration: false,
    focalX: 50,
    focalY: 50,
  }
  const two = [
    listingFixture({ image: photo }),
    listingFixture({ id: 2, title: '2019 Deere 333G', hours: null, miles: 41000, image: null }),
  ]

  it('makes each machine one link: thumbnail, title, price, hours and place, with the search queryID', () => {
    render(<ListingLinks listings={two} locale="en" queryID="q-9" label="Same model" />)
    const list = screen.getByRole('list', { name: 'Same model' })
    const links = within(list).getAllByRole('link')
    expect(links).toHaveLength(2)
    // The link is named by its texts; the thumbnail adds nothing (alt="").
    expect(links[0]).toHaveAccessibleName(
      '2016 Caterpillar 320F L $89,500 6,214 hrs · Round Rock, TX',
    )
    expect(links[0]).toHaveAttribute(
      'href',
      '/for-sale/2016-caterpillar-320f-l-1520282?queryID=q-9',
    )
    const img = links[0].querySelector('img')!
    expect(img).toHaveAttribute('alt', '')
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(img).toHaveAttribute('src', 'https://media.example/cat-400.webp')
    expect(img).not.toHaveAttribute('srcset')
    expect(links[1]).toHaveTextContent('41,000 mi')
    expect(links[1].querySelector('img')).toBeNull()
    // Compact: no heart, badges or deal rating.
    expect(within(list).queryByRole('button')).toBeNull()
    expect(within(list).queryByText('Price reduced')).toBeNull()
  })

  it('writes Spanish paths, prices and hours on Spanish pages', () => {
    render(<ListingLinks listings={two.slice(0, 1)} locale="es" label="Mismo modelo" />)
    const link = screen.getByRole('link')
    expect(link).toHaveAttribute('href', '/es/for-sale/2016-caterpillar-320f-l-1520282')
    expect(link).toHaveTextContent('6,214 h · Round Rock, TX')
  })
})
