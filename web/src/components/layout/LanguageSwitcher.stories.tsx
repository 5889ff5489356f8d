import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { es, storyLocale } from '@/stories/locale'
import { LanguageSwitcher } from './LanguageSwitcher'

/**
 * The language switch: a link to the same page and query in the other language (/es/... for
 * Spanish, the unprefixed page for English), marked `lang=` so the choice is stored, on the
 * dark header.
 */
const meta = {
  title: 'Layout/LanguageSwitcher',
  component: LanguageSwitcher,
  args: { locale: 'en' },
  decorators: [
    (Story) => (
      <div style={{ background: '#1c2127', color: '#fff', padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  render: (args, { globals }) => <LanguageSwitcher {...args} locale={storyLocale(globals)} />,
} satisfies Meta<typeof LanguageSwitcher>
export default meta
type Story = StoryObj<typeof meta>

/** On a search page: the link keeps its filters (/es/excavators?sort=year_desc&page=2&lang=es). */
export const OnASearch: Story = {
  parameters: {
    nextjs: {
      navigation: { pathname: '/excavators', query: { sort: 'year_desc', page: '2' } },
    },
  },
}
/** In Spanish, the link goes back to English: /en/excavators?... */
export const OnASearchEs: Story = {
  ...OnASearch,
  parameters: {
    nextjs: {
      navigation: { pathname: '/es/excavators', query: { sort: 'year_desc', page: '2' } },
    },
  },
  ...es,
}
export const Home: Story = { parameters: { nextjs: { navigation: { pathname: '/' } } } }
export const HomeEs: Story = {
  parameters: { nextjs: { navigation: { pathname: '/es' } } },
  ...es,
}
/** At 360 px only the language code shows. */
export const Mobile360: Story = { ...Home, globals: { viewport: { value: 'mobile360' } } }
export const Mobile360Es: Story = {
  parameters: { nextjs: { navigation: { pathname: '/es' } } },
  globals: { viewport: { value: 'mobile360' }, locale: 'es' },
}
