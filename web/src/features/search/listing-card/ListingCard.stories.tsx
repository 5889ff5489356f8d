import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { listingFixture, LISTINGS } from '@/fixtures/search'
import { es, storyLocale } from '@/stories/locale'
import { ListingCard } from './ListingCard'
import { ListingGrid } from './ListingGrid'

const meta = {
  title: 'Listings/ListingCard',
  component: ListingCard,
  args: { listing: listingFixture(), locale: 'en', queryID: 'q-123' },
  render: (args, { globals }) => (
    <div style={{ maxWidth: 320 }}>
      <ListingCard {...args} locale={storyLocale(globals)} />
    </div>
  ),
} satisfies Meta<typeof ListingCard>
export default meta
type Story = StoryObj<typeof meta>

export const PriceReduced: Story = {}
export const PriceReducedEs: Story = { ...es }
export const PartnerSellerFreeShipping: Story = { args: { listing: LISTINGS[1] } }
export const PartnerSellerFreeShippingEs: Story = { args: { listing: LISTINGS[1] }, ...es }
export const ComingSoon: Story = { args: { listing: LISTINGS[2] } }
export const ComingSoonEs: Story = { args: { listing: LISTINGS[2] }, ...es }
const sold = listingFixture({
  status: 'sold',
  priceReduced: false,
  distanceMiles: null,
  freightEstimate: null,
})
export const Sold: Story = { args: { listing: sold } }
export const SoldEs: Story = { args: { listing: sold }, ...es }
const noPhoto = listingFixture({ image: null, hours: null, miles: 182_400, priceReduced: false })
export const NoPhotoWithMiles: Story = { args: { listing: noPhoto } }
export const NoPhotoWithMilesEs: Story = { args: { listing: noPhoto }, ...es }

export const Grid: StoryObj<typeof ListingGrid> = {
  render: (_args, { globals }) => (
    <ListingGrid listings={LISTINGS} locale={storyLocale(globals)} queryID="q-123" eager={1} />
  ),
}
export const GridEs: StoryObj<typeof ListingGrid> = { ...Grid, ...es }
