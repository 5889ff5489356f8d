import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { STORY_CARDS, storyCardFixture, storyFixture } from '@/fixtures/blog'
import { es, storyLocale } from '@/stories/locale'
import { ArticleView } from './ArticleView'
import { BlogCard } from './BlogCard'
import { BlogListView } from './BlogListView'

const counts = new Map([
  ['all', 12],
  ['case-studies', 3],
  ['engineering', 3],
  ['insight', 3],
  ['news', 3],
])

const meta = {
  title: 'Blog/BlogCard',
  component: BlogCard,
  args: { story: storyCardFixture(), locale: 'en' },
  render: (args, { globals }) => (
    <div style={{ maxWidth: 380 }}>
      <BlogCard {...args} locale={storyLocale(globals)} />
    </div>
  ),
} satisfies Meta<typeof BlogCard>
export default meta
type Story = StoryObj<typeof meta>

export const Card: Story = {}
export const CardEs: Story = { ...es }
const noPicture = STORY_CARDS[2]
export const CardWithoutPicture: Story = { args: { story: noPicture } }
export const CardWithoutPictureEs: Story = { args: { story: noPicture }, ...es }

type ViewStory = StoryObj<typeof BlogListView>
const list = {
  heading: 'Blog',
  intro: 'Practical guides to buying and selling used heavy equipment.',
  crumbs: [{ label: 'Home', path: '/' }, { label: 'Blog' }],
  category: null,
  basePath: '/blog',
  page: 1,
  totalPages: 1,
  counts,
}

/** The blog's main page: categories, search, latest articles. */
export const Latest: ViewStory = {
  render: (_a, { globals }) => (
    <BlogListView
      {...list}
      locale={storyLocale(globals)}
      query={null}
      total={3}
      items={STORY_CARDS}
    />
  ),
}
export const LatestEs: ViewStory = { ...Latest, ...es }

/** A category page with a search that found one article, on page 2 of 3. */
export const CategorySearch: ViewStory = {
  render: (_a, { globals }) => (
    <BlogListView
      {...list}
      locale={storyLocale(globals)}
      category="insight"
      basePath="/blog/category/insight"
      heading={storyLocale(globals) === 'es' ? 'Análisis' : 'Insight'}
      query="inspection"
      page={2}
      totalPages={3}
      total={51}
      items={STORY_CARDS.slice(0, 1)}
    />
  ),
}
export const CategorySearchEs: ViewStory = { ...CategorySearch, ...es }

/** A search that found nothing. */
export const NoResults: ViewStory = {
  render: (_a, { globals }) => (
    <BlogListView {...list} locale={storyLocale(globals)} query="zeppelin" total={0} items={[]} />
  ),
}
export const NoResultsEs: ViewStory = { ...NoResults, ...es }

type ArticleStory = StoryObj<typeof ArticleView>
/** An article: byline, picture, every kind of block, tags, share, older/newer, related. */
export const Article: ArticleStory = {
  render: (_a, { globals }) => <ArticleView story={storyFixture()} locale={storyLocale(globals)} />,
}
export const ArticleEs: ArticleStory = { ...Article, ...es }

/** An editor's preview of a draft. */
export const DraftPreview: ArticleStory = {
  render: (_a, { globals }) => (
    <ArticleView
      story={storyFixture({ state: 'draft', publishedAt: null, newer: null, older: null })}
      locale={storyLocale(globals)}
    />
  ),
}
export const DraftPreviewEs: ArticleStory = { ...DraftPreview, ...es }
