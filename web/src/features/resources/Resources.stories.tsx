import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import {
  SPARSE_SPEC_SHEET,
  SPEC_CATEGORIES,
  SPEC_CATEGORY_PAGE,
  SPEC_SHEET,
  TAXONOMY_FACETS,
  TAXONOMY_ROWS,
} from '@/fixtures/resources'
import { localePath } from '@/lib/paths'
import { EMPTY_TAXONOMY_STATE } from '@/features/resources/resources-data'
import { es, inContainer, storyLocale } from '@/stories/locale'
import { ProvenanceBadge } from './ProvenanceBadge'
import { ResourceCards } from './ResourceCards'
import { SpecCategoryList } from './SpecCategoryList'
import { SpecFigures } from './SpecFigures'
import { SpecModelList } from './SpecModelList'
import { TaxonomyFilters } from './TaxonomyFilters'
import { TaxonomyTable } from './TaxonomyTable'

/** The Resources section's parts (/resources, /resources/taxonomy, /resources/specs), in both languages. */
const meta = {
  title: 'Resources/Parts',
  decorators: [inContainer],
  parameters: { nextjs: { navigation: { pathname: '/resources/taxonomy' } } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Cards: Story = {
  render: (_a, { globals }) => (
    <ResourceCards
      locale={storyLocale(globals)}
      counts={{
        taxonomyRows: 75_566,
        byProvenance: TAXONOMY_FACETS.provenances,
        specSheets: 2_022,
        specCategories: 44,
        makes: 8_948,
        categories: 44,
        states: 51,
      }}
    />
  ),
}
export const CardsEs: Story = { ...Cards, ...es }

export const Provenances: Story = {
  render: (_a, { globals }) => (
    <p style={{ display: 'flex', gap: 8 }}>
      <ProvenanceBadge locale={storyLocale(globals)} provenance="vpic" />
      <ProvenanceBadge locale={storyLocale(globals)} provenance="curated" />
      <ProvenanceBadge locale={storyLocale(globals)} provenance="generated" />
    </p>
  ),
}
export const ProvenancesEs: Story = { ...Provenances, ...es }

/** Filters with a make and provenance chosen, and rows of every provenance (generated marked). */
export const TaxonomyBrowser: Story = {
  render: (_a, { globals }) => {
    const locale = storyLocale(globals)
    return (
      <>
        <TaxonomyFilters
          locale={locale}
          action={localePath(locale, '/resources/taxonomy')}
          state={{ ...EMPTY_TAXONOMY_STATE, make: 'caterpillar', provenance: 'curated' }}
          facets={TAXONOMY_FACETS}
        />
        <TaxonomyTable locale={locale} rows={TAXONOMY_ROWS} />
      </>
    )
  },
}
export const TaxonomyBrowserEs: Story = { ...TaxonomyBrowser, ...es }

/** No filter chosen: the make menu is cut short and says so. */
export const TaxonomyFiltersEmpty: Story = {
  render: (_a, { globals }) => {
    const locale = storyLocale(globals)
    return (
      <TaxonomyFilters
        locale={locale}
        action={localePath(locale, '/resources/taxonomy')}
        state={EMPTY_TAXONOMY_STATE}
        facets={TAXONOMY_FACETS}
      />
    )
  },
}
export const TaxonomyFiltersEmptyEs: Story = { ...TaxonomyFiltersEmpty, ...es }

export const SpecIndex: Story = {
  render: (_a, { globals }) => (
    <SpecCategoryList locale={storyLocale(globals)} categories={SPEC_CATEGORIES} />
  ),
}
export const SpecIndexEs: Story = { ...SpecIndex, ...es }

export const SpecCategoryModels: Story = {
  render: (_a, { globals }) => (
    <SpecModelList
      locale={storyLocale(globals)}
      category="excavators"
      sheets={SPEC_CATEGORY_PAGE.sheets}
    />
  ),
}
export const SpecCategoryModelsEs: Story = { ...SpecCategoryModels, ...es }

export const SpecSheetFigures: Story = {
  render: (_a, { globals }) => <SpecFigures locale={storyLocale(globals)} sheet={SPEC_SHEET} />,
}
export const SpecSheetFiguresEs: Story = { ...SpecSheetFigures, ...es }

/** A source without fuel data, half-day rate or weight: "Not available", never a zero. */
export const SpecSheetSparse: Story = {
  render: (_a, { globals }) => (
    <SpecFigures locale={storyLocale(globals)} sheet={SPARSE_SPEC_SHEET} />
  ),
}
export const SpecSheetSparseEs: Story = { ...SpecSheetSparse, ...es }
