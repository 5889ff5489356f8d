import { render, screen } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import esMedia from '@/i18n/locales/es/admin-media.json'
import { listingDetailFixture } from '@/fixtures/equipment'
import { ListingDetailView } from './ListingDetailView'
import { ListingPreviewPage, listingPreviewMetadata } from './ListingPreview'

const notFound = jest.fn(() => {
  throw new Error('NEXT_NOT_FOUND')
})
jest.mock('next/navigation', () => ({ notFound: () => notFound() }))
const getListingPreview = jest.fn()
jest.mock('./preview-data', () => ({
  getListingPreview: (...a: unknown[]) => getListingPreview(...a),
}))
jest.mock('./listing-data', () => ({ getSimilarListings: jest.fn(() => Promise.resolve([])) }))
// The page itself is the public one, tested with it; here only what the preview adds.
jest.mock('./ListingDetailView', () => ({ ListingDetailView: () => null }))

const params = (locale: string, stock: string) => Promise.resolve({ locale, stock })

async function preview(console: 'admin' | 'partner', status: string) {
  getListingPreview.mockResolvedValue(listingDetailFixture({ status } as never))
  const guard = jest.fn(() => Promise.resolve())
  const tree = (await ListingPreviewPage({
    console,
    guard,
    params: params('es', 'IY-77'),
  })) as ReactElement<{ children: ReactNode[] }>
  return { guard, tree, parts: tree.props.children as ReactElement[] }
}

describe('the console preview of a listing (issue 36, point 10)', () => {
  it('lets the console user in first, then renders the public page component for a draft, under a Preview banner', async () => {
    const { guard, parts } = await preview('partner', 'draft')
    expect(guard).toHaveBeenCalledWith('es', '/partner/equipment/IY-77/preview')
    expect(getListingPreview).toHaveBeenCalledWith('IY-77', 'es')
    const [banner, page] = parts
    expect(page.type).toBe(ListingDetailView)
    // Shown as it will look once published; the banner names its real state.
    expect((page.props as { listing: { status: string } }).listing.status).toBe('available')
    render(banner)
    const aside = screen.getByRole('complementary', { name: esMedia.preview.label })
    expect(aside).toHaveTextContent(esMedia.preview.hidden)
    expect(aside).toHaveTextContent('Estado: Borrador.')
    expect(screen.getByRole('link', { name: /Volver al anuncio/ })).toHaveAttribute(
      'href',
      '/es/partner/equipment/IY-77',
    )
    expect(screen.queryByRole('link', { name: esMedia.preview.openPublic })).toBeNull()
  })

  it('links a listing buyers can open to its public page, and shows it in its own state', async () => {
    const { parts } = await preview('admin', 'sold')
    expect((parts[1].props as { listing: { status: string } }).listing.status).toBe('sold')
    render(parts[0])
    expect(screen.getByRole('link', { name: esMedia.preview.openPublic })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/es\/for-sale\//),
    )
  })

  it("is a 404 when the api answers none (another seller's listing, or none at all)", async () => {
    getListingPreview.mockResolvedValue(null)
    await expect(
      ListingPreviewPage({
        console: 'partner',
        guard: () => Promise.resolve(),
        params: params('en', 'OTHER-1'),
      }),
    ).rejects.toThrow('NEXT_NOT_FOUND')
  })

  it('is never indexed', async () => {
    const meta = await listingPreviewMetadata({ params: params('es', 'IY-77') })
    expect(meta.robots).toMatchObject({ index: false, follow: false })
    expect(meta.title).toBe('Vista previa: IY-77')
  })
})
