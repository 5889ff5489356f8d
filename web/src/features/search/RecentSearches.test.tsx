import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  readRecentSearches,
  RECENT_SEARCHES_KEY,
  rememberSearch,
} from '@/features/search/recent-searches'
import { renderWithI18n } from '@/../test/render'
import { RecentSearches } from './RecentSearches'

beforeEach(() => localStorage.clear())

describe('recent searches', () => {
  it('keeps the newest first, without duplicates, at most eight', () => {
    for (let i = 0; i < 10; i++)
      rememberSearch({ label: `s${i}`, href: `/equipment?q=s${i}` }, localStorage, i)
    rememberSearch({ label: 'S3', href: '/equipment?q=s3' }, localStorage, 99)
    const list = readRecentSearches(localStorage)
    expect(list.map((e) => e.label)).toEqual(['S3', 's9', 's8', 's7', 's6', 's5', 's4', 's2'])
  })

  it('ignores what it cannot read', () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, '{not json')
    expect(readRecentSearches(localStorage)).toEqual([])
    localStorage.setItem(
      RECENT_SEARCHES_KEY,
      JSON.stringify([{ label: 'x', href: 'https://evil' }]),
    )
    expect(readRecentSearches(localStorage)).toEqual([])
  })

  it('lists earlier searches, records the current one, and can be cleared', async () => {
    rememberSearch({ label: 'Bobcat T770', href: '/equipment?q=Bobcat+T770' })
    renderWithI18n(
      <RecentSearches current={{ label: 'Excavators', href: '/equipment?category=excavators' }} />,
    )
    expect(await screen.findByRole('link', { name: 'Bobcat T770' })).toHaveAttribute(
      'href',
      '/equipment?q=Bobcat+T770',
    )
    expect(screen.queryByRole('link', { name: 'Excavators' })).not.toBeInTheDocument()
    expect(readRecentSearches()[0].label).toBe('Excavators')
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }))
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
    expect(readRecentSearches()).toEqual([])
  })
})
