import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { es, storyLocale } from '@/stories/locale'
import { Footer } from './Footer'
import { Header } from './Header'
import { SkipLink } from './SkipLink'

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
        <Footer locale={locale} year={2026} />
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
