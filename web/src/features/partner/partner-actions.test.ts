import {
  AddPartnerMemberDocument,
  CreatePartnerApiKeyDocument,
  RequestMakeDocument,
  RevokePartnerApiKeyDocument,
} from '@/graphql/__generated__/graphql'
import { ApiError } from '@/lib/api-errors'
import {
  addPartnerMemberAction,
  createPartnerApiKeyAction,
  removePartnerMemberAction,
  requestMakeAction,
  revokePartnerApiKeyAction,
} from './partner-actions'

const redirect = jest.fn((to: string) => {
  throw new Error(`redirect ${to}`)
})
jest.mock('next/navigation', () => ({ redirect: (to: string) => redirect(to) }))
const revalidatePath = jest.fn()
jest.mock('next/cache', () => ({ revalidatePath: (p: string) => revalidatePath(p) }))
const gql = jest.fn()
jest.mock('@/lib/api-client', () => ({ gql: (...args: unknown[]) => gql(...args) }))

function form(fields: Record<string, string>): FormData {
  const f = new FormData()
  for (const [k, v] of Object.entries(fields)) f.set(k, v)
  return f
}
const empty = { values: {}, result: null }

beforeEach(() => {
  gql.mockReset()
  redirect.mockClear()
  revalidatePath.mockClear()
})

describe('API keys (partner console)', () => {
  it('answers the new key in the form state only (never a URL) and refreshes the list', async () => {
    gql.mockResolvedValue({
      createPartnerApiKey: {
        id: '5',
        key: 'iy_live_abcdefgh0123456789',
        name: 'DMS',
        prefix: 'iy_live_abcdefgh',
        createdAt: '2026-11-26T00:00:00Z',
      },
    })
    const state = await createPartnerApiKeyAction(
      empty,
      form({ locale: 'es', name: ' DMS ', idempotencyKey: 'page-1' }),
    )
    expect(state.result).toEqual({
      ok: true,
      data: { name: 'DMS', key: 'iy_live_abcdefgh0123456789', prefix: 'iy_live_abcdefgh' },
    })
    expect(gql).toHaveBeenCalledWith(
      CreatePartnerApiKeyDocument,
      { name: 'DMS', idempotencyKey: 'page-1' },
      { locale: 'es', session: true },
    )
    expect(redirect).not.toHaveBeenCalled()
    expect(revalidatePath).toHaveBeenCalledWith('/es/partner/api-keys')
  })

  it('keeps the name typed and the field error when the api refuses it', async () => {
    gql.mockRejectedValue(
      new ApiError('VALIDATION', 'Revisa los datos.', [
        { path: 'name', message: 'Escribe un nombre.', key: 'validation.required' },
      ]),
    )
    const state = await createPartnerApiKeyAction(empty, form({ locale: 'es', name: '' }))
    expect(state.result).toMatchObject({
      ok: false,
      code: 'VALIDATION',
      fields: [{ path: 'name', message: 'Escribe un nombre.' }],
    })
    expect(state.values).toEqual({ name: '' })
  })

  it('revokes a key and says so on the list; never sends a made-up id', async () => {
    gql.mockResolvedValue({ revokePartnerApiKey: { id: '5', revokedAt: 'now' } })
    await expect(revokePartnerApiKeyAction(empty, form({ locale: 'en', id: '5' }))).rejects.toThrow(
      'redirect /partner/api-keys?revoked=5',
    )
    expect(gql.mock.calls[0][0]).toBe(RevokePartnerApiKeyDocument)
    gql.mockClear()
    await expect(
      revokePartnerApiKeyAction(empty, form({ locale: 'en', id: '5/../x' })),
    ).rejects.toThrow('redirect /partner/api-keys')
    expect(gql).not.toHaveBeenCalled()
  })
})

describe('partner members (admin console)', () => {
  it('adds a member and comes back saying so, or keeps the address with its error', async () => {
    gql.mockResolvedValue({ addPartnerMember: { id: '2' } })
    await expect(
      addPartnerMemberAction(empty, form({ locale: 'es', sellerId: '2', email: 'ana@acme.test' })),
    ).rejects.toThrow('redirect /es/admin/partners?added=ana%40acme.test')
    expect(gql).toHaveBeenCalledWith(
      AddPartnerMemberDocument,
      { sellerId: '2', email: 'ana@acme.test', move: false },
      { locale: 'es', session: true },
    )
    gql.mockRejectedValue(
      new ApiError('VALIDATION', 'Revisa los datos.', [
        { path: 'email', message: 'Escribe un correo válido.', key: 'validation.emailInvalid' },
      ]),
    )
    const state = await addPartnerMemberAction(
      empty,
      form({ locale: 'es', sellerId: '2', email: 'nope' }),
    )
    expect(state.values).toEqual({ email: 'nope' })
    expect(state.result).toMatchObject({ ok: false, fields: [{ path: 'email' }] })
  })

  it("sends move only from the move step's button (issue 36, defect 6)", async () => {
    gql.mockResolvedValue({ addPartnerMember: { id: '2' } })
    await expect(
      addPartnerMemberAction(
        empty,
        form({ locale: 'en', sellerId: '2', email: 'ana@acme.test', move: 'true' }),
      ),
    ).rejects.toThrow('redirect /admin/partners?added=ana%40acme.test')
    expect(gql.mock.calls[0][1]).toEqual({ sellerId: '2', email: 'ana@acme.test', move: true })
  })

  it('removes a member', async () => {
    gql.mockResolvedValue({ removePartnerMember: { id: '2' } })
    await expect(
      removePartnerMemberAction(empty, form({ locale: 'en', sellerId: '2', email: 'a@b.test' })),
    ).rejects.toThrow('redirect /admin/partners?removed=a%40b.test')
  })
})

describe('asking for a make (issue 36, defect 6)', () => {
  it('answers in place (no redirect: the check stays on screen), or keeps the name with its error', async () => {
    gql.mockResolvedValue({ requestMake: { name: 'Zzyzx Iron', alreadyRequested: false } })
    const state = await requestMakeAction(empty, form({ locale: 'es', name: ' Zzyzx Iron ' }))
    expect(state.result).toEqual({
      ok: true,
      data: { name: 'Zzyzx Iron', alreadyRequested: false },
    })
    expect(gql).toHaveBeenCalledWith(
      RequestMakeDocument,
      { name: 'Zzyzx Iron' },
      { locale: 'es', session: true },
    )
    expect(redirect).not.toHaveBeenCalled()
    gql.mockRejectedValue(
      new ApiError('VALIDATION', 'Revisa los datos.', [
        { path: 'name', message: 'Caterpillar ya está en el catálogo', key: 'x' },
      ]),
    )
    const refused = await requestMakeAction(empty, form({ locale: 'es', name: 'caterpillar' }))
    expect(refused.values).toEqual({ name: 'caterpillar' })
    expect(refused.result).toMatchObject({ ok: false, fields: [{ path: 'name' }] })
  })
})
