import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { signedOut, STORY_SIGNIN_CONFIG } from '@/stories/account'
import { es, storyLocale } from '@/stories/locale'
import { LoginEntry } from './LoginEntry'
import { LoginMenu } from './LoginMenu'

/** The header's sign-in entry (anonymous) and login menu (signed in), on the dark header. */
const meta = {
  title: 'Auth/LoginMenu',
  component: LoginMenu,
  parameters: { nextjs: { navigation: { pathname: '/equipment' } } },
  args: { locale: 'en', config: STORY_SIGNIN_CONFIG, email: 'dana@example.com' },
  decorators: [
    (Story) => (
      <div style={{ background: '#1c2127', color: '#fff', padding: 12, minHeight: 380 }}>
        <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Story />
        </div>
      </div>
    ),
  ],
  render: (args, { globals }) => <LoginMenu {...args} locale={storyLocale(globals)} />,
} satisfies Meta<typeof LoginMenu>
export default meta
type Story = StoryObj<typeof meta>

const open: Story['play'] = async ({ canvasElement }) => {
  canvasElement.querySelector('details')?.setAttribute('open', '')
}

export const SignedInClosed: Story = {}
export const SignedInClosedEs: Story = { ...es }
export const SignedInOpen: Story = { play: open }
export const SignedInOpenEs: Story = { play: open, ...es }
export const SignedOut: Story = {
  decorators: [signedOut],
  render: (args, { globals }) => (
    <LoginEntry locale={storyLocale(globals)} config={args.config} signedIn={false} />
  ),
}
export const SignedOutEs: Story = { ...SignedOut, ...es }
