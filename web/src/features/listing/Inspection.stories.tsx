import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { inspectionReportFixture, listingDetailFixture } from '@/fixtures/equipment'
import { es, storyLocale } from '@/stories/locale'
import { InspectionReportView } from './InspectionReportView'
import { InspectionSummary, LockedReport } from './InspectionSummary'
import { InspectorCard } from './InspectorCard'

const inspection = listingDetailFixture().inspection!
const RETURN_TO = '/for-sale/2022-komatsu-wa600-8-9614943#inspection'

const meta = { title: 'Equipment/Inspection' } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** What everyone sees, with the report locked behind "sign up or log in" (anonymous visitor). */
export const Anonymous: Story = {
  render: (_a, { globals }) => {
    const locale = storyLocale(globals)
    return (
      <div style={{ display: 'grid', gap: 16, maxWidth: 960 }}>
        <InspectionSummary locale={locale} inspection={inspection} />
        <InspectorCard
          locale={locale}
          inspector={inspection.inspector}
          report={{ lockedReturnTo: RETURN_TO }}
        />
        <LockedReport locale={locale} returnTo={RETURN_TO} />
      </div>
    )
  },
}
export const AnonymousEs: Story = { ...Anonymous, ...es }

/** Signed in: the inspector card offers the report PDF and the 150-point report is open. */
export const SignedIn: Story = {
  render: (_a, { globals }) => {
    const locale = storyLocale(globals)
    return (
      <div style={{ display: 'grid', gap: 16, maxWidth: 960 }}>
        <InspectorCard
          locale={locale}
          inspector={inspection.inspector}
          report={{ url: 'http://localhost:8911/documents/3100.pdf' }}
        />
        <InspectionReportView locale={locale} report={inspectionReportFixture()} />
      </div>
    )
  },
}
export const SignedInEs: Story = { ...SignedIn, ...es }
