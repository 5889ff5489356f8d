import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { LeadForm } from '@/features/leads'
import type { LeadAnswer, LeadFormState } from '@/features/leads'
import { es, storyLocale } from '@/stories/locale'
import { InstantValuationForm } from './InstantValuationForm'

const KEY = 'story-key-services-0123'
const STATES = [
  { value: 'TX', label: 'Texas' },
  { value: 'OK', label: 'Oklahoma' },
]
const TYPES = [
  { value: 'excavators', label: 'Excavators' },
  { value: 'wheel-loaders', label: 'Wheel Loaders' },
]
const MAKES = [
  { value: 'caterpillar', label: 'Caterpillar' },
  { value: 'john-deere', label: 'John Deere' },
]

const state = (answer: LeadAnswer): LeadFormState => ({
  idempotencyKey: KEY,
  values: {},
  result: {
    ok: true,
    data: { contactWindow: 'within24Hours', outcome: 'received', fitReasons: [], ...answer },
  },
})

/** The services section's forms: financing, selling, inspections, the instant valuation. */
const meta = {
  title: 'Services/Forms',
  component: LeadForm,
  args: {
    type: 'finance_prequalify',
    locale: 'en',
    idempotencyKey: KEY,
    brand: 'Ironyard',
    options: { state: STATES, equipmentType: TYPES },
  },
  render: (args, { globals }) => (
    <div style={{ maxWidth: 640 }}>
      <LeadForm {...args} locale={storyLocale(globals)} />
    </div>
  ),
} satisfies Meta<typeof LeadForm>
export default meta
type Story = StoryObj<typeof meta>

export const Prequalify: Story = {}
export const PrequalifyEs: Story = { ...es }
export const PrequalifySuccess: Story = {
  args: {
    initialState: state({}),
    successExtra: <a href="https://apply.lending-partner.example">Continue to the lender</a>,
  },
}
export const PrequalifySuccessEs: Story = { ...PrequalifySuccess, ...es }
/** Spec §4: the program is not a fit. */
export const PrequalifySorry: Story = {
  args: {
    initialState: state({
      outcome: 'not_a_fit',
      contactWindow: 'none',
      fitReasons: ['amount_over_limit', 'outside_service_area'],
    }),
  },
}
export const PrequalifySorryEs: Story = { ...PrequalifySorry, ...es }
export const SellValuation: Story = {
  args: { type: 'sell_valuation', options: { equipmentType: TYPES } },
}
export const SellValuationEs: Story = { ...SellValuation, ...es }
export const SellValuationSuccess: Story = {
  args: {
    type: 'sell_valuation',
    initialState: state({ contactWindow: 'oneToTwoBusinessDays' }),
  },
}
export const SellValuationSuccessEs: Story = { ...SellValuationSuccess, ...es }
export const InspectionRequest: Story = {
  args: { type: 'inspection_request', options: { equipmentType: TYPES } },
}
export const InspectionRequestEs: Story = { ...InspectionRequest, ...es }

export const InstantValuation: Story = {
  render: () => (
    <div style={{ maxWidth: 640 }}>
      <InstantValuationForm
        action="/services/valuations"
        makes={MAKES}
        categories={TYPES}
        currentYear={2026}
        initialValues={{ year: '', make: '', model: '', category: '', hours: '', miles: '' }}
      />
    </div>
  ),
}
export const InstantValuationEs: Story = { ...InstantValuation, ...es }
/** What the api refused on the last submission, under each field. */
export const InstantValuationErrors: Story = {
  render: () => (
    <div style={{ maxWidth: 640 }}>
      <InstantValuationForm
        action="/services/valuations"
        makes={MAKES}
        categories={TYPES}
        currentYear={2026}
        initialValues={{
          year: '1890',
          make: '',
          model: '320',
          category: 'excavators',
          hours: '1.5',
          miles: '',
        }}
        initialErrors={{
          year: 'validation.yearInvalid',
          make: 'validation.makeRequired',
          hours: 'validation.hoursOrMilesDecimal',
        }}
      />
    </div>
  ),
}
export const InstantValuationErrorsEs: Story = { ...InstantValuationErrors, ...es }
