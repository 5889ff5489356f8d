import { render, screen, within } from '@testing-library/react'
import enMedia from '@/i18n/locales/en/admin-media.json'
import esMedia from '@/i18n/locales/es/admin-media.json'
import type { ListingMediaData } from './media-data'
import { mediaOutcomeOf } from './media-errors'
import { ListingMedia } from './ListingMedia'

jest.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: jest.fn() }),
  usePathname: () => '/admin/equipment/IY1/media',
}))
jest.mock('./media-actions', () => ({
  addVideoAction: jest.fn(),
  deleteDocumentAction: jest.fn(),
  deletePhotoAction: jest.fn(),
  deleteVideoAction: jest.fn(),
  reorderPhotosAction: jest.fn(),
  updatePhotoAltAction: jest.fn(),
  updatePhotoFocalAction: jest.fn(),
}))

const media = {
  stockNumber: 'IY1',
  title: '2019 Caterpillar 320',
  status: 'draft',
  photos: [],
  videos: [],
  hasInspection: false,
  documents: [],
} as unknown as ListingMediaData

const page = (locale: 'en' | 'es', query: Record<string, string>) =>
  render(<ListingMedia locale={locale} media={media} outcome={mediaOutcomeOf(query)} />)

const SCAM = 'Your account is locked: call +1 555 0100 and read out your password'

describe('why a media change failed (issue 36, defect 6)', () => {
  it('never shows text from the address: `why` is ignored, an unknown key reads as the generic text', () => {
    page('en', { failed: 'addVideo', why: SCAM, error: 'Call 555 0100 now' })
    expect(screen.queryByText(/555 0100/)).toBeNull()
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent(enMedia.failed.replace('{{why}}', enMedia.errors.unknown))
  })

  it('says a known error in the page language, beside the section the page opens at', () => {
    page('es', { failed: 'addVideo', error: 'videoTooMany' })
    const videos = screen.getByRole('region', { name: esMedia.videos.heading })
    const alert = within(videos).getByRole('alert')
    expect(alert).toHaveTextContent(
      esMedia.failed.replace('{{why}}', esMedia.errors.videoTooMany.replace('{{max}}', '10')),
    )
    // The address's target (`#videos-outcome`) is this notice, which can take the focus.
    const target = document.getElementById('videos-outcome')
    expect(target).toContainElement(alert)
    expect(target).toHaveAttribute('tabindex', '-1')
    // Nothing is said at the top of the page or in another section.
    expect(screen.getAllByRole('alert')).toHaveLength(1)
    expect(document.getElementById('photos-outcome')).toBeNull()
  })

  it('says what a change did in its own section too (photos, documents)', () => {
    page('en', { done: 'reorder' })
    const photos = screen.getByRole('region', { name: /Photos/ })
    expect(within(photos).getByRole('status')).toHaveTextContent(enMedia.done.reorder)
    document.body.innerHTML = ''
    page('en', { failed: 'deleteDocument', error: 'documentNotFound' })
    const documents = screen.getByRole('region', { name: enMedia.documents.heading })
    expect(within(documents).getByRole('alert')).toHaveTextContent(enMedia.errors.documentNotFound)
  })
})

describe('photos: order, focal point and preview (issue 36, point 10)', () => {
  const photo = (id: string, n: number, focal = [50, 50]) => ({
    id,
    position: n - 1,
    url: `https://api.test/media/p${id}-800.webp`,
    thumbnailUrl: `https://api.test/media/p${id}-400.webp`,
    altEn: `Excavator, photo ${n}`,
    altEs: `Excavadora, foto ${n}`,
    isIllustration: false,
    uploaded: true,
    focalX: focal[0],
    focalY: focal[1],
  })
  const withPhotos = {
    ...media,
    photos: [photo('11', 1), photo('12', 2, [30, 73]), photo('13', 3)],
  } as unknown as ListingMediaData
  const render3 = (locale: 'en' | 'es', query: Record<string, string>, console?: 'partner') =>
    render(
      <ListingMedia
        locale={locale}
        console={console}
        media={withPhotos}
        outcome={mediaOutcomeOf(query)}
      />,
    )

  it('keeps the no-JavaScript order buttons and offers a Move handle for dragging and the keyboard', () => {
    render3('en', {})
    expect(screen.getByRole('button', { name: 'Move photo 2 earlier' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Move photo 3 later' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Move photo 2' })).toHaveAccessibleDescription(
      enMedia.photos.instructions,
    )
  })

  it("crops each tile around its focal point and names a moved one in its form's summary", () => {
    const { container } = render3('en', {})
    const tiles = container.querySelectorAll('li[data-photo-id] > img')
    expect((tiles[1] as HTMLImageElement).style.objectPosition).toBe('30% 73%')
    expect((tiles[0] as HTMLImageElement).style.objectPosition).toBe('')
    expect(screen.getByText(/Focal point of photo 2 · focus 30% across, 73% down/)).toBeTruthy()
  })

  it('opens the refused photo form with the error beside the field, in Spanish', () => {
    render3('es', { failed: 'focal', error: 'focalPoint', field: 'focalY', photo: '12' })
    const summary = screen.getByText(/^Punto focal de la foto 2/)
    expect(summary.closest('details')).toHaveAttribute('open')
    const y = within(summary.closest('details')!).getByRole('spinbutton', {
      name: esMedia.photos.focalY,
    })
    expect(y).toHaveAttribute('aria-invalid', 'true')
    expect(y).toHaveAccessibleDescription(
      `${esMedia.photos.focalHelp} ${esMedia.photos.focalInvalid}`,
    )
    expect(
      within(summary.closest('details')!).getByRole('spinbutton', { name: esMedia.photos.focalX }),
    ).not.toHaveAttribute('aria-invalid')
    expect(screen.getByRole('alert')).toHaveTextContent(esMedia.errors.focalPoint)
    // Other photos' forms stay closed.
    expect(screen.getByText(/^Punto focal de la foto 1/).closest('details')).not.toHaveAttribute(
      'open',
    )
  })

  it('links to the preview in its own console', () => {
    render3('es', {}, 'partner')
    expect(screen.getByRole('link', { name: esMedia.photos.preview })).toHaveAttribute(
      'href',
      '/es/partner/equipment/IY1/preview',
    )
  })
})
