import { render, screen } from '@testing-library/react'
import { FilterBar, FilterSelect, FilterText } from './FilterBar'

describe('FilterBar', () => {
  it('is a GET search form whose labelled fields keep the values from the URL', () => {
    render(
      <FilterBar action="/en/admin/leads" apply="Apply">
        <FilterSelect
          label="Type"
          name="type"
          value="offer"
          any="Any type"
          options={[
            { value: 'quote', label: 'Quote' },
            { value: 'offer', label: 'Offer' },
          ]}
        />
        <FilterText label="Stock number" name="stock" value={null} maxLength={40} />
        <FilterText label="Name or address" name="q" value="ann" maxLength={100} search />
      </FilterBar>,
    )
    const form = screen.getByRole('search')
    expect(form).toHaveAttribute('method', 'get')
    expect(form).toHaveAttribute('action', '/en/admin/leads')
    const type = screen.getByLabelText('Type')
    expect(type).toHaveValue('offer')
    expect(screen.getByRole('option', { name: 'Any type' })).toHaveValue('')
    const stock = screen.getByLabelText('Stock number')
    expect(stock).toHaveValue('')
    expect(stock).not.toHaveAttribute('type')
    expect(stock).toHaveAttribute('maxlength', '40')
    expect(screen.getByRole('searchbox', { name: 'Name or address' })).toHaveValue('ann')
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveAttribute('type', 'submit')
  })

  it('offers no empty choice without `any`', () => {
    render(
      <FilterSelect
        label="Status"
        name="status"
        options={[
          { value: 'waiting', label: 'Waiting' },
          { value: 'contacted', label: 'Contacted' },
        ]}
      />,
    )
    expect(screen.getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual([
      'waiting',
      'contacted',
    ])
  })
})
