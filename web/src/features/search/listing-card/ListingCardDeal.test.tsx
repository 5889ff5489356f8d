import { screen } from '@testing-library/react'
import { renderWithI18n } from '@/../test/render'
import { listingFixture } from '@/fixtures/search'
import { ListingCard } from './ListingCard'

jest.mock('@/features/account/FavoriteButton', () => ({ FavoriteButton: () => null }))

describe('result card: deal rating and latest cut (issue 17)', () => {
  it('shows the rating and the latest cut', () => {
    renderWithI18n(<ListingCard listing={listingFixture()} locale="en" />)
    expect(screen.getByText('Good price')).toBeInTheDocument()
    expect(screen.getByText('Cut $4,500 on Nov 2, 2026')).toBeInTheDocument()
  })

  it('in Spanish', () => {
    renderWithI18n(<ListingCard listing={listingFixture({ dealRating: 'great' })} locale="es" />, {
      locale: 'es',
    })
    expect(screen.getByText('Excelente precio')).toBeInTheDocument()
    expect(screen.getByText(/^Rebajada .*4500|^Rebajada/)).toBeInTheDocument()
  })

  it('makes the rating its own paragraph when there is no cut (no wrapper), and the cut too', () => {
    const { container, rerender } = renderWithI18n(
      <ListingCard listing={listingFixture({ latestPriceCut: null })} locale="en" />,
    )
    expect(screen.getByText('Good price').tagName).toBe('P')
    rerender(<ListingCard listing={listingFixture({ dealRating: null })} locale="en" />)
    expect(screen.getByText('Cut $4,500 on Nov 2, 2026').tagName).toBe('P')
    expect(container.querySelector('[data-rating]')).toBeNull()
  })

  it('shows neither without a rating or a cut', () => {
    const { container } = renderWithI18n(
      <ListingCard
        listing={listingFixture({ dealRating: null, latestPriceCut: null })}
        locale="en"
      />,
    )
    expect(container.querySelector('[data-rating]')).toBeNull()
    expect(screen.queryByText(/^Cut /)).toBeNull()
  })
})
