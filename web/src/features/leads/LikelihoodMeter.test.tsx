import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { renderWithI18n } from '@/../test/render'
import { LiveLikelihood } from './LikelihoodMeter'

const DEBOUNCE = 400

function Harness({ locale }: { locale: 'en' | 'es' }) {
  const [amount, setAmount] = useState('')
  return (
    <>
      <label htmlFor="amt">Amount</label>
      <input id="amt" value={amount} onChange={(e) => setAmount(e.target.value)} />
      <LiveLikelihood stockNumber="9614943" locale={locale} amount={amount} debounceMs={DEBOUNCE} />
    </>
  )
}

function answer(body: unknown, status = 200) {
  global.fetch = jest.fn(async () => ({
    ok: status < 400,
    status,
    json: async () => body,
  })) as never
}

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe('Name Your Price likelihood, before sending', () => {
  it('asks once the buyer stops typing, with the latest amount, and shows the band', async () => {
    answer({ likelihood: 'high_chance', comparableSales: 4, windowDays: 180 })
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    renderWithI18n(<Harness locale="en" />)
    expect(
      screen.getByText('Enter an amount to see how likely the seller is to accept.'),
    ).toBeInTheDocument()
    await user.type(screen.getByLabelText('Amount'), '750,000')
    expect(global.fetch).not.toHaveBeenCalled()
    await act(async () => jest.advanceTimersByTime(DEBOUNCE))
    expect(global.fetch).toHaveBeenCalledTimes(1)
    const url = new URL((global.fetch as jest.Mock).mock.calls[0][0], 'http://x')
    expect(url.pathname).toBe('/api/offer-likelihood')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      stock: '9614943',
      amount: '750,000',
      locale: 'en',
    })
    expect(await screen.findByText('High chance')).toBeInTheDocument()
    expect(
      screen.getByText(
        "Based on the asking price and the same comparable sales as this page's deal rating.",
      ),
    ).toBeInTheDocument()
  })

  it('names the bands in Spanish', async () => {
    answer({ likelihood: 'slim_chance', comparableSales: 1, windowDays: 180 })
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    renderWithI18n(<Harness locale="es" />, { locale: 'es' })
    await user.type(screen.getByLabelText('Amount'), '1000')
    await act(async () => jest.advanceTimersByTime(DEBOUNCE))
    expect(await screen.findByText('Poco probable')).toBeInTheDocument()
    expect(
      screen.getByText(
        'Según el precio publicado y las mismas ventas comparables que la calificación del precio de esta página.',
      ),
    ).toBeInTheDocument()
  })

  it('does not ask about an amount that is not a number, and says so when the check fails', async () => {
    answer({ error: { code: 'INTERNAL' } }, 502)
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    renderWithI18n(<Harness locale="en" />)
    await user.type(screen.getByLabelText('Amount'), 'lots')
    await act(async () => jest.advanceTimersByTime(DEBOUNCE))
    expect(global.fetch).not.toHaveBeenCalled()
    await user.clear(screen.getByLabelText('Amount'))
    await user.type(screen.getByLabelText('Amount'), '5000')
    await act(async () => jest.advanceTimersByTime(DEBOUNCE))
    expect(
      await screen.findByText(
        'The likelihood could not be checked right now. You can still send your offer.',
      ),
    ).toBeInTheDocument()
  })
})
