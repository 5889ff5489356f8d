import { render, screen, within } from '@testing-library/react'
import { storyFixture } from '@/fixtures/blog'
import type { StoryBlock } from '@/features/content/blog/blog-data'
import { headingId, StoryBody } from './StoryBody'

const body = storyFixture().body

describe('StoryBody', () => {
  it('renders the blocks as headings, paragraphs, lists, quotes, pictures and links', () => {
    const { container } = render(<StoryBody blocks={body} locale="en" />)
    const h2 = screen.getByRole('heading', { level: 2, name: 'Start with the summary' })
    const h3 = screen.getByRole('heading', { level: 3, name: 'Start with the summary' })
    // Anchors stay unique when two headings say the same thing.
    expect(h2).toHaveAttribute('id', 'start-with-the-summary')
    expect(h3).toHaveAttribute('id', 'start-with-the-summary-2')
    expect(screen.getByText('150-point report').tagName).toBe('STRONG')
    expect(screen.getByRole('link', { name: 'inspected machines' })).toHaveAttribute(
      'href',
      '/equipment?show=inspected',
    )
    const list = screen.getByRole('list')
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Wear metals', 'Contaminants'])
    const quote = container.querySelector('blockquote')!
    expect(quote).toHaveTextContent('Pay for evidence, not for a small number.')
    expect(quote.closest('figure')!.querySelector('figcaption')).toHaveTextContent(
      'Pricing analysts',
    )
    const img = screen.getByRole('img', { name: 'Illustration of an undercarriage close-up' })
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(img.closest('figure')!.querySelector('figcaption')).toHaveTextContent(
      'Rollers, idlers and sprockets are measured.',
    )
    expect(screen.getByRole('link', { name: 'Excavators, lowest hours first' })).toHaveAttribute(
      'href',
      '/excavators?sort=hours_asc',
    )
  })

  it('keeps Spanish readers on Spanish pages', () => {
    render(<StoryBody blocks={body} locale="es" />)
    expect(screen.getByRole('link', { name: 'inspected machines' })).toHaveAttribute(
      'href',
      '/es/equipment?show=inspected',
    )
    expect(screen.getByRole('link', { name: 'Excavators, lowest hours first' })).toHaveAttribute(
      'href',
      '/es/excavators?sort=hours_asc',
    )
  })

  it('never turns an untrusted href into a link', () => {
    const blocks: StoryBlock[] = [
      {
        ...body[0],
        spans: [
          { text: 'click me', bold: null, italic: null, href: 'javascript:alert(1)' },
          { text: ' and ', bold: null, italic: null, href: null },
          { text: 'outside', bold: null, italic: null, href: 'https://example.org/x' },
        ],
      },
      { ...body[6], href: 'https://example.org/not-a-listing', label: 'Off-site listing' },
    ]
    const { container } = render(<StoryBody blocks={blocks} locale="en" />)
    expect(container.querySelector('p')).toHaveTextContent('click me and outside')
    expect(screen.getAllByRole('link')).toHaveLength(1)
    const out = screen.getByRole('link', { name: 'outside' })
    expect(out).toHaveAttribute('href', 'https://example.org/x')
    expect(out).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.queryByText('Off-site listing')).toBeNull()
  })

  it('makes anchors from any language', () => {
    const taken = new Set<string>()
    expect(headingId('Financiación: plazos y enganche', taken)).toBe(
      'financiacion-plazos-y-enganche',
    )
    expect(headingId('¿?', taken)).toBe('section')
    expect(headingId('¿?', taken)).toBe('section-2')
  })
})
