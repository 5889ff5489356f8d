import {
  DeleteListingPhotoDocument,
  UpdateListingPhotoFocalDocument,
} from '@/graphql/__generated__/graphql'
import { ApiError } from '@/lib/api-errors'
import { addVideoAction, deletePhotoAction, updatePhotoFocalAction } from './media-actions'

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

describe("a photo's focal point (issue 36, point 10)", () => {
  const focal = (fields: Record<string, string>) =>
    updatePhotoFocalAction(
      form({ locale: 'es', console: 'partner', stockNumber: 'ACME-7', photoId: '31', ...fields }),
    )

  it('sends the percentages as typed in either language (37,5 is 37.5) and comes back to the photos', async () => {
    gql.mockReset()
    gql.mockResolvedValue({ updateListingPhotoFocal: { id: '31' } })
    await expect(focal({ focalX: '37,5', focalY: '80 %' })).rejects.toThrow(
      'redirect /es/partner/equipment/ACME-7/media?done=focal#photos-outcome',
    )
    expect(gql.mock.calls[0][0]).toBe(UpdateListingPhotoFocalDocument)
    expect(gql.mock.calls[0][1]).toEqual({
      stockNumber: 'ACME-7',
      photoId: '31',
      focalX: 37.5,
      focalY: 80,
    })
  })

  it('refuses a value that is not a number beside its field, without asking the api', async () => {
    gql.mockReset()
    await expect(focal({ focalX: '40', focalY: 'arriba' })).rejects.toThrow(
      'redirect /es/partner/equipment/ACME-7/media?failed=focal&error=focalPoint&field=focalY&photo=31#photos-outcome',
    )
    expect(gql).not.toHaveBeenCalled()
  })

  it("keeps the api's refusal of a value out of range as a key, with the field and the photo", async () => {
    gql.mockReset()
    gql.mockRejectedValue(
      new ApiError('VALIDATION', 'invalid', [
        { path: 'focalX', key: 'media.focalPoint', message: 'Escribe un porcentaje de 0 a 100' },
      ]),
    )
    await expect(focal({ focalX: '140', focalY: '50' })).rejects.toThrow(
      'redirect /es/partner/equipment/ACME-7/media?failed=focal&error=focalPoint&field=focalX&photo=31#photos-outcome',
    )
  })
})
