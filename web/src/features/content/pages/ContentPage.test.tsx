import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ContentPage } from './ContentPage'
import { FaqList, faqJsonLd } from './FaqList'
import { Prose } from './Prose'

const sections = [
  { id: 'collect', title: 'What we collect', content: <p>Your name and email.</p> },
  { id: 'use', title: 'How we use it', content: <p>To answer you.</p> },
  { id: 'contact', title: 'Contact', content: <p>Write to us.</p> },
]

const faq = [
  { id: 'financing-amount', question: 'How much can I finance?', answer: 'Up to $2 million.' },
  { id: 'financing-credit', question: 'Does it affect my credit?', answer: 'No hard pull.' },
]

describe('ContentPage', () => {
  it('links every table-of-contents entry to the section with that title', () => {
    render(
      <ContentPage
        locale="en"
        crumbs={[{ label: 'Home', path: '/' }, { label: 'Privacy' }]}
        heading="Privacy Policy"
        tocLabel="On this page"
        sections={sections}
      />,
    )
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy Policy')
    const links = within(screen.getByRole('navigation', { name: 'On this page' })).getAllByRole(
      'link',
    )
    expect(links.map((l) => l.textContent)).toEqual(sections.map((s) => s.title))
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.replace(/^#/, ''))!
      // The anchor is the section region, named by its own h2.
      expect(screen.getByRole('region', { name: link.textContent! })).toBe(target)
      expect(within(target).getByRole('heading', { level: 2 })).toHaveTextContent(link.textContent!)
    }
  })

  it('has no table of contents for a single section or without a label', () => {
    const { rerender } = render(
      <ContentPage locale="es" crumbs={[]} heading="Prensa" sections={sections} />,
    )
    expect(screen.queryByRole('navigation', { name: 'En esta página' })).toBeNull()
    rerender(
      <ContentPage
        locale="es"
        crumbs={[]}
        heading="Prensa"
        tocLabel="En esta página"
        sections={sections.slice(0, 1)}
      />,
    )
    expect(screen.queryByRole('navigation', { name: 'En esta página' })).toBeNull()
    expect(screen.getByRole('region', { name: 'What we collect' })).toBeInTheDocument()
  })
})

describe('Prose', () => {
  it('renders paragraphs and bullet lists in order', () => {
    const { container } = render(
      <Prose
        blocks={[
          { kind: 'p', text: 'Information you give us:' },
          { kind: 'list', items: ['Forms', 'Account'] },
          { kind: 'p', text: 'Sign-in.' },
        ]}
      />,
    )
    expect([...container.firstElementChild!.children].map((e) => e.tagName)).toEqual([
      'P',
      'UL',
      'P',
    ])
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Forms',
      'Account',
    ])
  })
})

describe('FaqList', () => {
  // Keyboard activation of <summary> is the browser's: the e2e journey opens an answer with Enter.
  it('keeps answers closed until the question is opened', async () => {
    const user = userEvent.setup()
    render(<FaqList items={faq} />)
    const [first, second] = screen.getAllByRole('group') as HTMLDetailsElement[]
    expect(first.open).toBe(false)
    expect(screen.getByText('Up to $2 million.')).not.toBeVisible()

    await user.tab()
    expect(screen.getByText('How much can I finance?')).toHaveFocus()
    await user.click(screen.getByText('How much can I finance?'))
    expect(first.open).toBe(true)
    expect(screen.getByText('Up to $2 million.')).toBeVisible()
    expect(second.open).toBe(false)
    expect(screen.getByText('No hard pull.')).not.toBeVisible()

    await user.click(screen.getByText('How much can I finance?'))
    expect(first.open).toBe(false)
  })

  it('describes the same questions and answers as schema.org FAQPage', () => {
    expect(faqJsonLd(faq)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'How much can I finance?',
          acceptedAnswer: { '@type': 'Answer', text: 'Up to $2 million.' },
        },
        {
          '@type': 'Question',
          name: 'Does it affect my credit?',
          acceptedAnswer: { '@type': 'Answer', text: 'No hard pull.' },
        },
      ],
    })
  })
})
