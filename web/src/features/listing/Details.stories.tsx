import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { EQUIPMENT_STATES, listingDetailFixture } from '@/fixtures/equipment'
import { es, storyLocale } from '@/stories/locale'
import { FlairBadges } from './FlairBadges'
import { KeyFacts } from './KeyFacts'
import { SpecTable } from './SpecTable'

const meta = { title: 'Equipment/Details' } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Facts: Story = {
  render: (_a, { globals }) => (
    <KeyFacts locale={storyLocale(globals)} listing={listingDetailFixture()} />
  ),
}
export const FactsEs: Story = { ...Facts, ...es }
/** A truck: miles instead of hours, unknown serial and emission tier say so. */
export const FactsTruck: Story = {
  render: (_a, { globals }) => (
    <KeyFacts
      locale={storyLocale(globals)}
      listing={listingDetailFixture({
        hours: null,
        miles: 58_271,
        serialNumber: null,
        emissionTier: null,
      })}
    />
  ),
}
export const FactsTruckEs: Story = { ...FactsTruck, ...es }
export const Specs: Story = {
  render: (_a, { globals }) => (
    <SpecTable locale={storyLocale(globals)} specs={listingDetailFixture().specs} />
  ),
}
export const SpecsEs: Story = { ...Specs, ...es }
export const Badges: Story = {
  render: (_a, { globals }) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {Object.entries(EQUIPMENT_STATES).map(([name, l]) => (
        <div key={name}>
          <FlairBadges locale={storyLocale(globals)} listing={l} />
        </div>
      ))}
      <FlairBadges
        locale={storyLocale(globals)}
        listing={listingDetailFixture({ flair: 'SoldWithAttachments', priceReduced: false })}
      />
      <FlairBadges
        locale={storyLocale(globals)}
        listing={listingDetailFixture({ flair: 'WarrantyIncluded', priceReduced: false })}
      />
    </div>
  ),
}
export const BadgesEs: Story = { ...Badges, ...es }
