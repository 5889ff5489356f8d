import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { FACETS, JOURNEY_STATE, LONG_FACETS, outcomeFixture } from '@/fixtures/search'
import { getT } from '@/i18n/server'
import { buildChips, clearedState } from '@/features/search/search-chips'
import { EMPTY_STATE, searchHref, type SearchState } from '@ironyard/contract/search-url'
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
const facetHref = (state: SearchState) => (more: string | null) =>
  searchHref('/equipment', state, more)

export const Filters: Story = {
  render: (_a, { globals }) => (
    <div style={{ maxWidth: 300 }}>
      <form id="f" />
      <FilterPanel
        locale={storyLocale(globals)}
        state={JOURNEY_STATE}
        facets={FACETS}
        form="f"
        facetHref={facetHref(JOURNEY_STATE)}
      />
    </div>
  ),
}
export const FiltersEs: Story = { ...Filters, ...es }

/** On a category landing page the category and its days-on-market filter are fixed. */
export const FiltersOnLandingPage: Story = {
  render: (_a, { globals }) => (
    <div style={{ maxWidth: 300 }}>
      <form id="f" />
      <FilterPanel
        locale={storyLocale(globals)}
        state={EMPTY_STATE}
        facets={FACETS}
        form="f"
        fixed={['categories']}
        facetHref={facetHref(EMPTY_STATE)}
      />
    </div>
  ),
}
export const FiltersOnLandingPageEs: Story = { ...FiltersOnLandingPage, ...es }

/**
 * A large inventory (issue 18): long facets show their top values and the chosen ones, then a
 * link that asks the server for the rest ("Show all 20 makes", `more=make`).
 */
const LONG_STATE: SearchState = { ...JOURNEY_STATE, makes: ['make-15'], city: 'City 12' }
export const FiltersLongFacets: Story = {
  render: (_a, { globals }) => (
    <div style={{ maxWidth: 300 }}>
      <form id="f" />
      <FilterPanel
        locale={storyLocale(globals)}
        state={LONG_STATE}
        facets={LONG_FACETS}
        form="f"
        facetHref={facetHref(LONG_STATE)}
      />
    </div>
  ),
}
export const FiltersLongFacetsEs: Story = { ...FiltersLongFacets, ...es }

/** The same with the makes shown in full (`more=make`): the link shows fewer again. */
export const FiltersMakesExpanded: Story = {
  render: (_a, { globals }) => (
    <div style={{ maxWidth: 300 }}>
      <form id="f" />
      <FilterPanel
        locale={storyLocale(globals)}
        state={LONG_STATE}
        facets={LONG_FACETS}
        form="f"
        expanded="make"
        facetHref={facetHref(LONG_STATE)}
      />
    </div>
  ),
}

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

export const PaginationFirst: Story = {
  render: (_a, { globals }) => (
    <Pagination
      locale={storyLocale(globals)}
      state={JOURNEY_STATE}
      totalPages={12}
      basePath="/equipment"
    />
  ),
}
export const PaginationFirstEs: Story = { ...PaginationFirst, ...es }
export const PaginationMiddle: Story = {
  render: (_a, { globals }) => (
    <Pagination
      locale={storyLocale(globals)}
      state={{ ...JOURNEY_STATE, page: 6 }}
      totalPages={12}
      basePath="/equipment"
    />
  ),
}
export const PaginationMiddleEs: Story = { ...PaginationMiddle, ...es }
export const PaginationLast: Story = {
  render: (_a, { globals }) => (
    <Pagination
      locale={storyLocale(globals)}
      state={{ ...JOURNEY_STATE, page: 12 }}
      totalPages={12}
      basePath="/equipment"
    />
  ),
}
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
