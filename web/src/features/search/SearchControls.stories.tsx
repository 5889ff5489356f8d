import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import type { ComponentProps } from 'react'
import { FACETS, JOURNEY_STATE, LONG_FACETS, outcomeFixture } from '@/fixtures/search'
import { getT } from '@/i18n/server'
import { buildChips, clearedState } from '@/features/search/search-chips'
import { EMPTY_STATE, searchHref } from '@ironyard/contract/search-url'
import { es, storyLocale } from '@/stories/locale'
import { EmptyResults } from './EmptyResults'
import { FilterChips } from './FilterChips'
import { FilterPanel } from './FilterPanel'
import { Pagination } from './Pagination'
import { ResultStats } from './ResultStats'
import { SortSelect } from './SortSelect'

/** The search page's controls, each in its states and both languages. */
const meta = {
  title: 'Search/Controls',
  parameters: { nextjs: { navigation: { pathname: '/equipment' } } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const { result } = outcomeFixture()

type FilterPanelProps = ComponentProps<typeof FilterPanel>

/** The filter column of a search (the journey's by default) beside its form, as the page lays it out. */
const filters = (props: Partial<Omit<FilterPanelProps, 'locale'>> = {}): Story => ({
  render: (_a, { globals }) => {
    const state = props.state ?? JOURNEY_STATE
    return (
      <div style={{ maxWidth: 300 }}>
        <form id="f" />
        <FilterPanel
          locale={storyLocale(globals)}
          state={state}
          facets={FACETS}
          form="f"
          facetHref={(more) => searchHref('/equipment', state, more)}
          {...props}
        />
      </div>
    )
  },
})

export const Filters = filters()
export const FiltersEs: Story = { ...Filters, ...es }

/** On a category landing page the category and its days-on-market filter are fixed. */
export const FiltersOnLandingPage = filters({ state: EMPTY_STATE, fixed: ['categories'] })
export const FiltersOnLandingPageEs: Story = { ...FiltersOnLandingPage, ...es }

/**
 * A large inventory (issue 18): long facets show their top values and the chosen ones, then a
 * link that asks the server for the rest ("Show all 20 makes", `more=make`).
 */
const LONG: Partial<FilterPanelProps> = {
  state: { ...JOURNEY_STATE, makes: ['make-15'], city: 'City 12' },
  facets: LONG_FACETS,
}
export const FiltersLongFacets = filters(LONG)
export const FiltersLongFacetsEs: Story = { ...FiltersLongFacets, ...es }

/** The same with the makes shown in full (`more=make`): the link shows fewer again. */
export const FiltersMakesExpanded = filters({ ...LONG, expanded: 'make' })
export const FiltersMakesExpandedEs: Story = { ...FiltersMakesExpanded, ...es }

export const Chips: Story = {
  render: (_a, { globals }) => {
    const locale = storyLocale(globals)
    const chips = buildChips(JOURNEY_STATE, FACETS, getT(locale, 'search'), locale, result.stats)
    return (
      <FilterChips
        locale={locale}
        chips={chips}
        basePath="/equipment"
        cleared={clearedState(JOURNEY_STATE)}
      />
    )
  },
}
export const ChipsEs: Story = { ...Chips, ...es }

export const Sort: Story = {
  render: (_a, { globals }) => (
    <SortSelect locale={storyLocale(globals)} value="advertisedPrice_asc" form="f" />
  ),
}
export const SortEs: Story = { ...Sort, ...es }

/** With a ZIP the menu also offers nearest first (issue 37). */
export const SortNearestFirst: Story = {
  render: (_a, { globals }) => (
    <SortSelect locale={storyLocale(globals)} value="distance_asc" form="f" zip="78701" />
  ),
}
export const SortNearestFirstEs: Story = { ...SortNearestFirst, ...es }

export const Stats: Story = {
  render: (_a, { globals }) => <ResultStats locale={storyLocale(globals)} stats={result.stats} />,
}
export const StatsEs: Story = { ...Stats, ...es }

/** A misspelt query is corrected and says so. */
export const StatsCorrected: Story = {
  render: (_a, { globals }) => (
    <ResultStats
      locale={storyLocale(globals)}
      stats={{
        ...result.stats,
        query: 'catepillar excavater',
        correctedQuery: 'caterpillar excavator',
      }}
    />
  ),
}
export const StatsCorrectedEs: Story = { ...StatsCorrected, ...es }

/** The result pages of the journey's search, on page `page` of 12. */
const pages = (page: number): Story => ({
  render: (_a, { globals }) => (
    <Pagination
      locale={storyLocale(globals)}
      state={{ ...JOURNEY_STATE, page }}
      totalPages={12}
      basePath="/equipment"
    />
  ),
})
export const PaginationFirst = pages(1)
export const PaginationFirstEs: Story = { ...PaginationFirst, ...es }
export const PaginationMiddle = pages(6)
export const PaginationMiddleEs: Story = { ...PaginationMiddle, ...es }
export const PaginationLast = pages(12)
export const PaginationLastEs: Story = { ...PaginationLast, ...es }

export const NoResults: Story = {
  render: (_a, { globals }) => {
    const locale = storyLocale(globals)
    const state = { ...JOURNEY_STATE, q: 'zzyzx' }
    const stats = { ...result.stats, total: 0, unmatchedWords: ['zzyzx'] }
    const chips = buildChips(state, FACETS, getT(locale, 'search'), locale, stats)
    return (
      <EmptyResults
        locale={locale}
        state={state}
        stats={stats}
        chips={chips}
        basePath="/equipment"
        cleared={clearedState(state)}
        popular={[{ text: 'skid steer', href: '/equipment?q=skid%20steer' }]}
      />
    )
  },
}
export const NoResultsEs: Story = { ...NoResults, ...es }
