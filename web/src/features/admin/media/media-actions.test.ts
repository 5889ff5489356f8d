import { DeleteListingPhotoDocument } from '@/graphql/__generated__/graphql'
import { ApiError } from '@/lib/api-errors'
import { addVideoAction, deletePhotoAction } from './media-actions'

const redirect = jest.fn((to: string) => {
  throw new Error(`redirect ${to}`)
})
jest.mock('next/navigation', () => ({ redirect: (to: string) => redirect(to) }))
const gql = jest.fn()
jest.mock('@/lib/api-client', () => ({ gql: (...args: unknown[]) => gql(...args) }))

function form(fields: Record<string, string>): FormData {
  const f = new FormData()
  for (const [k, v] of Object.entries(fields)) f.set(k, v)
  return f
}

describe('the media page comes back in the console it was posted from', () => {
  it('deletes a partner photo and reopens the partner media page at its section', async () => {
    gql.mockResolvedValue({ deleteListingPhoto: { id: '9' } })
    await expect(
      deletePhotoAction(
        form({
          locale: 'es',
          console: 'partner',
          stockNumber: 'ACME-7',
          photoId: '9',
          anchor: 'photos-section',
        }),
      ),
    ).rejects.toThrow('redirect /es/partner/equipment/ACME-7/media?done=deletePhoto#photos-outcome')
    expect(gql.mock.calls[0][0]).toBe(DeleteListingPhotoDocument)
    await expect(
      deletePhotoAction(form({ locale: 'en', stockNumber: 'IY1', photoId: '9' })),
    ).rejects.toThrow('redirect /admin/equipment/IY1/media?done=deletePhoto#photos-outcome')
    await expect(
      deletePhotoAction(form({ locale: 'en', console: 'partner', stockNumber: '../x' })),
    ).rejects.toThrow('redirect /partner/equipment')
  })
})

describe('a video link the api refuses (issue 36)', () => {
  it('comes back with an error key (never the api sentence) and the refused field, at the videos notice', async () => {
    gql.mockRejectedValue(
      new ApiError('VALIDATION', 'invalid', [
        {
          path: 'url',
          key: 'media.videoUrl',
          message: 'Escribe un enlace que se pueda reproducir',
        },
      ]),
    )
    await expect(
      addVideoAction(
        form({
          locale: 'es',
          stockNumber: 'IY1',
          url: 'https://www.youtube.com/@caterpillar',
          title: 'Canal',
          anchor: 'videos-section',
        }),
      ),
    ).rejects.toThrow(
      /\/es\/admin\/equipment\/IY1\/media\?failed=addVideo&error=videoUrl&field=url#videos-outcome$/,
    )
  })
})
