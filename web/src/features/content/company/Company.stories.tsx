import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { COOKIES, LOCAL_STORAGE } from '@/features/content/company/browser-storage'
import { es, storyLocale } from '@/stories/locale'
import { AboutView } from './AboutView'
import { CareersView } from './CareersView'
import { LegalDocument } from './LegalDocument'
import { PressView } from './PressView'
import { StorageTable } from './StorageTable'
import { SupportView } from './SupportView'
import { SweepstakesView } from './SweepstakesView'

/** The company pages (about, press, careers, support, legal, sweepstakes) in both languages. */
const meta = { title: 'Company/Pages', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const stats = { listings: 3000, categories: 44, makes: 35 }

export const About: Story = {
  render: (_a, { globals }) => <AboutView locale={storyLocale(globals)} stats={stats} />,
}
export const AboutEs: Story = { ...About, ...es }
/** The api did not answer: no live numbers, the rest of the page is the same. */
export const AboutWithoutNumbers: Story = {
  render: (_a, { globals }) => <AboutView locale={storyLocale(globals)} stats={null} />,
}

export const Press: Story = {
  render: (_a, { globals }) => <PressView locale={storyLocale(globals)} />,
}
export const PressEs: Story = { ...Press, ...es }

export const Careers: Story = {
  render: (_a, { globals }) => <CareersView locale={storyLocale(globals)} />,
}
export const CareersEs: Story = { ...Careers, ...es }
export const CareersMobile: Story = { ...Careers, globals: { viewport: { value: 'mobile360' } } }

export const Support: Story = {
  render: (_a, { globals }) => <SupportView locale={storyLocale(globals)} />,
}
export const SupportEs: Story = { ...Support, ...es }

export const PrivacyPolicy: Story = {
  render: (_a, { globals }) => <LegalDocument locale={storyLocale(globals)} doc="privacy" />,
}
export const PrivacyPolicyEs: Story = { ...PrivacyPolicy, ...es }

export const CookiePolicy: Story = {
  render: (_a, { globals }) => {
    const locale = storyLocale(globals)
    return (
      <LegalDocument
        locale={locale}
        doc="cookies"
        extras={{
          cookies: <StorageTable locale={locale} entries={COOKIES} label="Cookies" />,
          storage: <StorageTable locale={locale} entries={LOCAL_STORAGE} label="Storage" />,
        }}
      />
    )
  },
}
export const CookiePolicyEs: Story = { ...CookiePolicy, ...es }

export const Sweepstakes: Story = {
  render: (_a, { globals }) => <SweepstakesView locale={storyLocale(globals)} />,
}
export const SweepstakesEs: Story = { ...Sweepstakes, ...es }
