import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { es, storyLocale } from '@/stories/locale'
import { AlertSignup } from './AlertSignup'

const meta = {
  title: 'Alerts/AlertSignup',
  component: AlertSignup,
  args: {
    locale: 'en',
    filters: { category: 'excavators', priceMax: '100000' },
    summary: 'Excavators, Price up to $100K',
  },
  render: (args, { globals }) => (
    <div style={{ maxWidth: 720 }}>
      <AlertSignup {...args} locale={storyLocale(globals)} />
    </div>
  ),
} satisfies Meta<typeof AlertSignup>
export default meta
type Story = StoryObj<typeof meta>

export const Idle: Story = {}
export const IdleEs: Story = { ...es }
export const HomeBand: Story = { args: { variant: 'band', filters: {}, summary: undefined } }
export const HomeBandEs: Story = { ...HomeBand, ...es }
/** Consent for mail: the same answer whatever the address's state. */
export const CheckEmail: Story = {
  args: {
    initialState: { email: 'buyer@example.com', result: { ok: true, data: 'checkEmail' } },
  },
}
export const CheckEmailEs: Story = { ...CheckEmail, ...es }
/** A signed-in member's own verified address: active at once. */
export const ActiveForMember: Story = {
  args: { initialState: { email: 'member@example.com', result: { ok: true, data: 'active' } } },
}
export const ActiveForMemberEs: Story = { ...ActiveForMember, ...es }
export const InvalidEmail: Story = {
  args: {
    initialState: {
      email: 'buyer@',
      result: { ok: false, code: 'VALIDATION', fields: [], messageKey: 'errors.emailInvalid' },
    },
  },
}
export const InvalidEmailEs: Story = { ...InvalidEmail, ...es }
export const SubmitFailed: Story = {
  args: {
    initialState: {
      email: 'buyer@example.com',
      result: { ok: false, code: 'VALIDATION', fields: [], messageKey: 'errors.failed' },
    },
  },
}
export const SubmitFailedEs: Story = { ...SubmitFailed, ...es }
export const RateLimited: Story = {
  args: {
    initialState: {
      email: 'buyer@example.com',
      result: { ok: false, code: 'VALIDATION', fields: [], messageKey: 'errors.rateLimited' },
    },
  },
}
export const RateLimitedEs: Story = { ...RateLimited, ...es }
