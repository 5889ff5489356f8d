import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { EQUIPMENT_STATES } from '@/fixtures/equipment'
import { es, storyLocale } from '@/stories/locale'
import { BuyBox } from './BuyBox'
import { buyerContext } from './buyer-context'

const PATH = '/for-sale/2022-komatsu-wa600-8-9614943'

/** The buy box in every spec §4 state: price, badges, payment, guarantee and the ways to buy. */
const meta = {
  title: 'Equipment/BuyBox',
  component: BuyBox,
  args: {
    locale: 'en',
    listing: EQUIPMENT_STATES.available,
    buyer: buyerContext(PATH),
  },
  render: (args, { globals }) => (
    <div style={{ maxWidth: 560 }}>
      <BuyBox {...args} locale={storyLocale(globals)} />
    </div>
  ),
} satisfies Meta<typeof BuyBox>
export default meta
type Story = StoryObj<typeof meta>

export const Available: Story = {}
export const AvailableEs: Story = { ...es }
export const PriceReduced: Story = { args: { listing: EQUIPMENT_STATES.priceReduced } }
export const PriceReducedEs: Story = { ...PriceReduced, ...es }
export const ComingSoon: Story = { args: { listing: EQUIPMENT_STATES.comingSoon } }
export const ComingSoonEs: Story = { ...ComingSoon, ...es }
export const Sold: Story = { args: { listing: EQUIPMENT_STATES.sold } }
export const SoldEs: Story = { ...Sold, ...es }
export const NoLongerAvailable: Story = { args: { listing: EQUIPMENT_STATES.noLongerAvailable } }
export const NoLongerAvailableEs: Story = { ...NoLongerAvailable, ...es }
export const PartnerSeller: Story = { args: { listing: EQUIPMENT_STATES.partnerSeller } }
export const PartnerSellerEs: Story = { ...PartnerSeller, ...es }
/** A signed-in buyer: the forms start with their details. */
export const SignedIn: Story = {
  args: {
    buyer: buyerContext(PATH, {
      prefill: {
        email: 'dana@example.com',
        values: {
          firstName: 'Dana',
          lastName: 'Reyes',
          email: 'dana@example.com',
          phone: '+1 512 555 0188',
        },
      },
    }),
  },
}
export const SignedInEs: Story = { ...SignedIn, ...es }
