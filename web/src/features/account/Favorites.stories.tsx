import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { FAVORITE_COUNTS } from '@/fixtures/account'
import { LISTINGS } from '@/fixtures/search'
import type { FavoritesQuery } from '@/graphql/__generated__/graphql'
import { signedIn } from '@/stories/account'
import { es, storyLocale } from '@/stories/locale'
import { FavoritesView } from './FavoritesView'
import { Toaster } from './Toaster'

const page: FavoritesQuery['favorites'] = {
  filter: 'all',
  counts: FAVORITE_COUNTS,
  items: LISTINGS.slice(0, 3).map((listing, i) => ({
    listingId: listing.id,
    savedAt: '2026-11-02T15:00:00Z',
    priceAtSaveCents: listing.advertisedPriceCents + (i === 0 ? 450_000 : 0),
    currentPriceCents: listing.advertisedPriceCents,
    priceDropCents: i === 0 ? 450_000 : null,
    isAvailable: i !== 2,
    listing: i === 2 ? { ...listing, status: 'sold' } : listing,
  })),
}
const ids = page.items.map((f) => f.listingId)

/** /account/favorites (spec §4 filter and actions, spec §8 errors); actions are live-wired. */
const meta = {
  title: 'Account/Favorites',
  component: FavoritesView,
  parameters: { layout: 'fullscreen' },
  decorators: [signedIn(ids)],
  args: { locale: 'en', filter: 'all', page },
  render: (args, { globals }) => (
    <>
      <FavoritesView {...args} locale={storyLocale(globals)} />
      <Toaster />
    </>
  ),
} satisfies Meta<typeof FavoritesView>
export default meta
type Story = StoryObj<typeof meta>

export const All: Story = {}
export const AllEs: Story = { ...es }
/** Removed from this page: the card shrinks to a line with Undo. */
export const OneRemoved: Story = { decorators: [signedIn(ids.slice(1))] }
export const OneRemovedEs: Story = { decorators: [signedIn(ids.slice(1))], ...es }
const available = { ...page, filter: 'available' as const, items: page.items.slice(0, 2) }
export const Available: Story = { args: { filter: 'available', page: available } }
export const AvailableEs: Story = { args: { filter: 'available', page: available }, ...es }
const none = { filter: 'all' as const, counts: { all: 0, available: 0, expired: 0 }, items: [] }
export const Empty: Story = { args: { page: none } }
export const EmptyEs: Story = { args: { page: none }, ...es }
const noExpired = { ...page, filter: 'expired' as const, items: [] }
export const NoneExpired: Story = { args: { filter: 'expired', page: noExpired } }
export const NoneExpiredEs: Story = { args: { filter: 'expired', page: noExpired }, ...es }
/** Spec §8: "There was an error fetching your favorites…" */
export const FetchError: Story = { args: { page: null } }
export const FetchErrorEs: Story = { args: { page: null }, ...es }
const confirm: Story['play'] = async ({ canvasElement }) => {
  const buttons = [...canvasElement.querySelectorAll('button')]
  buttons.find((b) => /Remove all|Quitar todos/.test(b.textContent ?? ''))?.click()
}
export const RemoveAllConfirm: Story = { play: confirm }
export const RemoveAllConfirmEs: Story = { play: confirm, ...es }
