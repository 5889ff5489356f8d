import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { LISTINGS } from '@/fixtures/search'
import type { Locale } from '@/i18n/settings'
import type { FeaturedVideo } from '@/features/home/home-data'
import { es, storyLocale } from '@/stories/locale'
import { Hero } from './Hero'
import {
  BrowseByCategory,
  Reasons,
  Reviews,
  ShopByPrice,
  TopManufacturers,
  TrustAndTransactions,
} from './HomeSections'
import { Rail } from './Rail'
import { VideoSection } from './VideoSection'

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
    subcategories: [],
  },
  {
    slug: 'wheel-loaders',
    name: 'Wheel Loaders',
    singularName: 'Wheel Loader',
    intro: '',
    icon: 'loader',
    listingCount: 169,
    group: { slug: 'earthmoving', name: 'Earthmoving' },
    subcategories: [],
  },
]

export const HeroSearch: Story = {
  render: (_a, { globals }) => <Hero locale={storyLocale(globals)} popular={CATEGORIES} />,
}
export const HeroSearchEs: Story = { ...HeroSearch, ...es }

/** The home's category tiles: the most stocked categories, in the visitor's language. */
const TILES: Array<[slug: string, en: string, es: string, count: number]> = [
  ['excavators', 'Excavators', 'Excavadoras', 325],
  ['wheel-loaders', 'Wheel Loaders', 'Cargadores de ruedas', 169],
  ['skid-steer-loaders', 'Skid Steer Loaders', 'Minicargadores', 151],
  ['dump-trucks', 'Dump Trucks', 'Camiones de volteo', 98],
  ['telehandlers', 'Telehandlers', 'Manipuladores telescópicos', 61],
  ['generators', 'Generators', 'Generadores', 1],
]
const tiles = (locale: Locale) =>
  TILES.map(([slug, en, esName, listingCount]) => ({
    ...CATEGORIES[0],
    slug,
    name: locale === 'es' ? esName : en,
    singularName: locale === 'es' ? esName : en,
    listingCount,
  }))

export const Categories: Story = {
  render: (_a, { globals }) => (
    <BrowseByCategory locale={storyLocale(globals)} categories={tiles(storyLocale(globals))} />
  ),
}
export const CategoriesEs: Story = { ...Categories, ...es }

const clip = (fill: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"><rect width="800" height="600" fill="${fill}"/><rect x="180" y="300" width="440" height="140" rx="20" fill="#f2b705"/><circle cx="260" cy="460" r="44" fill="#333"/><circle cx="540" cy="460" r="44" fill="#333"/></svg>`,
  )}`
const featured = (locale: Locale, url: string): FeaturedVideo => {
  const title = '2019 Caterpillar 320 GC'
  const video = {
    url,
    posterUrl: clip('#a9c7e8'),
    title: `${title}: ${locale === 'es' ? 'recorrido (ilustración)' : 'walk-around (illustration)'}`,
    durationSeconds: 3,
  }
  return {
    listing: {
      stockNumber: '1520282',
      title,
      year: 2019,
      make: { slug: 'caterpillar', name: 'Caterpillar' },
      model: '320 GC',
      videos: [video],
    },
    video,
  }
}

/** The walk-around as an animated image: plays without a player and without JavaScript. */
export const Video: Story = {
  render: (_a, { globals }) => {
    const { listing, video } = featured(storyLocale(globals), clip('#cfd8e3'))
    return <VideoSection locale={storyLocale(globals)} listing={listing} video={video} />
  },
}
export const VideoEs: Story = { ...Video, ...es }
/** A video file: the player, with its poster until it is played. */
export const VideoFile: Story = {
  render: (_a, { globals }) => {
    const { listing, video } = featured(
      storyLocale(globals),
      'https://cdn.example.com/walk-around.mp4',
    )
    return <VideoSection locale={storyLocale(globals)} listing={listing} video={video} />
  },
}
export const VideoFileEs: Story = { ...VideoFile, ...es }

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
