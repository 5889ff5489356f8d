import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { JOURNEY_STATE, outcomeFixture } from '@/fixtures/search'
import { rememberSearch } from '@/features/search/recent-searches'
import { es, storyLocale } from '@/stories/locale'
import { RecentSearches } from './RecentSearches'
import { SearchView } from './SearchView'

/** The whole search page body, as /equipment and the landing pages render it. */
const meta = {
  title: 'Search/SearchView',
  parameters: {
    layout: 'fullscreen',
    nextjs: {
      navigation: {
        pathname: '/equipment',
        query: {
          category: 'excavators',
          priceMax: '100000',
          zip: '78701',
          radius: '100',
          sort: 'advertisedPrice_asc',
        },
      },
    },
  },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const popular = [{ text: 'skid steer', href: '/equipment?q=skid%20steer' }]

export const Results: Story = {
  render: (_a, { globals }) => {
    const locale = storyLocale(globals)
    return (
      <SearchView
        locale={locale}
        outcome={outcomeFixture()}
        basePath={locale === 'es' ? '/es/equipment' : '/equipment'}
        heading={locale === 'es' ? 'Equipo usado en venta' : 'Used equipment for sale'}
        popular={popular}
      />
    )
  },
}
export const ResultsEs: Story = { ...Results, ...es }

export const Empty: Story = {
  render: (_a, { globals }) => {
    const locale = storyLocale(globals)
    return (
      <SearchView
        locale={locale}
        outcome={outcomeFixture({ ...JOURNEY_STATE, radius: 10 }, [], 0)}
        basePath={locale === 'es' ? '/es/equipment' : '/equipment'}
        heading={locale === 'es' ? 'Equipo usado en venta' : 'Used equipment for sale'}
        popular={popular}
      />
    )
  },
}
export const EmptyEs: Story = { ...Empty, ...es }

/** "cat 320 under 100k in texas" read into filters (issue 35): the "Understood:" row. */
export const Understood: Story = {
  render: (_a, { globals }) => {
    const locale = storyLocale(globals)
    const state = { ...JOURNEY_STATE, q: '320', makes: ['caterpillar'], states: ['TX'] }
    return (
      <SearchView
        locale={locale}
        outcome={{
          ...outcomeFixture(state),
          understood: ['make:caterpillar', 'price', 'state:TX'],
        }}
        basePath={locale === 'es' ? '/es/equipment' : '/equipment'}
        heading={locale === 'es' ? 'Equipo usado en venta' : 'Used equipment for sale'}
        popular={popular}
      />
    )
  },
}
export const UnderstoodEs: Story = { ...Understood, ...es }

export const Recent: StoryObj = {
  beforeEach: () => {
    rememberSearch({ label: 'Bobcat T770', href: '/equipment?q=Bobcat+T770' })
    rememberSearch({
      label: 'Excavators · Under $100K',
      href: '/equipment?category=excavators&under=100000',
    })
    return () => localStorage.clear()
  },
  render: () => <RecentSearches current={null} />,
}
export const RecentEs: StoryObj = { ...Recent, ...es }
