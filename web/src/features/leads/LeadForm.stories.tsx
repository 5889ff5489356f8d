import type { Decorator, Meta, StoryObj } from '@storybook/nextjs-vite'
import type { LeadAnswer, LeadFormState } from '@/features/leads/lead-form-state'
import { parseMoneyCents } from '@ironyard/contract/forms/fields'
import { es, storyLocale } from '@/stories/locale'
import { LeadForm } from './LeadForm'
import { LikelihoodBadge } from './LikelihoodMeter'

const KEY = 'story-key-0123456789'
const ASKING_CENTS = 75_300_000

/**
 * Answers the Name Your Price check in the browser as the api's bands would: at or near the
 * asking price "high chance", within 15 % "possible", lower "slim chance".
 */
const likelihoodApi: Decorator = (Story) => {
  if (typeof window !== 'undefined' && !(window as { __likelihood?: true }).__likelihood) {
    const real = window.fetch.bind(window)
    ;(window as { __likelihood?: true }).__likelihood = true
    window.fetch = async (input, init) => {
      const url = new URL(
        String(input instanceof Request ? input.url : input),
        window.location.href,
      )
      if (url.pathname !== '/api/offer-likelihood') return real(input, init)
      const cents = parseMoneyCents(url.searchParams.get('amount') ?? '') ?? 0
      const ratio = cents / ASKING_CENTS
      const likelihood = ratio >= 0.97 ? 'high_chance' : ratio >= 0.85 ? 'possible' : 'slim_chance'
      return new Response(JSON.stringify({ likelihood, comparableSales: 3, windowDays: 180 }), {
        headers: { 'content-type': 'application/json' },
      })
    }
  }
  return <Story />
}

const meta = {
  title: 'Leads/LeadForm',
  component: LeadForm,
  decorators: [likelihoodApi],
  args: {
    type: 'contact_sales',
    locale: 'en',
    stockNumber: '9614943',
    idempotencyKey: KEY,
    brand: 'Ironyard',
    introValues: {
      price: '$753,000',
      seller: 'Memphis Rental & Sales',
      category: 'wheel loaders',
      title: '2022 Komatsu WA600-8',
    },
  },
  render: (args, { globals }) => (
    <div style={{ maxWidth: 520 }}>
      <LeadForm {...args} locale={storyLocale(globals)} />
    </div>
  ),
} satisfies Meta<typeof LeadForm>
export default meta
type Story = StoryObj<typeof meta>

/** The form after a failure: its form-level message key, and the refused fields. */
const failed = (
  messageKey: string,
  values: LeadFormState['values'] = {},
  fields: Array<{ path: string; key: string }> = [],
): LeadFormState => ({
  idempotencyKey: KEY,
  values,
  result: {
    ok: false,
    code: fields.length ? 'VALIDATION' : 'INTERNAL',
    fields: fields.map((f) => ({ ...f, message: '' })),
    messageKey,
  },
})
/** The form after the api received it. */
const answered = (answer: LeadAnswer, values: LeadFormState['values'] = {}): LeadFormState => ({
  idempotencyKey: KEY,
  values,
  result: { ok: true, data: answer },
})

export const BuyNow: Story = { args: { type: 'buy_now' } }
export const BuyNowEs: Story = { ...BuyNow, ...es }
export const ContactSales: Story = {}
export const ContactSalesEs: Story = { ...es }
/** Type an amount: the likelihood updates as you type (answered in the browser here). */
export const NameYourPrice: Story = { args: { type: 'name_your_price' } }
export const NameYourPriceEs: Story = { ...NameYourPrice, ...es }
export const AskInspector: Story = { args: { type: 'ask_inspector' } }
export const AskInspectorEs: Story = { ...AskInspector, ...es }
export const ContactPartnerSeller: Story = { args: { type: 'contact_partner_seller' } }
export const ContactPartnerSellerEs: Story = { ...ContactPartnerSeller, ...es }
export const EquipmentNewsletter: Story = { args: { type: 'equipment_newsletter' } }
export const EquipmentNewsletterEs: Story = { ...EquipmentNewsletter, ...es }
export const NotifySimilar: Story = { args: { type: 'notify_similar' } }
export const NotifySimilarEs: Story = { ...NotifySimilar, ...es }
export const InDisclosure: Story = {
  args: {
    type: 'buy_now',
    disclosure: { id: 'form-buy_now', summary: 'Buy now', defaultOpen: true },
  },
}
export const InDisclosureEs: Story = {
  args: {
    type: 'buy_now',
    disclosure: { id: 'form-buy_now', summary: 'Comprar ahora', defaultOpen: true },
  },
  ...es,
}
export const Prefilled: Story = {
  args: {
    type: 'buy_now',
    prefill: {
      firstName: 'Dana',
      lastName: 'Reyes',
      email: 'dana@example.com',
      phone: '+1 512 555 0188',
    },
  },
}
export const PrefilledEs: Story = { ...Prefilled, ...es }

