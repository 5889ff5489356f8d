import { render, screen, within } from '@testing-library/react'
import esAdmin from '@/i18n/locales/es/admin.json'
import { SavedViews } from './SavedViews'

const save = jest.fn()
const remove = jest.fn()
const views = [
  { id: '1', name: 'Stale', query: 'work=over_60_days&sort=days_desc' },
  { id: '2', name: 'Drafts', query: 'status=draft' },
]

describe('SavedViews: a table’s saved views (issue 36, point 8)', () => {
  it('lists the user’s views as links (the current one marked), each with Delete, and saves the current filter', () => {
    render(
      <SavedViews
        locale="en"
        console="admin"
        table="equipment"
        views={views}
        base="/admin/equipment"
        current="status=draft"
        back="status=draft&page=2"
        saveAction={save}
        deleteAction={remove}
      />,
    )
    const region = screen.getByRole('region', { name: 'Saved views' })
    expect(within(region).getByRole('link', { name: 'Stale' })).toHaveAttribute(
      'href',
      '/admin/equipment?work=over_60_days&sort=days_desc',
    )
    expect(within(region).getByRole('link', { name: 'Drafts' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const del = within(region).getByRole('button', { name: 'Delete the view “Stale”' })
    expect(Object.fromEntries(new FormData(del.closest('form')!))).toEqual({
      locale: 'en',
      console: 'admin',
      table: 'equipment',
      back: 'status=draft&page=2',
      id: '1',
    })
    const name = within(region).getByRole('textbox', { name: 'Name of this view' })
    expect(name).toBeRequired()
    expect(name).toHaveAttribute('maxLength', '60')
    expect(Object.fromEntries(new FormData(name.closest('form')!))).toMatchObject({
      table: 'equipment',
      query: 'status=draft',
    })
  })

  it('in Spanish: none yet, and an error says what to do', () => {
    render(
      <SavedViews
        locale="es"
        console="partner"
        table="leads"
        views={[]}
        base="/es/partner/leads"
        current=""
        back=""
        outcome={{ kind: 'error', error: 'tooMany' }}
        saveAction={save}
        deleteAction={remove}
      />,
    )
    expect(screen.getByText(esAdmin.savedViews.none)).toBeVisible()
    expect(screen.getByRole('alert')).toHaveTextContent(esAdmin.savedViews.errors.tooMany)
    expect(screen.getByRole('button', { name: esAdmin.savedViews.save })).toBeVisible()
  })
})
