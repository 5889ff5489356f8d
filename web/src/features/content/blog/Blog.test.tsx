import { render, screen, within } from '@testing-library/react'
import { STORY_CARDS, storyCardFixture } from '@/fixtures/blog'
import { BlogCard } from './BlogCard'
import { BlogListView } from './BlogListView'
import { BlogPagination } from './BlogPagination'
import { BlogSearchForm } from './BlogSearchForm'
import { CategoryNav } from './CategoryNav'

describe('BlogCard', () => {
  it('links the title to the article and dates it per locale', () => {
    const { rerender } = render(<BlogCard story={storyCardFixture()} locale="en" />)
    expect(
      screen.getByRole('link', {
        name: 'How to read a 150-point inspection report before you buy',
      }),
    ).toHaveAttribute('href', '/blog/reading-a-150-point-inspection-report')
    expect(screen.getByText('Nov 3, 2026')).toHaveAttribute('datetime', '2026-11-03T14:00:00.000Z')
    expect(screen.getByText('3 min read')).toBeInTheDocument()
    expect(screen.getByText('Insight')).toBeInTheDocument()
    rerender(<BlogCard story={storyCardFixture()} locale="es" />)
    expect(screen.getByRole('link')).toHaveAttribute(
      'href',
      '/es/blog/reading-a-150-point-inspection-report',
    )
    expect(screen.getByText('3 min de lectura')).toBeInTheDocument()
    expect(screen.getByText('Análisis')).toBeInTheDocument()
    expect(screen.getByRole('time').textContent).toMatch(/^3 nov\.? 2026$/)
  })

  it('marks a card whose words are in the other language', () => {
    const { container } = render(
      <BlogCard story={storyCardFixture({ locale: 'en' })} locale="es" />,
    )
    expect(container.querySelector('article')).toHaveAttribute('lang', 'en')
  })
})

describe('CategoryNav', () => {
  it('links every spec category, marks the current one and shows counts', () => {
    const counts = new Map([
      ['all', 12],
      ['case-studies', 3],
      ['engineering', 3],
      ['insight', 3],
      ['news', 3],
    ])
    render(<CategoryNav locale="es" current="engineering" counts={counts} />)
    const nav = screen.getByRole('navigation', { name: 'Categorías del blog' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/es/blog/category',
      '/es/blog/category/case-studies',
      '/es/blog/category/engineering',
      '/es/blog/category/insight',
      '/es/blog/category/news',
    ])
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Ingeniería3')
    expect(links[0]).toHaveTextContent('Todos los artículos12')
  })
})

describe('BlogSearchForm', () => {
  it('is a GET form on the list it searches, keeping the query', () => {
    render(<BlogSearchForm locale="es" basePath="/blog/category/news" query="valor" />)
    const form = screen.getByRole('search')
    expect(form).toHaveAttribute('action', '/es/blog/category/news')
    expect(form).toHaveAttribute('method', 'get')
    const box = screen.getByRole('searchbox', { name: 'Buscar en el blog' })
    expect(box).toHaveAttribute('name', 'q')
    expect(box).toHaveValue('valor')
    expect(screen.getByRole('link', { name: 'Borrar búsqueda' })).toHaveAttribute(
      'href',
      '/es/blog/category/news',
    )
  })
})

describe('BlogPagination', () => {
  it('keeps the search in every page link and marks the current page', () => {
    render(
      <BlogPagination locale="en" basePath="/blog" query="loan term" page={2} totalPages={3} />,
    )
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/blog?q=loan+term',
    )
    expect(screen.getByRole('link', { current: 'page' })).toHaveAttribute(
      'href',
      '/blog?q=loan+term&page=2',
    )
    expect(screen.getByRole('link', { name: /Next/ })).toHaveAttribute(
      'href',
      '/blog?q=loan+term&page=3',
    )
  })

  it('shows nothing for a single page', () => {
    const { container } = render(
      <BlogPagination locale="en" basePath="/blog" query={null} page={1} totalPages={1} />,
    )
    expect(container).toBeEmptyDOMElement()
  })
})

describe('BlogListView', () => {
  const base = {
    crumbs: [{ label: 'Home', path: '/' }, { label: 'Blog' }],
    heading: 'Blog',
    intro: 'Guides.',
    category: null,
    basePath: '/blog',
    page: 1,
    totalPages: 1,
  }

  it('says how many articles a search found, in the visitor’s language', () => {
    render(
      <BlogListView
        {...base}
        locale="es"
        query="inspección"
        total={1}
        items={STORY_CARDS.slice(0, 1)}
      />,
    )
    expect(
      screen.getByRole('heading', { level: 2, name: '1 artículo para “inspección”' }),
    ).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(1)
  })

  it('tells a reader when nothing matched and what to try', () => {
    render(<BlogListView {...base} locale="en" query="zeppelin" total={0} items={[]} />)
    expect(
      screen.getByRole('heading', { level: 2, name: 'No articles match “zeppelin”.' }),
    ).toBeInTheDocument()
    expect(
      screen.getByText('Try fewer or different words, or browse a category.'),
    ).toBeInTheDocument()
  })

  it('lists the latest articles on the main page', () => {
    render(<BlogListView {...base} locale="en" query={null} total={3} items={STORY_CARDS} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Latest articles' })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      STORY_CARDS.map((s) => s.title),
    )
  })
})
