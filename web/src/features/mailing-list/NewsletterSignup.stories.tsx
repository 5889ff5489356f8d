import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { es, storyLocale } from '@/stories/locale'
import { NewsletterSignup } from './NewsletterSignup'

const meta = {
  title: 'Mailing list/NewsletterSignup',
  component: NewsletterSignup,
  args: { locale: 'en', variant: 'card' },
  render: (args, { globals }) => (
    <div
      style={{
        maxWidth: 960,
        padding: 24,
        background: args.variant === 'footer' ? 'var(--c-dark)' : undefined,
        color: args.variant === 'footer' ? '#d7dce2' : undefined,
      }}
    >
      <NewsletterSignup {...args} locale={storyLocale(globals)} />
    </div>
  ),
} satisfies Meta<typeof NewsletterSignup>
export default meta
type Story = StoryObj<typeof meta>

export const Blog: Story = {}
export const BlogEs: Story = { ...es }
export const Footer: Story = { args: { variant: 'footer' } }
export const FooterEs: Story = { ...Footer, ...es }
/** Thanks, and the double opt-in: the same answer whatever the address's state. */
export const Thanks: Story = {
  args: { initialState: { email: 'reader@example.com', result: { ok: true, data: 'checkEmail' } } },
}
export const ThanksEs: Story = { ...Thanks, ...es }
/** Spec §5: "Please enter a valid email" (the api's answer when no script checked first). */
export const InvalidEmail: Story = {
  args: {
    initialState: {
      email: 'reader@',
      result: {
        ok: false,
        code: 'VALIDATION',
        fields: [{ path: 'email', key: 'validation.mailingListEmail', message: '' }],
      },
    },
  },
}
export const InvalidEmailEs: Story = { ...InvalidEmail, ...es }
