import { fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { DetailsOnDemand } from './DetailsOnDemand'

const body = (
  <label>
    Slug
    <input name="slug" />
  </label>
)

describe('DetailsOnDemand', () => {
  it('server-renders a closed row with a link to the open page instead of its body', () => {
    const html = renderToString(
      <DetailsOnDemand summary="Edit" openHref="/admin?edit=row-a#row-a" openText="Show the form">
        {body}
      </DetailsOnDemand>,
    )
    expect(html).not.toContain('name="slug"')
    expect(html).toContain('href="/admin?edit=row-a#row-a"')
    expect(html).not.toContain(' open')
  })

  it('server-renders the body open when the page asks for it', () => {
    const html = renderToString(
      <DetailsOnDemand summary="Edit" open openHref="/x" openText="Show the form">
        {body}
      </DetailsOnDemand>,
    )
    expect(html).toContain('name="slug"')
    expect(html).toMatch(/<details[^>]* open/)
  })

  it('renders the body in place once opened, and keeps it when closed again', () => {
    const { container } = render(
      <DetailsOnDemand summary="Edit" summaryLabel="Edit Cranes" openHref="/x" openText="Show">
        {body}
      </DetailsOnDemand>,
    )
    expect(screen.queryByLabelText('Slug')).toBeNull()
    const details = container.querySelector('details')!
    details.open = true
    fireEvent(details, new Event('toggle'))
    expect(screen.getByLabelText('Slug')).toBeInTheDocument()
    expect(screen.queryByRole('link')).toBeNull()
    details.open = false
    fireEvent(details, new Event('toggle'))
    expect(screen.getByLabelText('Slug', { selector: 'input' })).toBeInTheDocument()
    expect(container.querySelector('summary')).toHaveAttribute('aria-label', 'Edit Cranes')
  })
})
