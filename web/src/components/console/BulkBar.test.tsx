import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { BulkBar, SelectBox, type BulkBarTexts } from './BulkBar'

const texts: BulkBarTexts = {
  legend: 'Bulk actions',
  selectPage: 'Select all 3 listings on this page',
  allMatching: 'Apply to all 1,204 listings matching the filter',
  selectedNone: 'No listing selected',
  selectedOne: '1 listing selected',
  selectedOther: '{{count}} listings selected',
  action: 'Action',
  chooseAction: 'Choose an action',
  apply: 'Apply',
  nothingSelected: 'Select at least one listing.',
  noAction: 'Choose what to do.',
}

const STOCKS = ['IY1', 'IY2', 'IY3']

function Page({ error = null }: { error?: string | null }) {
  return (
    <>
      <BulkBar
        formId="bulk"
        action={() => Promise.resolve()}
        rowName="stock"
        pageValues={STOCKS}
        matchingCount={1204}
        actions={[
          { value: 'publish', label: 'Publish' },
          {
            value: 'remove',
            label: 'Remove from sale',
            fields: <input aria-label="Reason" name="reason" />,
          },
          {
            value: 'changePrice',
            label: 'Change the price',
            fields: <input aria-label="Amount" name="amount" />,
          },
        ]}
        hidden={{ console: 'admin', locale: 'en', idempotencyKey: 'k'.repeat(20) }}
        texts={texts}
        error={error}
      />
      <table>
        <tbody>
          {STOCKS.map((s) => (
            <tr key={s}>
              <td>
                <SelectBox form="bulk" name="stock" value={s} label={`Select ${s}`} />
                {s}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}

/** After the bar's first frame (it counts the rows once scripted). */
async function scripted() {
  await act(() => new Promise((r) => requestAnimationFrame(() => r(undefined))))
}

describe('BulkBar (issue 36, point 7)', () => {
  it('is a labelled form whose row checkboxes, outside it, belong to it', () => {
    render(<Page />)
    const bar = screen.getByRole('group', { name: 'Bulk actions' })
    expect(bar.closest('form')).toHaveAttribute('id', 'bulk')
    for (const s of STOCKS) {
      const box = screen.getByRole('checkbox', { name: `Select ${s}` })
      expect(box).toHaveAttribute('form', 'bulk')
      expect(box).toHaveAttribute('name', 'stock')
      expect(box).toHaveAttribute('value', s)
    }
    // Without JavaScript the page's rows go with "this page", and the key and console are sent.
    const form = bar.closest('form')!
    expect(within(form).getByDisplayValue('IY1,IY2,IY3')).toHaveAttribute('name', 'pageValues')
    expect(within(form).getByDisplayValue('k'.repeat(20))).toHaveAttribute('name', 'idempotencyKey')
    expect(screen.getByRole('combobox', { name: 'Action' })).toBeInTheDocument()
    // Every action's fields show until the bar is scripted (a form without JavaScript).
    expect(screen.getByRole('textbox', { name: 'Reason' })).toBeVisible()
    expect(screen.getByRole('textbox', { name: 'Amount' })).toBeVisible()
  })

  it('counts the selection, ticks the page, and offers every row matching the filter', async () => {
    render(<Page />)
    await scripted()
    expect(screen.getByText('No listing selected')).toHaveAttribute('aria-live', 'polite')
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select IY2' }))
    expect(screen.getByText('1 listing selected')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('checkbox', { name: texts.selectPage }))
    for (const s of STOCKS)
      expect(screen.getByRole('checkbox', { name: `Select ${s}` })).toBeChecked()
    expect(screen.getByText('3 listings selected')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('checkbox', { name: texts.selectPage }))
    expect(screen.getByText('No listing selected')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('checkbox', { name: texts.allMatching }))
    expect(screen.getByText(`${(1204).toLocaleString()} listings selected`)).toBeInTheDocument()
  })

  it('shows only the chosen action’s fields once scripted', async () => {
    render(<Page />)
    await scripted()
    expect(screen.queryByRole('textbox', { name: 'Reason' })).toBeNull()
    fireEvent.change(screen.getByRole('combobox', { name: 'Action' }), {
      target: { value: 'remove' },
    })
    expect(screen.getByRole('textbox', { name: 'Reason' })).toBeVisible()
    expect(screen.queryByRole('textbox', { name: 'Amount' })).toBeNull()
  })

  it('says what is missing instead of sending: no row, then no action', async () => {
    render(<Page />)
    await scripted()
    const form = screen.getByRole('group', { name: 'Bulk actions' }).closest('form')!
    fireEvent.submit(form)
    expect(screen.getByRole('alert')).toHaveTextContent('Select at least one listing.')
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select IY1' }))
    expect(screen.queryByRole('alert')).toBeNull()
    fireEvent.submit(form)
    expect(screen.getByRole('alert')).toHaveTextContent('Choose what to do.')
  })

  it('shows the server’s refusal after a post', () => {
    render(<Page error="Give a reason for removing the listings." />)
    expect(screen.getByRole('alert')).toHaveTextContent('Give a reason for removing the listings.')
  })
})
