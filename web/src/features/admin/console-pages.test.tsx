import { fireEvent, render, screen, within } from '@testing-library/react'
import enAdmin from '@/i18n/locales/en/admin.json'
import esAdmin from '@/i18n/locales/es/admin.json'
import esPartner from '@/i18n/locales/es/partner.json'
import { outcomeOf } from '@/components/console/DetailLayout'
import type { AdminListingData } from './equipment-data'
import { EquipmentDetail } from './EquipmentDetail'
import { ListingForm, type ListingFormTexts } from './ListingForm'

jest.mock('./equipment-actions', () => ({
  listingStepAction: jest.fn(),
  duplicateListingAction: jest.fn(),
  saveListingAction: jest.fn(),
}))

const listing = {
  stockNumber: 'ACME-7',
  title: '2019 Deere 310SL',
  status: 'draft',
  flair: 'PartnerSeller',
  categorySlug: 'backhoes',
  categoryName: 'Backhoe',
  subcategorySlug: null,
  subcategoryName: null,
  make: 'Deere',
  model: '310SL',
  year: 2019,
  hours: 1200,
  miles: null,
  secondaryHours: null,
  serialNumber: null,
  advertisedPriceCents: 5_200_000,
  originalPriceCents: 5_200_000,
  floorPriceCents: 5_200_000,
  zip: '73301',
  city: 'Austin',
  state: 'TX',
  condition: null,
  emissionTier: null,
  isPartnerSeller: true,
  hasWarranty: false,
  agreementType: 1,
  fleetAdvisor: null,
  listingCompany: null,
  listingSellerCompany: null,
  description: null,
  descriptionEs: null,
  listedAt: '2026-11-01T00:00:00Z',
  soldAt: null,
  updatedAt: '2026-11-02T00:00:00Z',
  steps: ['publish', 'markComingSoon', 'remove'],
} as unknown as AdminListingData

const detail = (console: 'admin' | 'partner', query: Record<string, string> = {}) =>
  render(
    <EquipmentDetail
      locale="es"
      console={console}
      listing={listing}
      outcome={outcomeOf(query)}
      today="2026-11-26"
      duplicateKey="d-1"
      editForm={null}
    />,
  )

/** The lifecycle's disclosures (each step, then duplicate), as the page lists them. */
const summaries = () => Array.from(document.querySelectorAll('summary')).map((s) => s.textContent)

describe('the equipment page in the partner console', () => {
  it('offers only the partner steps, no duplicate, and links under /partner', () => {
    detail('partner')
    const steps = esAdmin.equipment.steps
    expect(summaries()).toEqual([steps.publish.label, steps.remove.label])
    expect(screen.queryByText(esAdmin.equipment.inspection)).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: esAdmin.equipment.media })).toHaveAttribute(
      'href',
      '/es/partner/equipment/ACME-7/media',
    )
    expect(screen.queryByText(esAdmin.equipment.history)).not.toBeInTheDocument()
    const nav = screen.getByRole('navigation', { name: esPartner.nav.label })
    expect(within(nav).getByRole('link', { name: esPartner.nav.import })).toHaveAttribute(
      'href',
      '/es/partner/import',
    )
    expect(within(nav).queryByRole('link', { name: esAdmin.nav.categories })).toBeNull()
    for (const input of document.querySelectorAll<HTMLInputElement>('input[name="console"]'))
      expect(input.value).toBe('partner')
  })

  it('keeps every step, duplicate and the staff links in the admin console', () => {
    detail('admin')
    const steps = esAdmin.equipment.steps
    expect(summaries()).toEqual([
      steps.publish.label,
      steps.markComingSoon.label,
      steps.remove.label,
      esAdmin.equipment.duplicate.label,
    ])
    expect(screen.getByRole('link', { name: esAdmin.equipment.inspection })).toHaveAttribute(
      'href',
      '/es/admin/equipment/ACME-7/inspection',
    )
    expect(screen.getByRole('link', { name: esAdmin.nav.partners })).toHaveAttribute(
      'href',
      '/es/admin/partners',
    )
  })
})

