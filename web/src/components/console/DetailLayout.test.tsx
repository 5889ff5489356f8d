import { render, screen } from '@testing-library/react'
import { Card } from './Card'
import { DetailLayout, outcomeOf, queryText } from './DetailLayout'
import { Notice } from './Notice'

describe('DetailLayout', () => {
  it('puts the way back first, then the step done (a status) or failed (an alert)', () => {
    render(
      <DetailLayout
        back={{ href: '/en/admin/makes', label: 'All makes' }}
        done="Saved."
        failed="The api refused: price"
      >
        <Card id="facts" title="Facts">
          <p>Body</p>
        </Card>
      </DetailLayout>,
    )
    expect(screen.getByRole('link', { name: 'All makes' })).toHaveAttribute(
      'href',
      '/en/admin/makes',
    )
    expect(screen.getByRole('status')).toHaveTextContent('Saved.')
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('The api refused: price')
    expect(alert).toHaveAttribute('data-tone', 'error')
    expect(screen.getByRole('region', { name: 'Facts' })).toContainElement(screen.getByText('Body'))
  })

  it('says nothing when there is no outcome', () => {
    render(
      <DetailLayout>
        <p>Body</p>
      </DetailLayout>,
    )
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('reads the outcome from the query, cut to size, lists ignored, never a `why` text', () => {
    expect(
      outcomeOf({ done: 'x'.repeat(40), failed: ['a', 'b'], error: 'e'.repeat(40), why: 'y' }),
    ).toEqual({
      done: 'x'.repeat(20),
      failed: undefined,
      error: 'e'.repeat(30),
    })
    expect(queryText({ marked: '1234567890123456789' }, 'marked', 15)).toBe('123456789012345')
  })
})

describe('Notice', () => {
  it('is not announced when it is a standing warning', () => {
    render(
      <Notice tone="error" live={false}>
        Add an inspection first.
      </Notice>,
    )
    const p = screen.getByText('Add an inspection first.')
    expect(p).not.toHaveAttribute('role')
    expect(p).toHaveAttribute('data-tone', 'error')
  })
})
