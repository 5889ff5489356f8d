import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { LISTINGS } from '@/fixtures/search'
import { es, storyLocale } from '@/stories/locale'
import { Hero } from './Hero'
import {
  Reasons,
  Reviews,
  ShopByPrice,
  TopManufacturers,
  TrustAndTransactions,
} from './HomeSections'
import { Rail } from './Rail'

const meta = { title: 'Home/Sections', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const CATEGORIES = [
  {
    slug: 'excavators',
    name: 'Excavators',
    singularName: 'Excavator',
    intro: '',
    icon: 'excavator',
    listingCount: 325,
    group: { slug: 'earthmoving', name: 'Earthmoving' },
  },
  {
    slug: 'wheel-loaders',
    name: 'Wheel Loaders',
    singularName: 'Wheel Loader',
    intro: '',
    icon: 'loader',
    listingCount: 169,
    group: { slug: 'earthmoving', name: 'Earthmoving' },
  },
]

export const HeroSearch: Story = {
  render: (_a, { globals }) => <Hero locale={storyLocale(globals)} popular={CATEGORIES} />,
}
export const HeroSearchEs: Story = { ...HeroSearch, ...es }

export const Prices: Story = {
  render: (_a, { globals }) => <ShopByPrice locale={storyLocale(globals)} />,
}
export const PricesEs: Story = { ...Prices, ...es }

export const Manufacturers: Story = {
  render: (_a, { globals }) => (
    <TopManufacturers
      locale={storyLocale(globals)}
      makes={['Caterpillar', 'John Deere', 'Komatsu', 'Bobcat'].map((name) => ({
        name,
        slug: name.toLowerCase().replace(' ', '-'),
        listingCount: 10,
      }))}
    />
  ),
}
export const ManufacturersEs: Story = { ...Manufacturers, ...es }

export const DealsRail: Story = {
  render: (_a, { globals }) => (
    <Rail
      id="deals"
      locale={storyLocale(globals)}
      title={storyLocale(globals) === 'es' ? 'Ofertas relámpago' : 'Lightning deals'}
      href="/lightning-deals"
      allLabel={storyLocale(globals) === 'es' ? 'Ver todas' : 'See all'}
      listings={LISTINGS}
      empty="-"
    />
  ),
}
export const DealsRailEs: Story = { ...DealsRail, ...es }
export const EmptyRail: Story = {
  render: (_a, { globals }) => (
    <Rail
      id="empty"
      locale={storyLocale(globals)}
      title={storyLocale(globals) === 'es' ? 'Cerca de Austin, TX' : 'Near Austin, TX'}
      href="/equipment?zip=78701"
      allLabel="→"
      listings={[]}
      empty={
        storyLocale(globals) === 'es'
          ? 'Por ahora no hay nada en esta zona: prueba con otro código postal.'
          : 'Nothing in this area right now: try another ZIP code.'
      }
    />
  ),
}
export const EmptyRailEs: Story = { ...EmptyRail, ...es }

export const Confidence: Story = {
  render: (_a, { globals }) => <Reasons locale={storyLocale(globals)} />,
}
export const ConfidenceEs: Story = { ...Confidence, ...es }
export const BuyerReviews: Story = {
  render: (_a, { globals }) => <Reviews locale={storyLocale(globals)} />,
}
export const BuyerReviewsEs: Story = { ...BuyerReviews, ...es }
export const Trust: Story = {
  render: (_a, { globals }) => <TrustAndTransactions locale={storyLocale(globals)} total={2576} />,
}
export const TrustEs: Story = { ...Trust, ...es }
