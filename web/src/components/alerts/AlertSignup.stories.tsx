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
export const Success: Story = {
  args: { initialState: { status: 'success', email: 'buyer@example.com', messageKey: 'success' } },
}
export const SuccessEs: Story = { ...Success, ...es }
export const AlreadySubscribed: Story = {
  args: { initialState: { status: 'success', email: 'buyer@example.com', messageKey: 'already' } },
}
export const AlreadySubscribedEs: Story = { ...AlreadySubscribed, ...es }
export const InvalidEmail: Story = {
  args: { initialState: { status: 'error', email: 'buyer@', messageKey: 'errors.emailInvalid' } },
}
export const InvalidEmailEs: Story = { ...InvalidEmail, ...es }
export const SubmitFailed: Story = {
  args: {
    initialState: { status: 'error', email: 'buyer@example.com', messageKey: 'errors.failed' },
  },
}
export const SubmitFailedEs: Story = { ...SubmitFailed, ...es }
