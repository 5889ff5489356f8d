import { render, screen, within } from '@testing-library/react'
import { storyFixture } from '@/fixtures/blog'
import { ArticleView } from './ArticleView'

function jsonLd(container: HTMLElement, type: string) {
  const blocks = [...container.querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => JSON.parse(s.textContent!) as Record<string, unknown>,
  )
  return blocks.find((b) => b['@type'] === type)!
}

describe('ArticleView', () => {
  it('shows the byline, date, reading time, tags, share links and neighbours', () => {
    render(<ArticleView story={storyFixture()} locale="en" />)
    const article = within(
      screen.getByRole('article', {
        name: 'How to read a 150-point inspection report before you buy',
      }),
    )
    expect(article.getByText('By Ironyard Inspection Team')).toBeInTheDocument()
    expect(article.getByText('Nov 3, 2026')).toHaveAttribute('datetime', '2026-11-03T14:00:00.000Z')
    expect(article.getByText('3 min read')).toBeInTheDocument()
    expect(article.getByRole('link', { name: 'Insight' })).toHaveAttribute(
      'href',
      '/blog/category/insight',
    )
    expect(screen.getByRole('link', { name: 'Inspection' })).toHaveAttribute(
      'href',
      '/blog?q=Inspection',
    )
    const share = screen.getByRole('link', { name: 'Share on LinkedIn' })
    expect(share.getAttribute('href')).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=' +
        encodeURIComponent('http://localhost:8910/blog/reading-a-150-point-inspection-report'),
    )
    expect(screen.getByRole('link', { name: 'Share by email' }).getAttribute('href')).toMatch(
      /^mailto:\?subject=How%20to%20read/,
    )
    const more = screen.getByRole('navigation', { name: 'More articles' })
    expect(within(more).getByRole('link', { name: /Older article/ })).toHaveAttribute(
      'href',
      '/blog/older-article',
    )
    expect(within(more).getByRole('link', { name: /Newer article/ })).toHaveAttribute(
      'href',
      '/blog/newer-article',
    )
    const related = screen.getByRole('region', { name: 'Related articles' })
    expect(within(related).getAllByRole('heading', { level: 3 })).toHaveLength(2)
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('describes the article to search engines as a BlogPosting, with breadcrumbs', () => {
    const { container } = render(<ArticleView story={storyFixture()} locale="es" />)
    expect(jsonLd(container, 'BlogPosting')).toMatchObject({
      headline: 'How to read a 150-point inspection report before you buy',
      inLanguage: 'en-US',
      datePublished: '2026-11-03T14:00:00.000Z',
      dateModified: '2026-11-04T09:00:00.000Z',
      url: 'http://localhost:8910/es/blog/reading-a-150-point-inspection-report',
      author: { '@type': 'Organization', name: 'Ironyard Inspection Team' },
      articleSection: 'Análisis',
      keywords: 'Inspection, Buying',
      wordCount: 547,
    })
    const crumbs = jsonLd(container, 'BreadcrumbList') as {
      itemListElement: Array<{ name: string }>
    }
    expect(crumbs.itemListElement.map((c) => c.name)).toEqual([
      'Inicio',
      'Blog',
      'Análisis',
      'How to read a 150-point inspection report before you buy',
    ])
  })

  it('flags a draft preview', () => {
    render(
      <ArticleView
        story={storyFixture({ state: 'draft', publishedAt: null, newer: null, older: null })}
        locale="en"
      />,
    )
    expect(screen.getByRole('status')).toHaveTextContent('Draft preview')
    expect(screen.queryByRole('navigation', { name: 'More articles' })).toBeNull()
    const article = screen.getByRole('article', { name: /inspection report/ })
    expect(within(article).queryByRole('time')).toBeNull()
  })
})
