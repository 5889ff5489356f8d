import { act, fireEvent, screen } from '@testing-library/react'
import { renderWithI18n } from '@/../test/render'
import { Toaster } from './Toaster'
import { clearToasts, showToast } from './toast-store'

beforeEach(() => {
  jest.useFakeTimers()
  clearToasts()
})
afterEach(() => jest.useRealTimers())

const toast = () => screen.queryByText('Saved to your favorites')

describe('toasts (spec §9)', () => {
  it('close by themselves after 5000 ms, or at once on click', () => {
    renderWithI18n(<Toaster />)
    act(() => {
      showToast({ tone: 'info', message: 'Saved to your favorites' })
    })
    expect(screen.getByRole('region', { name: 'Notifications' })).toContainElement(toast())
    act(() => jest.advanceTimersByTime(4999))
    expect(toast()).toBeInTheDocument()
    act(() => jest.advanceTimersByTime(1))
    expect(toast()).toBeNull()

    act(() => {
      showToast({ tone: 'info', message: 'Saved to your favorites' })
    })
    fireEvent.click(toast()!)
    expect(toast()).toBeNull()
  })

  it('pause while hovered and while the window has lost focus', () => {
    renderWithI18n(<Toaster />)
    act(() => {
      showToast({ tone: 'info', message: 'Saved to your favorites' })
    })
    act(() => jest.advanceTimersByTime(3000))
    fireEvent.mouseEnter(toast()!.closest('li')!)
    act(() => jest.advanceTimersByTime(10_000))
    expect(toast()).toBeInTheDocument()
    fireEvent.mouseLeave(toast()!.closest('li')!)
    act(() => jest.advanceTimersByTime(1500))
    expect(toast()).toBeInTheDocument()

    act(() => {
      window.dispatchEvent(new Event('blur'))
    })
    act(() => jest.advanceTimersByTime(10_000))
    expect(toast()).toBeInTheDocument()
    act(() => {
      window.dispatchEvent(new Event('focus'))
    })
    act(() => jest.advanceTimersByTime(499))
    expect(toast()).toBeInTheDocument()
    act(() => jest.advanceTimersByTime(1))
    expect(toast()).toBeNull()
  })

  it('run their action (Undo) and close', () => {
    const undo = jest.fn()
    renderWithI18n(<Toaster />)
    act(() => {
      showToast({ tone: 'info', message: 'Removed', action: { label: 'Undo', run: undo } })
    })
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }))
    expect(undo).toHaveBeenCalledTimes(1)
    expect(screen.queryByText('Removed')).toBeNull()
  })
})
