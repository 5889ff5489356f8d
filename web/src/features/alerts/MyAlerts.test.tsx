import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithI18n } from '@/../test/render'
import type { MyInventoryAlertFieldsFragment } from '@/graphql/__generated__/graphql'
import { MyAlerts } from './MyAlerts'

const action = jest.fn()
jest.mock('@/features/alerts/my-alerts-actions', () => ({
  manageAlertAction: (...args: unknown[]) => action(...args),
}))

beforeEach(() => action.mockReset())

const alert = (
  over: Partial<MyInventoryAlertFieldsFragment> = {},
): MyInventoryAlertFieldsFragment => ({
  id: '8d7f3c1e-2b4a-4c5d-9e6f-0a1b2c3d4e5f',
  summary: 'Excavators · Caterpillar · 2015 or newer · under $80,000 · Texas',
  searchPath: '/equipment?category=excavators&make=caterpillar',
  frequency: 'DAILY',
  state: 'ACTIVE',
  createdAt: '2026-11-20T15:00:00.000Z',
  ...over,
})

describe('MyAlerts (/account, issue 16)', () => {
  it('lists each alert in words with its state and frequency, and pauses it', async () => {
    action.mockResolvedValue({ result: { ok: true, data: { messageKey: 'paused' } } })
    renderWithI18n(
      <MyAlerts locale="en" email="me@example.com" addressVerified alerts={[alert()]} />,
    )
    const item = screen.getByRole('article', {
      name: 'Excavators · Caterpillar · 2015 or newer · under $80,000 · Texas',
    })
    expect(item).toHaveTextContent('Active · Daily')
    expect(within(item).getByRole('link', { name: 'See matching machines' })).toHaveAttribute(
      'href',
      '/equipment?category=excavators&make=caterpillar',
    )
    await userEvent.click(within(item).getByRole('button', { name: 'Pause' }))
    const form = action.mock.calls[0][1] as FormData
    expect(Object.fromEntries(form)).toEqual({
      locale: 'en',
      id: '8d7f3c1e-2b4a-4c5d-9e6f-0a1b2c3d4e5f',
      op: 'pause',
    })
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Alert paused: no emails until you resume it.',
    )
    // Focus moves in an effect after the message commits: wait for it, as a screen reader would.
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus())
  })

  it('asks before deleting; "keep it" deletes nothing', async () => {
    action.mockResolvedValue({ result: { ok: true, data: { messageKey: 'deleted' } } })
    renderWithI18n(
      <MyAlerts locale="en" email="me@example.com" addressVerified alerts={[alert()]} />,
    )
    const confirmText = screen.getByText('Delete this alert? This cannot be undone.')
    expect(confirmText).not.toBeVisible()
    await userEvent.click(screen.getByText('Delete'))
    expect(confirmText).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }))
    expect(confirmText).not.toBeVisible()
    expect(action).not.toHaveBeenCalled()
    await userEvent.click(screen.getByText('Delete'))
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }))
    expect((action.mock.calls[0][1] as FormData).get('op')).toBe('delete')
    expect(await screen.findByRole('status')).toHaveTextContent('Alert deleted.')
  })

  it('speaks Spanish: paused alert, resume, weekly frequency', async () => {
    action.mockResolvedValue({
      result: { ok: true, data: { messageKey: 'frequencySaved', frequency: 'WEEKLY' } },
    })
    renderWithI18n(
      <MyAlerts
        locale="es"
        email="yo@example.com"
        addressVerified
        alerts={[alert({ state: 'PAUSED', summary: 'Excavadoras · Texas' })]}
      />,
      { locale: 'es' },
    )
    const item = screen.getByRole('article', { name: 'Excavadoras · Texas' })
    expect(item).toHaveTextContent('En pausa · Diaria')
    expect(within(item).getByRole('button', { name: 'Reanudar' })).toBeInTheDocument()
    await userEvent.selectOptions(within(item).getByLabelText('Frecuencia'), 'WEEKLY')
    await userEvent.click(within(item).getByRole('button', { name: 'Guardar' }))
    expect((action.mock.calls[0][1] as FormData).get('frequency')).toBe('WEEKLY')
    expect(await screen.findByRole('status')).toHaveTextContent('Guardado: Semanal (los lunes).')
  })

  it('says why nothing is listed: no alert yet, or an address not verified', () => {
    const { rerender } = renderWithI18n(
      <MyAlerts locale="en" email="me@example.com" addressVerified alerts={[]} />,
    )
    expect(screen.getByText(/You have no inventory alerts yet/)).toBeInTheDocument()
    rerender(<MyAlerts locale="en" email="me@example.com" addressVerified={false} alerts={[]} />)
    expect(
      screen.getByText(
        'Confirm your email address to see and manage the inventory alerts sent to me@example.com.',
      ),
    ).toBeInTheDocument()
  })

  it("says so when the alert is gone (deleted elsewhere, or not this user's)", () => {
    renderWithI18n(
      <MyAlerts
        locale="en"
        email="me@example.com"
        addressVerified
        alerts={[]}
        initialState={{
          result: { ok: false, code: 'NOT_FOUND', fields: [], messageKey: 'alerts.gone' },
        }}
      />,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('This alert no longer exists.')
  })
})