describe('the ways back on the equipment page (issue 36)', () => {
  const page = (
    locale: 'en' | 'es',
    console: 'admin' | 'partner',
    over: Partial<AdminListingData>,
  ) =>
    render(
      <EquipmentDetail
        locale={locale}
        console={console}
        listing={{ ...listing, ...over }}
        outcome={{}}
        today="2026-11-26"
        editForm={null}
      />,
    )
  /** The step's form: found from its disclosure's summary. */
  const stepForm = (label: string) =>
    screen.getByText(label, { selector: 'summary' }).closest('details')!.querySelector('form')!
  const hiddenStep = (form: HTMLFormElement) =>
    form.querySelector<HTMLInputElement>('input[name="step"]')!.value

  it.each([
    ['en', enAdmin],
    ['es', esAdmin],
  ] as const)(
    '%s: a sold listing goes back on sale with a required reason, in both consoles',
    (locale, texts) => {
      for (const console of ['admin', 'partner'] as const) {
        const { unmount } = page(locale, console, {
          status: 'sold',
          steps: ['backOnSale'],
        } as never)
        const step = texts.equipment.steps.backOnSale
        const form = stepForm(step.label)
        expect(hiddenStep(form)).toBe('backOnSale')
        expect(within(form).getByRole('textbox', { name: texts.equipment.reason })).toBeRequired()
        expect(within(form).getByRole('button', { name: step.confirm })).toBeInTheDocument()
        expect(screen.getByText(step.effect)).toBeInTheDocument()
        unmount()
      }
    },
  )

  it('a draft can be discarded, and a partner restores their withdrawn listing', () => {
    const { unmount } = page('es', 'partner', {
      status: 'draft',
      steps: ['publish', 'markComingSoon', 'changePrice', 'discardDraft'],
    } as never)
    const steps = esAdmin.equipment.steps
    expect(summaries()).toEqual([
      steps.publish.label,
      steps.changePrice.label,
      steps.discardDraft.label,
    ])
    expect(hiddenStep(stepForm(steps.discardDraft.label))).toBe('discardDraft')
    unmount()
    page('es', 'partner', {
      status: 'no_longer_available',
      steps: ['markSold', 'restore'],
    } as never)
    expect(summaries()).toEqual([steps.markSold.label, steps.restore.label])
    expect(hiddenStep(stepForm(steps.restore.label))).toBe('restore')
  })
})

const fields = enAdmin.equipment.fields as Record<string, string>
const texts = {
  fields,
  help: {},
  legends: enAdmin.equipment.legends,
  choices: { condition: [], emissionTier: [], flair: [['NotSet', '—']], agreementType: [] },
  chooseCategory: 'Choose',
  noSubcategory: 'None',
  submit: 'Create',
  sending: 'Sending',
  failed: 'Failed',
} as unknown as ListingFormTexts

describe('the listing form in the partner console', () => {
  const staffOnly = [
    'flair',
    'agreementType',
    'isPartnerSeller',
    'hasWarranty',
    'fleetAdvisor',
    'listingCompany',
    'listingSellerCompany',
  ]

  it('neither shows nor sends the fields only staff set', () => {
    const { container } = render(
      <ListingForm
        locale="en"
        console="partner"
        categories={[]}
        texts={texts}
        idempotencyKey="k"
        initial={{}}
      />,
    )
    for (const name of staffOnly) {
      expect(container.querySelector(`[name="${name}"]`)).toBeNull()
    }
    expect(screen.getByLabelText(fields.make)).toBeInTheDocument()
    expect(screen.getByLabelText(fields.advertisedPriceCents)).toBeInTheDocument()
    expect(screen.queryByText(enAdmin.equipment.legends.terms)).toBeNull()
    expect(container.querySelector<HTMLInputElement>('input[name="console"]')?.value).toBe(
      'partner',
    )
  })

  it('shows them to staff', () => {
    const { container } = render(
      <ListingForm locale="en" categories={[]} texts={texts} idempotencyKey="k" initial={{}} />,
    )
    for (const name of staffOnly) {
      expect(container.querySelector(`[name="${name}"]`)).not.toBeNull()
    }
  })
})

