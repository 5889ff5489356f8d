import { render, screen } from '@testing-library/react'
import { ApiError } from '@/lib/api-client'
import { CellView, cellData, loadCell } from './cell'

describe('a screen cell', () => {
  it('is the data, empty when the screen says so, or the mapped failure', async () => {
    expect(await loadCell(async () => [1])).toEqual({ state: 'success', data: [1] })
    expect(await loadCell(async () => [], { isEmpty: (d) => d.length === 0 })).toEqual({
      state: 'empty',
    })
    const failed = await loadCell(async () => {
      throw new ApiError('NOT_FOUND', 'gone')
    })
    expect(failed).toMatchObject({ state: 'failure', failure: { kind: 'notFound' } })
    expect(cellData(failed, 'fallback')).toBe('fallback')
  })

  it('renders one function per state', () => {
    const views = {
      success: (d: string) => <p>{d}</p>,
      empty: () => <p>nothing</p>,
      failure: () => <p>failed</p>,
    }
    const { rerender } = render(<CellView cell={{ state: 'success', data: 'hi' }} {...views} />)
    expect(screen.getByText('hi')).toBeInTheDocument()
    rerender(<CellView cell={{ state: 'empty' }} {...views} />)
    expect(screen.getByText('nothing')).toBeInTheDocument()
    rerender(
      <CellView
        cell={{
          state: 'failure',
          failure: { kind: 'form', code: 'INTERNAL', fields: [], message: '' },
        }}
        {...views}
      />,
    )
    expect(screen.getByText('failed')).toBeInTheDocument()
  })
})
