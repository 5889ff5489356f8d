import { render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { listingFixture } from '@/fixtures/search'
import { cardImage } from './card-parts'
import { ListingCard } from './ListingCard'

describe('ListingCard', () => {
  it('links to the equipment page with the search queryID and shows the price per locale', () => {
    render(<ListingCard listing={listingFixture()} locale="en" queryID="q-123" />)
    expect(screen.getByRole('link', { name: '2016 Caterpillar 320F L' })).toHaveAttribute(
      'href',
      '/for-sale/2016-caterpillar-320f-l-1520282?queryID=q-123',
    )
    expect(screen.getByText('$89,500')).toBeInTheDocument()
    expect(screen.getByText('$94,000')).toBeInTheDocument()
    // The facts are one line of text (issue 18: no element per part).
    expect(
      screen.getByText('6,214 hrs · Round Rock, TX · Stock #1520282 · 18 mi away'),
    ).toBeInTheDocument()
    expect(screen.getByRole('list', { name: 'Highlights' })).toHaveTextContent(
      'Price reducedInspected',
    )
    // Issue 37 point 8: a plain link (no script on card pages) adds the machine to compare.
    expect(
      screen.getByRole('link', { name: 'Add to compare: 2016 Caterpillar 320F L' }),
    ).toHaveAttribute('href', '/compare/edit?add=1520282')
  })

  it('uses Spanish paths and texts on Spanish pages', () => {
    render(
      <ListingCard
        listing={listingFixture({ status: 'sold', priceReduced: false, inspected: false })}
        locale="es"
      />,
    )
    expect(screen.getByRole('link')).toHaveAttribute(
      'href',
      '/es/for-sale/2016-caterpillar-320f-l-1520282',
    )
    expect(
      screen.getByText('6,214 h · Round Rock, TX · Inventario n.º 1520282 · a 18 mi'),
    ).toBeInTheDocument()
    expect(screen.getByRole('list', { name: 'Destacados' })).toHaveTextContent('Vendido')
  })

  it('loads the first images eagerly and the rest lazily, with their sizes (no layout shift)', () => {
    const { rerender } = render(<ListingCard listing={listingFixture()} locale="en" priority />)
    const img = screen.getByRole('img')
    expect(img).toHaveAttribute('loading', 'eager')
    expect(img).toHaveAttribute('width', '400')
    expect(img).toHaveAttribute('height', '300')
    rerender(<ListingCard listing={listingFixture()} locale="en" />)
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy')
  })
})

describe('cardImage', () => {
  const r = (width: number) => ({ width, url: `https://m.example/a-${width}.webp` })
  const sizes = [r(400), r(800), r(1600)]

  it('shows the 400 px rendition, and the 800 px one on 2x screens', () => {
    expect(cardImage({ url: 'https://m.example/a-800.webp', sizes })).toEqual({
      src: 'https://m.example/a-400.webp',
      srcSet: 'https://m.example/a-800.webp 2x',
    })
    // In any order.
    expect(cardImage({ url: 'x', sizes: [...sizes].reverse() })).toEqual({
      src: 'https://m.example/a-400.webp',
      srcSet: 'https://m.example/a-800.webp 2x',
    })
  })

  it("writes the 1x candidate in the srcset of a preloaded card's photo", () => {
    expect(cardImage({ url: 'x', sizes }, true)).toEqual({
      src: 'https://m.example/a-400.webp',
      srcSet: 'https://m.example/a-400.webp 1x, https://m.example/a-800.webp 2x',
    })
  })

  it('takes the nearest renditions there are, and the image itself when it has none', () => {
    expect(cardImage({ url: 'x', sizes: [r(1600)] })).toEqual({
      src: 'https://m.example/a-1600.webp',
    })
    expect(cardImage({ url: 'x', sizes: [r(200), r(600)] })).toEqual({
      src: 'https://m.example/a-600.webp',
    })
    expect(cardImage({ url: 'https://m.example/a.webp', sizes: [] })).toEqual({
      src: 'https://m.example/a.webp',
    })
  })
})

describe("a priority card's photo preload (React writes it from the img)", () => {
  const photo = {
    url: 'https://m.example/a-800.webp',
    sizes: [
      { width: 400, url: 'https://m.example/a-400.webp' },
      { width: 800, url: 'https://m.example/a-800.webp' },
    ],
    width: 1600,
    height: 1200,
    alt: 'A machine',
    isIllustration: false,
    focalX: 50,
    focalY: 50,
  }
  const page = (priority: boolean) =>
    renderToString(
      <html lang="en">
        {/* eslint-disable-next-line @next/next/no-head-element -- a document for react-dom/server */}
        <head />
        <body>
          <ListingCard listing={listingFixture({ image: photo })} locale="en" priority={priority} />
        </body>
      </html>,
    )

  // React preloads an eager img from its srcset alone, leaving its src out: if a React upgrade
  // stops preloading, or starts writing the src, this fails and ListingCard's photo needs a look.
  it('preloads the photo the img shows, at 1x and 2x, with high priority', () => {
    const links = page(true).match(/<link rel="preload" as="image"[^>]*>/g) ?? []
    expect(links).toHaveLength(1)
    expect(links[0]).toContain(
      'imageSrcSet="https://m.example/a-400.webp 1x, https://m.example/a-800.webp 2x"',
    )
    expect(links[0]).toContain('fetchPriority="high"')
  })

  it('preloads nothing for a lazy card', () => {
    expect(page(false)).not.toContain('rel="preload"')
  })
})

describe("a card's crop follows the photo's focal point (issue 36, point 10)", () => {
  it('keeps the focal point in view (object-position); a centred photo carries no style', () => {
    const image = listingFixture().image!
    const { container, rerender } = render(
      <ListingCard
        listing={listingFixture({ image: { ...image, focalX: 30, focalY: 73 } })}
        locale="en"
      />,
    )
    expect(container.querySelector('img')).toHaveStyle({ objectPosition: '30% 73%' })
    rerender(<ListingCard listing={listingFixture({ image })} locale="en" />)
    expect(container.querySelector('img')!.style.objectPosition).toBe('')
  })
})
