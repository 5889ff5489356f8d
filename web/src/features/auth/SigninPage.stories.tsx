import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { STORY_SIGNIN_CONFIG } from '@/stories/account'
import { es, storyLocale } from '@/stories/locale'
import styles from './Auth.module.css'
import { LoginPanel } from './LoginPanel'

/** /signin: the same panel as the modal, as a page (also where anonymous account visits land). */
const meta = {
  title: 'Auth/SigninPage',
  component: LoginPanel,
  args: {
    locale: 'en',
    config: STORY_SIGNIN_CONFIG,
    returnTo: '/account',
    initialTab: 'signup',
    headingLevel: 'h1',
  },
  render: (args, { globals }) => (
    <div className={styles.page}>
      <LoginPanel {...args} locale={storyLocale(globals)} />
    </div>
  ),
} satisfies Meta<typeof LoginPanel>
export default meta
type Story = StoryObj<typeof meta>

export const Signup: Story = {}
export const SignupEs: Story = { ...es }
export const LoginTab: Story = { args: { initialTab: 'login' } }
export const LoginTabEs: Story = { ...LoginTab, ...es }
/** Sent here from /account/... while signed out. */
export const FromAnAccountPage: Story = { args: { reason: 'account' } }
export const FromAnAccountPageEs: Story = { ...FromAnAccountPage, ...es }
