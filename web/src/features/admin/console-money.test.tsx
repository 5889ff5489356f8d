import { fireEvent, render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { ChangeListingPriceDocument } from '@/graphql/__generated__/graphql'
import enAdmin from '@/i18n/locales/en/admin.json'
import esAdmin from '@/i18n/locales/es/admin.json'
import { ApiError } from '@/lib/api-errors'
import type { AdminListingData } from './equipment-data'
import { EquipmentDetail } from './EquipmentDetail'
import { ListingForm, type ListingFormTexts } from './ListingForm'

const { listingStepAction, saveListingAction } =
  jest.requireActual<typeof import('./equipment-actions')>('./equipment-actions')

jest.mock('./equipment-actions', () => ({
  ...jest.requireActual('./equipment-actions'),
  listingStepAction: jest.fn(),
}))
const redirect = jest.fn((to: string) => {
  throw new Error(`redirect ${to}`)
})
jest.mock('next/navigation', () => ({ redirect: (to: string) => redirect(to) }))
const gql = jest.fn()
jest.mock('@/lib/api-client', () => ({ gql: (...args: unknown[]) => gql(...args) }))

const form = (fields: Record<string, string>) => {
  const f = new FormData()
  for (const [k, v] of Object.entries(fields)) f.set(k, v)
  return f
}
beforeEach(() => {
  gql.mockReset()
  redirect.mockClear()
})

/** Issue 36, defect 5: money in the form's language, the floor, the badge a step replaces. */
describe('money in the console', () => {
  it('reads a Spanish price cut as Spanish ("245.000,50") and a Spanish new listing too', async () => {
    gql.mockResolvedValue({})
    const step = { locale: 'es', stockNumber: 'IY7', step: 'changePrice' }
    await expect(listingStepAction(form({ ...step, price: '245.000,50' }))).rejects.toThrow(
      'redirect /es/admin/equipment/IY7?done=changePrice',
    )
    expect(gql.mock.calls[0][0]).toBe(ChangeListingPriceDocument)
    expect(gql.mock.calls[0][1]).toEqual({
      stockNumber: 'IY7',
      advertisedPriceCents: 24_500_050,
      lowerFloor: false,
    })
    gql.mockResolvedValue({ createListing: { stockNumber: 'IY8' } })
    await expect(
      saveListingAction(
        { values: {}, key: 'new-listing-key-9', result: null },
        form({ locale: 'es', advertisedPriceCents: '245.000', floorPriceCents: '200.000' }),
      ),
    ).rejects.toThrow('redirect')
    expect(gql.mock.calls[1][1].input).toMatchObject({
      advertisedPriceCents: 24_500_000,
      floorPriceCents: 20_000_000,
    })
  })

  it('a cut the api refuses as below the floor comes back asking to lower the floor too', async () => {
    gql.mockRejectedValue(
      new ApiError('VALIDATION', 'invalid', [
        { path: 'advertisedPriceCents', key: 'validation.priceBelowFloor', message: 'below' },
      ]),
    )
    await expect(
      listingStepAction(
        form({ locale: 'en', stockNumber: 'IY7', step: 'changePrice', price: '80,000' }),
      ),
    ).rejects.toThrow('redirect /admin/equipment/IY7?lowerFloor=8000000')
    gql.mockResolvedValue({})
    await expect(
      listingStepAction(
        form({
          locale: 'en',
          stockNumber: 'IY7',
          step: 'changePrice',
          price: '80000',
          lowerFloor: 'true',
        }),
      ),
    ).rejects.toThrow('redirect /admin/equipment/IY7?done=changePrice')
    expect(gql.mock.calls[1][1]).toMatchObject({
      advertisedPriceCents: 8_000_000,
      lowerFloor: true,
    })
  })
})

const listing = {
  stockNumber: 'IY7',
  title: '2019 Deere 310SL',
  status: 'available',
  flair: 'FreeShipping',
  isPartnerSeller: false,
  categoryName: 'Backhoe',
  subcategoryName: null,
  make: 'Deere',
  model: '310SL',
  year: 2019,
  hours: null,
  miles: null,
  serialNumber: null,
  advertisedPriceCents: 10_000_000,
  floorPriceCents: 9_000_000,
  city: 'Austin',
  state: 'TX',
  zip: '73301',
  listedAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-02T00:00:00Z',
  steps: ['changePrice', 'markComingSoon', 'remove'],
} as unknown as AdminListingData

const detail = (locale: 'en' | 'es', lowerFloorCents?: number) =>
  render(
    <EquipmentDetail
      locale={locale}
      listing={listing}
      outcome={{}}
      today="2026-11-26"
      editForm={null}
      lowerFloorCents={lowerFloorCents}
    />,
  )

describe('the equipment page', () => {
  it('says which badge a price cut and coming soon replace', () => {
    detail('en')
    const effect = enAdmin.equipment.steps.changePrice.effect
    expect(screen.getByText(`${effect} This replaces the badge Free shipping.`)).toBeInTheDocument()
    const soon = enAdmin.equipment.steps.markComingSoon.effect
    expect(screen.getByText(`${soon} This replaces the badge Free shipping.`)).toBeInTheDocument()
  })

  it('asks, opened, whether to lower the floor to the refused price too', () => {
    detail('es', 8_000_050)
    const confirm = screen.getByRole('button', { name: /Bajar también la oferta mínima a/ })
    expect(confirm.textContent).toMatch(/80,000\.50/)
    const step = confirm.closest('details')!
    expect(step).toHaveAttribute('open')
    const hidden = Object.fromEntries(
      Array.from(step.querySelectorAll<HTMLInputElement>('input[type=hidden]')).map((i) => [
        i.name,
        i.value,
      ]),
    )
    expect(hidden).toMatchObject({ step: 'changePrice', price: '80000,50', lowerFloor: 'true' })
    expect(within(step).getByText(esAdmin.equipment.lowerFloor.effect)).toBeInTheDocument()
  })

  it('asks nothing when the price is not below the floor', () => {
    detail('en', 9_500_000)
    expect(screen.queryByRole('button', { name: /Lower the floor/ })).toBeNull()
  })
})

describe('the subcategory picker', () => {
  const categories = [
    { slug: 'backhoes', name: 'Backhoe', subcategories: [{ slug: 'bh-4x4', name: '4x4' }] },
    {
      slug: 'excavators',
      name: 'Excavator',
      subcategories: [
        { slug: 'ex-mini', name: 'Mini' },
        { slug: 'ex-large', name: 'Large' },
      ],
    },
  ]
  const texts = {
    fields: enAdmin.equipment.fields,
    help: {},
    legends: enAdmin.equipment.legends,
    choices: { condition: [], emissionTier: [], flair: [], agreementType: [] },
    chooseCategory: 'Choose',
    noSubcategory: 'None',
    submit: 'Save',
    sending: 'Sending',
    failed: 'Failed',
  } as unknown as ListingFormTexts
  const options = () =>
    Array.from(
      document.querySelectorAll<HTMLOptionElement>('select[name="subcategorySlug"] option'),
    ).map((o) => o.value)

  it("lists the chosen category's subcategories only, and follows the category select", () => {
    render(
      <ListingForm
        locale="en"
        categories={categories}
        texts={texts}
        idempotencyKey="k"
        initial={{ categorySlug: 'excavators' }}
      />,
    )
    expect(options()).toEqual(['', 'ex-mini', 'ex-large'])
    const category = document.querySelector<HTMLSelectElement>('select[name="categorySlug"]')!
    fireEvent.change(category, { target: { value: 'backhoes' } })
    expect(options()).toEqual(['', 'bh-4x4'])
    fireEvent.change(category, { target: { value: '' } })
    expect(options()).toEqual([''])
  })

  it("without JavaScript lists every category's, grouped (the chosen one first)", () => {
    const html = renderToString(
      <ListingForm
        locale="en"
        categories={categories}
        texts={texts}
        idempotencyKey="k"
        initial={{ categorySlug: 'excavators' }}
      />,
    )
    const groups = [...html.matchAll(/<optgroup label="([^"]+)"/g)].map((m) => m[1])
    expect(groups).toEqual(['Excavator', 'Backhoe'])
  })
})
