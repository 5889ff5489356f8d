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
