import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { LISTINGS, outcomeFixture } from '@/fixtures/search'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { SPECIAL_PAGES, type Landing } from '@/features/landing/landing'
import type { DirectoryMake } from '@/features/resources'
import { EMPTY_STATE } from '@ironyard/contract/search-url'
import { es, inContainer, storyLocale } from '@/stories/locale'
import { Breadcrumbs } from './Breadcrumbs'
import { LandingView } from './LandingView'
import { LetterNav } from './LetterNav'
import { MakeList } from './MakeList'
import { RelatedLinks } from './RelatedLinks'

const meta = { title: 'Landing/Parts' } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Crumbs: Story = {
  render: (_a, { globals }) => {
    const locale = storyLocale(globals)
    return (
      <Breadcrumbs
        locale={locale}
        crumbs={[
          { label: locale === 'es' ? 'Inicio' : 'Home', path: '/' },
          { label: locale === 'es' ? 'Marcas' : 'Makes', path: '/resources/makes' },
          { label: 'Caterpillar', path: '/caterpillar' },
          { label: locale === 'es' ? 'Excavadoras' : 'Excavators' },
        ]}
      />
    )
  },
}
export const CrumbsEs: Story = { ...Crumbs, ...es }

export const Related: Story = {
  render: (_a, { globals }) => (
    <RelatedLinks
      locale={storyLocale(globals)}
      groups={[
        {
          title: storyLocale(globals) === 'es' ? 'Marcas' : 'Makes',
          links: [
            { label: 'Caterpillar', path: '/caterpillar/excavators', count: 62 },
            { label: 'John Deere', path: '/john-deere/excavators', count: 50 },
          ],
        },
        {
          title: storyLocale(globals) === 'es' ? 'Estados' : 'States',
          links: [{ label: 'Texas', path: '/excavators/texas', count: 41 }],
        },
      ]}
    />
  ),
}
export const RelatedEs: Story = { ...Related, ...es }

/** The make directory's letters: digits and symbols under 0-9, letters without makes inert. */
const LETTERS = [
  { letter: '#', makeCount: 3 },
  ...'ABCDEFGHIJKLMNOPRSTVWY'.split('').map((letter) => ({ letter, makeCount: 4 })),
]

export const Letters: Story = {
  decorators: [inContainer],
  render: (_a, { globals }) => (
    <LetterNav
      locale={storyLocale(globals)}
      letters={LETTERS}
      current="c"
      label={getT(storyLocale(globals), 'landing')('index.makes.letters')}
    />
  ),
}
export const LettersEs: Story = { ...Letters, ...es }

const make = (name: string, listingCount: number, featured = false): DirectoryMake => ({
  slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  name,
  firstLetter: name[0],
  listingCount,
  topRank: null,
  featured,
})

/** Makes of one letter: a link (with its machine count) when the make has a page. */
export const Makes: Story = {
  decorators: [inContainer],
  render: (_a, { globals }) => (
    <MakeList
      locale={storyLocale(globals)}
      makes={[
        make('Case', 84, true),
        make('Caterpillar', 1204, true),
        make('Chevrolet', 12, true),
        make('Cimline', 0),
        make('Clark', 3),
        make('Crown', 0),
      ]}
    />
  ),
}
export const MakesEs: Story = { ...Makes, ...es }

function categoryLanding(locale: Locale): Landing {
  const t = getT(locale, 'landing')
  const name = locale === 'es' ? 'Excavadoras' : 'Excavators'
  const values = { name, count: 27 }
  return {
    kind: 'category',
    path: '/excavators',
    fixed: { categories: ['excavators'] },
    title: t('category.title', values),
    heading: t('category.heading', values),
    description: t('category.description', values),
    intro:
      locale === 'es'
        ? 'Excavadoras de oruga, de ruedas y mini excavadoras, con horas, ubicación y precio completo a la vista.'
        : 'Crawler, wheeled and mini excavators, with their hours, location and full price up front.',
    analyticsName: 'Landing: Category',
    crumbs: [
      { label: t('crumbs.home'), path: '/' },
      { label: t('crumbs.categories'), path: '/categories' },
      { label: locale === 'es' ? 'Excavadoras' : 'Excavators' },
    ],
    categorySlug: 'excavators',
  }
}

function lightningLanding(locale: Locale): Landing {
  const t = getT(locale, 'landing')
  const { fixed, defaultSort } = SPECIAL_PAGES['lightning-deals']
  return {
    kind: 'special',
    path: '/lightning-deals',
    fixed,
    defaultSort,
    title: t('special.lightning-deals.title'),
    heading: t('special.lightning-deals.heading'),
    description: t('special.lightning-deals.description'),
    intro: t('special.lightning-deals.intro'),
    analyticsName: 'Landing: Special',
    crumbs: [
      { label: t('crumbs.home'), path: '/' },
      { label: t('crumbs.equipment'), path: '/equipment' },
      { label: t('special.lightning-deals.heading') },
    ],
  }
}

const popular = [{ text: 'skid steer', href: '/equipment?q=skid%20steer' }]

/** A category page: its heading, intro, neighbours and the category's machines. */
export const CategoryPage: Story = {
  parameters: { layout: 'fullscreen', nextjs: { navigation: { pathname: '/excavators' } } },
  render: (_a, { globals }) => {
    const locale = storyLocale(globals)
    return (
      <LandingView
        locale={locale}
        landing={categoryLanding(locale)}
        outcome={outcomeFixture({ ...EMPTY_STATE, categories: ['excavators'] })}
        popular={popular}
      />
    )
  },
}
export const CategoryPageEs: Story = { ...CategoryPage, ...es }

/** Lightning deals: the cuts of the last 7 days, in the page's own order (deepest cut first). */
export const LightningDealsPage: Story = {
  parameters: { layout: 'fullscreen', nextjs: { navigation: { pathname: '/lightning-deals' } } },
  render: (_a, { globals }) => {
    const locale = storyLocale(globals)
    const { fixed, defaultSort } = SPECIAL_PAGES['lightning-deals']
    return (
      <LandingView
        locale={locale}
        landing={lightningLanding(locale)}
        outcome={outcomeFixture({ ...EMPTY_STATE, ...fixed, sort: defaultSort! }, LISTINGS, 3)}
        popular={popular}
      />
    )
  },
}
export const LightningDealsPageEs: Story = { ...LightningDealsPage, ...es }

/** A page whose filters find nothing today: why, and how to widen the search. */
export const EmptyPage: Story = {
  parameters: { layout: 'fullscreen', nextjs: { navigation: { pathname: '/excavators' } } },
  render: (_a, { globals }) => {
    const locale = storyLocale(globals)
    return (
      <LandingView
        locale={locale}
        landing={categoryLanding(locale)}
        outcome={outcomeFixture({ ...EMPTY_STATE, categories: ['excavators'] }, [], 0)}
        popular={popular}
      />
    )
  },
}
export const EmptyPageEs: Story = { ...EmptyPage, ...es }
