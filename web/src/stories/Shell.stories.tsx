import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { LoginMenu } from '@/features/auth/LoginMenu'
import { signedIn, STORY_SIGNIN_CONFIG } from '@/stories/account'
import { es, storyLocale } from '@/stories/locale'
import { Footer } from '@/components/layout/Footer'
import { Header } from '@/components/layout/Header'
import { SkipLink } from '@/components/layout/SkipLink'
import { NewsletterSection } from '@/features/mailing-list/NewsletterSection'

/** Header (with the menu and language switch), skip link and footer groups of spec §2. */
const meta = {
  title: 'Layout/Shell',
  parameters: { layout: 'fullscreen', nextjs: { navigation: { pathname: '/equipment' } } },
  render: (_args, { globals }) => {
    const locale = storyLocale(globals)
    return (
      <>
        <SkipLink
          label={locale === 'es' ? 'Saltar al contenido principal' : 'Skip to main content'}
        />
        <Header locale={locale} />
        <main id="main" style={{ minHeight: 200 }} />
        <Footer
          locale={locale}
          year={2026}
          newsletter={<NewsletterSection locale={locale} variant="footer" />}
        />
      </>
    )
  },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Desktop: Story = {}
export const DesktopEs: Story = { ...es }
export const Mobile360: Story = { globals: { viewport: { value: 'mobile360' } } }
export const Mobile360Es: Story = { globals: { viewport: { value: 'mobile360' }, locale: 'es' } }
export const MobileMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    canvasElement.querySelector('details')?.setAttribute('open', '')
  },
}
export const MobileMenuOpenEs: Story = { ...MobileMenuOpen, ...es }

/** A signed-in visitor: the header's sign-in entry becomes the login menu (spec §2). */
export const SignedIn: Story = {
  decorators: [signedIn()],
  render: (_args, { globals }) => {
    const locale = storyLocale(globals)
    return (
      <>
        <Header
          locale={locale}
          account={
            <LoginMenu locale={locale} config={STORY_SIGNIN_CONFIG} email="dana@example.com" />
          }
        />
        <main id="main" style={{ minHeight: 320 }} />
      </>
    )
  },
}
export const SignedInEs: Story = { ...SignedIn, ...es }
export const SignedInMenuOpen: Story = {
  ...SignedIn,
  // The login menu is the header's first disclosure (the mobile menu comes after it).
  play: async ({ canvasElement }) => {
    canvasElement.querySelector('header details')?.setAttribute('open', '')
  },
}
export const SignedInMenuOpenEs: Story = { ...SignedInMenuOpen, ...es }
export const SignedInMobile360: Story = {
  ...SignedIn,
  globals: { viewport: { value: 'mobile360' } },
}
export const SignedInMobile360Es: Story = {
  ...SignedIn,
  globals: { viewport: { value: 'mobile360' }, locale: 'es' },
}
