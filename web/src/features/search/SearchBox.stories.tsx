import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { RECENT_SEARCHES_KEY } from '@/features/search/recent-searches'
import { es, storyLocale } from '@/stories/locale'
import { SearchBox } from './SearchBox'

const SUGGESTIONS = [
  {
    phrase: 'Caterpillar excavators',
    href: '/equipment?make=caterpillar&category=excavators',
    count: 91,
  },
  { phrase: 'Caterpillar 320', href: '/equipment?make=caterpillar&model=320', count: 12 },
  {
    phrase: 'Caterpillar skid steer loaders',
    href: '/equipment?make=caterpillar&category=skid-steer-loaders',
    count: 18,
  },
]

const meta = {
  title: 'Search/SearchBox',
  component: SearchBox,
  args: {
    action: '/equipment',
    locale: 'en',
    popular: [
      { text: 'skid steer', href: '/equipment?q=skid%20steer' },
      { text: 'mini excavator', href: '/equipment?q=mini%20excavator' },
    ],
  },
  // Suggestions come from the web's /api/suggestions; stories answer it here.
  beforeEach: () => {
    const real = window.fetch
    window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith('/api/suggestions')
        ? new Response(JSON.stringify(SUGGESTIONS), {
            headers: { 'content-type': 'application/json' },
          })
        : real(input, init)) as typeof fetch
    return () => {
      window.fetch = real
    }
  },
  render: (args, { globals }) => (
    <div style={{ maxWidth: 720, minHeight: 360 }}>
      <SearchBox {...args} locale={storyLocale(globals)} />
    </div>
  ),
} satisfies Meta<typeof SearchBox>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const EmptyEs: Story = { ...es }
export const Large: Story = { args: { size: 'large' } }
export const LargeEs: Story = { args: { size: 'large' }, ...es }
export const WithText: Story = { args: { defaultValue: 'cat 320' } }
export const WithTextEs: Story = { args: { defaultValue: 'excavadora' }, ...es }

/** Typing shows suggestions (typo tolerant: "catepillar" finds Caterpillar). */
export const Suggestions: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'catepillar')
    await canvas.findAllByRole('option')
  },
}
export const SuggestionsEs: Story = { ...Suggestions, ...es }

/** Focusing the empty box shows this browser's recent searches and the popular ones. */
export const RecentAndPopular: Story = {
  beforeEach: () => {
    localStorage.setItem(
      RECENT_SEARCHES_KEY,
      JSON.stringify([{ label: 'Bobcat T770', href: '/equipment?q=Bobcat+T770', at: 1 }]),
    )
    return () => localStorage.removeItem(RECENT_SEARCHES_KEY)
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox'))
  },
}
export const RecentAndPopularEs: Story = { ...RecentAndPopular, ...es }

/** Fetch answers for the states below: one that never comes, and an empty list. */
const answer = (respond: () => Promise<Response>) => () => {
  const real = window.fetch
  window.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    String(input).startsWith('/api/suggestions') ? respond() : real(input, init)) as typeof fetch
  return () => {
    window.fetch = real
  }
}

/** Suggestions are on their way: the box says it is looking. */
export const Loading: Story = {
  beforeEach: answer(() => new Promise<Response>(() => undefined)),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'komat')
    await canvas.findByText(/Looking for suggestions|Buscando sugerencias/)
  },
}
export const LoadingEs: Story = { ...Loading, ...es }

/** Nothing to suggest: the box says so, and Enter still searches the text. */
export const NoSuggestions: Story = {
  beforeEach: answer(async () =>
    Response.json([], { headers: { 'content-type': 'application/json' } }),
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'zzyzx')
    await canvas.findByText(/No suggestions|No hay sugerencias/)
  },
}
export const NoSuggestionsEs: Story = { ...NoSuggestions, ...es }