/** What the api said about the fields (shown under each one) and the generic error above. */
export const FieldErrors: Story = {
  args: {
    initialState: failed(
      'form.couldNotSubmit',
      { firstName: 'Dana', email: 'dana@', phone: '512-555-0100 ext 2' },
      [
        { path: 'lastName', key: 'validation.lastNameRequired' },
        { path: 'email', key: 'validation.emailInvalid' },
        { path: 'phone', key: 'validation.phoneOnlyPlus' },
        { path: 'message', key: 'validation.messageRequired' },
      ],
    ),
  },
}
export const FieldErrorsEs: Story = { ...FieldErrors, ...es }
export const SubmitFailed: Story = {
  args: { initialState: failed('form.submitFailed') },
}
export const SubmitFailedEs: Story = { ...SubmitFailed, ...es }
export const UnknownError: Story = {
  args: { initialState: failed('form.unknownError') },
}
export const UnknownErrorEs: Story = { ...UnknownError, ...es }
export const RateLimited: Story = {
  args: { initialState: failed('form.rateLimited') },
}
export const RateLimitedEs: Story = { ...RateLimited, ...es }
export const NoLongerForSale: Story = {
  args: {
    type: 'buy_now',
    initialState: failed('errors.unavailable'),
  },
}
export const NoLongerForSaleEs: Story = { ...NoLongerForSale, ...es }

export const Success: Story = {
  args: { initialState: answered({ contactWindow: 'within24Hours' }) },
}
export const SuccessEs: Story = { ...Success, ...es }
export const SuccessInspector: Story = {
  args: {
    type: 'ask_inspector',
    initialState: answered({ contactWindow: 'oneToTwoBusinessDays' }),
  },
}
export const SuccessInspectorEs: Story = { ...SuccessInspector, ...es }
export const SuccessOffer: Story = {
  args: {
    type: 'name_your_price',
    initialState: answered(
      {
        contactWindow: 'within24Hours',
        likelihood: 'possible',
      },
      { offerAmount: '700,000' },
    ),
  },
}
export const SuccessOfferEs: Story = { ...SuccessOffer, ...es }
/** Consent for mail: the same "check your email" whatever the address's state. */
export const SuccessNewsletter: Story = {
  args: {
    type: 'equipment_newsletter',
    initialState: answered(
      {
        contactWindow: 'none',
        subscription: 'CHECK_EMAIL',
      },
      { email: 'buyer@example.com' },
    ),
  },
}
export const SuccessNewsletterEs: Story = { ...SuccessNewsletter, ...es }
/** A signed-in member's own verified address: subscribed at once. */
export const SuccessNewsletterMember: Story = {
  args: {
    type: 'equipment_newsletter',
    initialState: answered(
      {
        contactWindow: 'none',
        subscription: 'ACTIVE',
      },
      { email: 'member@example.com' },
    ),
  },
}
export const SuccessNewsletterMemberEs: Story = { ...SuccessNewsletterMember, ...es }
export const SuccessDuplicate: Story = {
  args: {
    initialState: answered({ contactWindow: 'within24Hours', duplicate: true }),
  },
}
export const SuccessDuplicateEs: Story = { ...SuccessDuplicate, ...es }

/** The three bands of spec §4. */
export const LikelihoodBands: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <LikelihoodBadge likelihood="slim_chance" />
      <LikelihoodBadge likelihood="possible" />
      <LikelihoodBadge likelihood="high_chance" />
    </div>
  ),
}
export const LikelihoodBandsEs: Story = { ...LikelihoodBands, ...es }