describe('the listing date on the equipment page (issue 36, defect 6)', () => {
  const facts = () => Array.from(document.querySelectorAll('dt')).map((dt) => dt.textContent)
  const show = (locale: 'en' | 'es', console: 'admin' | 'partner', status: string) =>
    render(
      <EquipmentDetail
        locale={locale}
        console={console}
        listing={{ ...listing, status } as AdminListingData}
        outcome={{}}
        today="2026-11-26"
        editForm={null}
      />,
    )

  it('shows none for a draft, which was never listed, in either console and language', () => {
    show('en', 'admin', 'draft')
    expect(facts()).not.toContain(enAdmin.equipment.fields.listed)
    expect(facts()).toContain(enAdmin.equipment.fields.updated)
    document.body.innerHTML = ''
    show('es', 'partner', 'draft')
    expect(facts()).not.toContain(esAdmin.equipment.fields.listed)
  })

  it('shows the date it went on sale once published', () => {
    show('en', 'admin', 'available')
    const dt = screen.getByText(enAdmin.equipment.fields.listed, { selector: 'dt' })
    expect(dt.nextElementSibling).toHaveTextContent('2026')
  })
})

describe('an empty Spanish description in the listing form (issue 36, defect 6)', () => {
  const form = (locale: 'en' | 'es', initial: Record<string, string>) => {
    const missing = (locale === 'en' ? enAdmin : esAdmin).equipment.descriptionEsMissing
    render(
      <ListingForm
        locale={locale}
        categories={[]}
        texts={{ ...texts, descriptionEsMissing: missing }}
        idempotencyKey="k"
        initial={initial}
      />,
    )
    return missing
  }

  it('warns beside the field while it is empty, in both languages, and stops once written', () => {
    const missing = form('es', { description: 'Clean machine.' })
    const spanish = screen.getByLabelText(fields.descriptionEs)
    const warning = screen.getByText(missing)
    expect(spanish).toHaveAttribute('aria-describedby', expect.stringContaining(warning.id))
    fireEvent.change(spanish, { target: { value: 'Máquina limpia.' } })
    expect(screen.queryByText(missing)).toBeNull()
    fireEvent.change(spanish, { target: { value: '  ' } })
    expect(screen.getByText(missing)).toBeInTheDocument()
  })

  it('says nothing when the listing has one', () => {
    const missing = form('en', { descriptionEs: 'Máquina limpia.' })
    expect(screen.queryByText(missing)).toBeNull()
    expect(missing).not.toBe(esAdmin.equipment.descriptionEsMissing)
  })
})

describe('why a step failed, on the equipment page (issue 36, defect 6)', () => {
  const lifecycle = () => screen.getByRole('region', { name: esAdmin.equipment.lifecycle })

  it('shows the text of a known key in the steps card, focusable as the address target', () => {
    detail('admin', { failed: 'publish', error: 'cannot' })
    const alert = within(lifecycle()).getByRole('alert')
    expect(alert).toHaveTextContent(
      esAdmin.equipment.failed.replace('{{why}}', esAdmin.equipment.errors.cannot),
    )
    const section = alert.parentElement!
    expect(section).toHaveAttribute('id', 'lifecycle-outcome')
    expect(section).toHaveAttribute('tabindex', '-1')
    expect(screen.getAllByRole('alert')).toHaveLength(1)
  })

  it('never shows text from the address: a crafted why or key reads as the generic reason', () => {
    const crafted = '<script>alert(1)</script> Call 555 0100'
    detail('partner', { failed: 'publish', why: crafted, error: crafted })
    const alert = within(lifecycle()).getByRole('alert')
    expect(alert).toHaveTextContent(
      esAdmin.equipment.failed.replace('{{why}}', esAdmin.equipment.errors.unknown),
    )
    expect(document.body.textContent).not.toMatch(/<script|alert\(1\)|555/)
    expect(document.querySelector('script')).toBeNull()
  })

  it('says nothing without a failed step, whatever else the address says', () => {
    detail('admin', { why: 'Call 555 0100', error: 'cannot' })
    expect(screen.queryByRole('alert')).toBeNull()
    expect(document.body.textContent).not.toContain('555')
  })
})
