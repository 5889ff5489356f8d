import {
  CreateListingDocument,
  DiscardDraftDocument,
  PublishListingDocument,
  PutListingBackOnSaleDocument,
} from '@/graphql/__generated__/graphql'
import { duplicateListingAction, listingStepAction, saveListingAction } from './equipment-actions'
import { ActionInputError } from '@/lib/action-input'
import { ApiError } from '@/lib/api-errors'

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

beforeEach(() => {
  gql.mockReset()
  redirect.mockClear()
})

describe('the listing actions go back to the console they were posted from', () => {
  it('creates a partner listing without the staff-only fields and opens it under /partner', async () => {
    gql.mockResolvedValue({ createListing: { stockNumber: 'ACME-7' } })
    await expect(
      saveListingAction(
        { values: {}, key: 'new-listing-key-1', result: null },
        form({
          locale: 'es',
          console: 'partner',
          make: 'Deere',
          model: '310SL',
          year: '2019',
          categorySlug: 'backhoes',
          stockNumber: 'acme-7',
          advertisedPriceCents: '52000',
          zip: '73301',
        }),
      ),
    ).rejects.toThrow('redirect /es/partner/equipment/ACME-7?done=create')
    const [doc, vars] = gql.mock.calls[0] as [unknown, { input: Record<string, unknown> }]
    expect(doc).toBe(CreateListingDocument)
    expect(vars.input).toMatchObject({ make: 'Deere', advertisedPriceCents: 5_200_000 })
    expect(vars.input.idempotencyKey).toBe('new-listing-key-1')
    for (const staff of [
      'flair',
      'isPartnerSeller',
      'hasWarranty',
      'agreementType',
      'fleetAdvisor',
      'listingCompany',
      'listingSellerCompany',
    ]) {
      expect(vars.input).not.toHaveProperty(staff)
    }
  })

  it('still sends every field from the admin console and opens the listing under /admin', async () => {
    gql.mockResolvedValue({ createListing: { stockNumber: 'IY9' } })
    await expect(
      saveListingAction(
        { values: {}, key: 'new-listing-key-2', result: null },
        form({ locale: 'en', make: 'Cat', flair: 'BuyNow' }),
      ),
    ).rejects.toThrow('redirect /admin/equipment/IY9?done=create')
    const vars = gql.mock.calls[0][1] as { input: Record<string, unknown> }
    expect(vars.input).toMatchObject({ flair: 'BuyNow', isPartnerSeller: false })
  })

  it('refuses a new listing whose previous state holds a key no page keeps (a 400), asking the api nothing', async () => {
    for (const key of [{ toString: 1 }, 'short', ['new-listing-key-3']]) {
      await expect(
        saveListingAction(
          { values: {}, key, result: null } as never,
          form({ locale: 'en', make: 'Cat' }),
        ),
      ).rejects.toThrow(ActionInputError)
    }
    expect(gql).not.toHaveBeenCalled()
  })

  it('saves an edit from the partner console and comes back to its partner page', async () => {
    gql.mockResolvedValue({ updateListing: { stockNumber: 'ACME-7' } })
    await expect(
      saveListingAction(
        { values: {}, key: 'ACME-7', result: null },
        form({ locale: 'en', console: 'partner', editing: 'ACME-7', make: 'Deere' }),
      ),
    ).rejects.toThrow('redirect /partner/equipment/ACME-7?done=saved')
    const vars = gql.mock.calls[0][1] as { input: Record<string, unknown> }
    expect(vars.input).not.toHaveProperty('flair')
    expect(vars.input).not.toHaveProperty('agreementType')
  })

  it('takes a partner step and says so on the partner page; refuses the steps partners lack', async () => {
    gql.mockResolvedValue({ publishListing: { stockNumber: 'ACME-7' } })
    await expect(
      listingStepAction(
        form({ locale: 'es', console: 'partner', stockNumber: 'ACME-7', step: 'publish' }),
      ),
    ).rejects.toThrow('redirect /es/partner/equipment/ACME-7?done=publish')
    expect(gql.mock.calls[0][0]).toBe(PublishListingDocument)
    gql.mockClear()
    for (const step of ['markComingSoon', 'nonsense']) {
      await expect(
        listingStepAction(form({ locale: 'es', console: 'partner', stockNumber: 'ACME-7', step })),
      ).rejects.toThrow('redirect /es/partner/equipment')
    }
    expect(gql).not.toHaveBeenCalled()
    gql.mockResolvedValue({ restoreListing: { stockNumber: 'IY1' } })
    await expect(
      listingStepAction(form({ locale: 'en', stockNumber: 'IY1', step: 'restore' })),
    ).rejects.toThrow('redirect /admin/equipment/IY1?done=restore')
  })

  it('sends back on sale with its reason and discard draft, from either console (issue 36)', async () => {
    gql.mockResolvedValue({ putListingBackOnSale: { status: 'available' } })
    await expect(
      listingStepAction(
        form({
          locale: 'es',
          console: 'partner',
          stockNumber: 'ACME-7',
          step: 'backOnSale',
          reason: 'El comprador no obtuvo financiación',
        }),
      ),
    ).rejects.toThrow('redirect /es/partner/equipment/ACME-7?done=backOnSale')
    expect(gql.mock.calls[0][0]).toBe(PutListingBackOnSaleDocument)
    expect(gql.mock.calls[0][1]).toEqual({
      stockNumber: 'ACME-7',
      reason: 'El comprador no obtuvo financiación',
    })
    gql.mockClear()
    gql.mockResolvedValue({ discardDraft: { status: 'removed' } })
    await expect(
      listingStepAction(form({ locale: 'en', stockNumber: 'IY1', step: 'discardDraft' })),
    ).rejects.toThrow('redirect /admin/equipment/IY1?done=discardDraft')
    expect(gql.mock.calls[0][0]).toBe(DiscardDraftDocument)
    expect(gql.mock.calls[0][1]).toEqual({ stockNumber: 'IY1' })
  })
})

