import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { STORY_SIGNIN_CONFIG } from '@/stories/account'
import { es, storyLocale } from '@/stories/locale'
import { LoginModal } from './LoginModal'

const request = { tab: 'signup' as const, returnTo: '/excavators', source: 'header' }

/** The login modal (spec §2, §4): signup first, Google, Apple, emailed magic link. */
const meta = {
  title: 'Auth/LoginModal',
  component: LoginModal,
  parameters: { layout: 'fullscreen' },
  args: {
    locale: 'en',
    config: STORY_SIGNIN_CONFIG,
    open: true,
    request,
    onClose: () => undefined,
  },
  render: (args, { globals }) => <LoginModal {...args} locale={storyLocale(globals)} />,
} satisfies Meta<typeof LoginModal>
export default meta
type Story = StoryObj<typeof meta>

export const Signup: Story = {}
export const SignupEs: Story = { ...es }
export const Login: Story = { args: { request: { ...request, tab: 'login' } } }
export const LoginEs: Story = { ...Login, ...es }
/** Opened by a heart: says why. */
export const ToSaveAFavorite: Story = { args: { request: { ...request, reason: 'favorite' } } }
export const ToSaveAFavoriteEs: Story = { ...ToSaveAFavorite, ...es }
/** Opened by the locked inspection report. */
export const ToReadTheReport: Story = { args: { request: { ...request, reason: 'inspection' } } }
export const ToReadTheReportEs: Story = { ...ToReadTheReport, ...es }
export const EmailRequired: Story = {
  args: { initialState: { fieldErrorKey: 'errors.emailRequired' } },
}
export const EmailRequiredEs: Story = { ...EmailRequired, ...es }
export const EmailInvalid: Story = {
  args: { initialState: { email: 'dana@', fieldErrorKey: 'errors.emailInvalid' } },
}
export const EmailInvalidEs: Story = { ...EmailInvalid, ...es }
export const Sending: Story = {
  args: { initialState: { email: 'dana@example.com', phase: 'sending' } },
}
export const SendingEs: Story = { ...Sending, ...es }
export const RedirectingToProvider: Story = { args: { initialState: { phase: 'redirecting' } } }
export const RedirectingToProviderEs: Story = { ...RedirectingToProvider, ...es }
/** Login complete, first step: the link is in the mailbox. */
export const LinkSent: Story = {
  args: { initialState: { email: 'dana@example.com', phase: 'sent' } },
}
export const LinkSentEs: Story = { ...LinkSent, ...es }
export const LinkSentAgain: Story = {
  args: { initialState: { email: 'dana@example.com', phase: 'sent', resent: true } },
}
export const LinkSentAgainEs: Story = { ...LinkSentAgain, ...es }
/** Spec §8 fallback of the send call. */
export const SendFailed: Story = {
  args: { initialState: { email: 'dana@example.com', errorKey: 'fallback.sendMagicLink' } },
}
export const SendFailedEs: Story = { ...SendFailed, ...es }
export const RateLimited: Story = {
  args: { initialState: { email: 'dana@example.com', errorKey: 'errors.tooManyRequests' } },
}
export const RateLimitedEs: Story = { ...RateLimited, ...es }
export const ServiceUnreachable: Story = {
  args: { initialState: { email: 'dana@example.com', errorKey: 'errors.unreachable' } },
}
export const ServiceUnreachableEs: Story = { ...ServiceUnreachable, ...es }
/** Spec §8 fallback when Google or Apple cannot be opened. */
export const ProviderFailed: Story = {
  args: { initialState: { errorKey: 'fallback.authenticate' } },
}
export const ProviderFailedEs: Story = { ...ProviderFailed, ...es }
