import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { listingFixture } from '@/fixtures/search'
import { ListingCard } from '@/features/search'
import { signedIn, signedOut } from '@/stories/account'
import { es, storyLocale } from '@/stories/locale'
import { FavoriteButton } from './FavoriteButton'
import { Toaster } from './Toaster'

const listing = listingFixture()

/** The favorite heart (spec §4): on listing cards, and labelled on the equipment page. */
const meta = {
  title: 'Account/FavoriteButton',
  component: FavoriteButton,
  args: { listingId: listing.id, title: listing.title, locale: 'en', variant: 'page' },
  render: (args, { globals }) => (
    <>
      <FavoriteButton {...args} locale={storyLocale(globals)} />
      <Toaster />
    </>
  ),
} satisfies Meta<typeof FavoriteButton>
export default meta
type Story = StoryObj<typeof meta>

/** Anonymous: a click opens the login modal. */
export const PageAnonymous: Story = { decorators: [signedOut] }
export const PageAnonymousEs: Story = { decorators: [signedOut], ...es }
export const PageSaved: Story = { decorators: [signedIn([listing.id])] }
export const PageSavedEs: Story = { decorators: [signedIn([listing.id])], ...es }

const onCard: Story['render'] = (_args, { globals }) => (
  <div style={{ maxWidth: 320 }}>
    <ListingCard listing={listing} locale={storyLocale(globals)} />
  </div>
)
export const OnCardNotSaved: Story = { decorators: [signedIn([])], render: onCard }
export const OnCardNotSavedEs: Story = { decorators: [signedIn([])], render: onCard, ...es }
export const OnCardSaved: Story = { decorators: [signedIn([listing.id])], render: onCard }
export const OnCardSavedEs: Story = { decorators: [signedIn([listing.id])], render: onCard, ...es }