describe('a refused step comes back with a key of the page, never the api sentence (issue 36)', () => {
  const refuse = (e: ApiError) => gql.mockRejectedValue(e)

  it('names the refusal by key and opens the page at the steps card', async () => {
    refuse(
      new ApiError(
        'CONFLICT',
        'Listing IY1 is sold: only a draft…',
        [],
        409,
        'admin:listing.cannot.publish',
      ),
    )
    await expect(
      listingStepAction(form({ locale: 'es', stockNumber: 'IY1', step: 'publish' })),
    ).rejects.toThrow(
      'redirect /es/admin/equipment/IY1?failed=publish&error=cannot#lifecycle-outcome',
    )
    refuse(
      new ApiError('VALIDATION', 'Bad', [
        { path: 'soldOn', key: 'validation.required', message: '<script>alert(1)</script>' },
      ]),
    )
    await expect(
      listingStepAction(
        form({ locale: 'en', stockNumber: 'IY1', step: 'markSold', price: '10', soldOn: '' }),
      ),
    ).rejects.toThrow(
      'redirect /admin/equipment/IY1?failed=markSold&error=soldOn#lifecycle-outcome',
    )
  })

  it('sends no key, and no text, for a refusal the page has no words for', async () => {
    refuse(new ApiError('CONFLICT', 'Call 555 0100 now', [], 409, 'admin:something.else'))
    const redirected = listingStepAction(
      form({ locale: 'en', stockNumber: 'IY1', step: 'restore' }),
    )
    await expect(redirected).rejects.toThrow(
      /^redirect \/admin\/equipment\/IY1\?failed=restore#lifecycle-outcome$/,
    )
    refuse(new ApiError('FORBIDDEN', 'Call 555 0100 now'))
    await expect(
      duplicateListingAction(form({ locale: 'en', stockNumber: 'IY1', idempotencyKey: 'k' })),
    ).rejects.toThrow(
      /^redirect \/admin\/equipment\/IY1\?failed=duplicate&error=forbidden#lifecycle-outcome$/,
    )
    for (const [to] of redirect.mock.calls) expect(to).not.toMatch(/why|555/)
  })
})
