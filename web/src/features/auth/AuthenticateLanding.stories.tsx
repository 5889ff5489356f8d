import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { STORY_SIGNIN_CONFIG } from '@/stories/account'
import { es, inContainer, storyLocale } from '@/stories/locale'
import { AuthenticateLanding } from './AuthenticateLanding'

/** The landing route of emailed links and Google/Apple (/authenticate). */
const meta = {
  title: 'Auth/AuthenticateLanding',
  component: AuthenticateLanding,
  decorators: [inContainer],
  args: { locale: 'en', config: STORY_SIGNIN_CONFIG, initialState: { status: 'working' } },
  render: (args, { globals }) => <AuthenticateLanding {...args} locale={storyLocale(globals)} />,
} satisfies Meta<typeof AuthenticateLanding>
export default meta
type Story = StoryObj<typeof meta>

export const Working: Story = {}
export const WorkingEs: Story = { ...es }
/** Login complete: on the way back to the page the visitor was on. */
export const SignedIn: Story = { args: { initialState: { status: 'success' } } }
export const SignedInEs: Story = { ...SignedIn, ...es }
export const LinkExpiredOrUsed: Story = {
  args: { initialState: { status: 'failed', errorKey: 'errors.linkInvalid' } },
}
export const LinkExpiredOrUsedEs: Story = { ...LinkExpiredOrUsed, ...es }
/** Spec §8 fallback of magic link authenticate. */
export const TokenFailed: Story = {
  args: { initialState: { status: 'failed', errorKey: 'fallback.authenticateToken' } },
}
export const TokenFailedEs: Story = { ...TokenFailed, ...es }
export const Cancelled: Story = {
  args: { initialState: { status: 'failed', errorKey: 'errors.cancelled' } },
}
export const CancelledEs: Story = { ...Cancelled, ...es }
export const NoToken: Story = { args: { initialState: { status: 'noToken' } } }
export const NoTokenEs: Story = { ...NoToken, ...es }
