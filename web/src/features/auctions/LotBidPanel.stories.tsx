import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { es, storyLocale } from '@/stories/locale'
import { LotBidPanel } from './LotBidPanel'
import type { LotLiveState } from './lot-logic'

const closesAt = '2026-12-15T20:04:00.000Z'
const lot: LotLiveState = {
  lotId: '7',
  status: 'open',
  closesAt,
  startingBidCents: 5_000_00,
  currentBidCents: 6_250_00,
  minimumNextBidCents: 6_500_00,
  bidCount: 2,
  reserveMet: false,
  leading: false,
  myMaxBidCents: 6_000_00,
  bids: [
    { bidderNumber: 2, amountCents: 6_250_00, at: '2026-12-15T19:00:02.000Z', mine: false },
    { bidderNumber: 1, amountCents: 5_000_00, at: '2026-12-15T19:00:01.000Z', mine: true },
  ],
  extendedTo: null,
}

const meta = {
  title: 'Auctions/LotBidPanel',
  component: LotBidPanel,
  args: {
    locale: 'en',
    auctionSlug: 'online-dec-2026',
    timeZone: 'America/Chicago',
    lotNumber: 4,
    initial: lot,
    renderedAt: Date.parse(closesAt) - (2 * 3600 + 14 * 60) * 1000,
    viewer: 'registered',
    watching: false,
    idempotencyKey: 'story-key-0123456789',
    delivery: { zip: '78701', state: 'TX', freightCents: 1_850_00 },
    zipForm: null,
    signinHref: '/signin',
    live: false,
  },
  render: (args, { globals }) => (
    <div style={{ maxWidth: 460 }}>
      <LotBidPanel {...args} locale={storyLocale(globals)} />
    </div>
  ),
} satisfies Meta<typeof LotBidPanel>
export default meta
type Story = StoryObj<typeof meta>

/** A registered bidder who was outbid: the box, the all-in total to Austin, the history. */
export const Outbid: Story = {}
export const OutbidEs: Story = { ...es }
export const Leading: Story = {
  args: { initial: { ...lot, leading: true, myMaxBidCents: 8_000_00, reserveMet: true } },
}
export const Visitor: Story = { args: { viewer: 'visitor', delivery: null } }
export const Unregistered: Story = { args: { viewer: 'unregistered' } }
export const RefusedAmount: Story = {
  args: {
    initialBidState: {
      idempotencyKey: 'story-key-0123456789',
      typed: 'abc',
      lot: null,
      result: { ok: false, field: 'maxBid', key: 'validation:validation.bidAmountInvalid' },
    },
  },
}
export const RefusedAmountEs: Story = { ...RefusedAmount, ...es }
export const Extended: Story = {
  args: { initial: { ...lot, extendedTo: '2026-12-15T20:07:00.000Z' } },
}
export const Closed: Story = {
  args: { initial: { ...lot, status: 'sold' }, renderedAt: Date.parse(closesAt) + 1000 },
}
