import { DeleteListingPhotoDocument } from '@/graphql/__generated__/graphql'
import { deletePhotoAction } from './media-actions'

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
    ).rejects.toThrow('redirect /es/partner/equipment/ACME-7/media?done=deletePhoto#photos-section')
    expect(gql.mock.calls[0][0]).toBe(DeleteListingPhotoDocument)
    await expect(
      deletePhotoAction(form({ locale: 'en', stockNumber: 'IY1', photoId: '9' })),
    ).rejects.toThrow('redirect /admin/equipment/IY1/media?done=deletePhoto')
    await expect(
      deletePhotoAction(form({ locale: 'en', console: 'partner', stockNumber: '../x' })),
    ).rejects.toThrow('redirect /partner/equipment')
  })
})
