import { fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { SCRIPT_LOADER_CODE } from '@/lib/script-loader'
import { renderServedWithI18n } from '../../../test/render'
import { EarlyClicks } from './EarlyClicks'

const w = self as { __iyClicks?: HTMLElement[] | null; __iyHydrated?: boolean }

/** The loader as the document runs it, before any of the app's scripts. */
function runLoader() {
  new Function(SCRIPT_LOADER_CODE)()
}

function Page() {
  const [saved, setSaved] = useState(0)
  return (
    <>
      <button type="button" onClick={() => setSaved((n) => n + 1)}>
        Saved {saved}
      </button>
      <form onSubmit={(e) => e.preventDefault()}>
        <button type="submit">Send</button>
      </form>
      <EarlyClicks />
    </>
  )
}

afterEach(() => {
  document.body.innerHTML = ''
  delete w.__iyClicks
  delete w.__iyHydrated
  for (const key of Object.keys(document)) {
    if (key.startsWith('__reactContainer$test'))
      delete (document as unknown as Record<string, unknown>)[key]
  }
})

describe('EarlyClicks', () => {
  it('clicks again, once, a button the visitor clicked before the scripts ran', async () => {
    await renderServedWithI18n(<Page />, {
      beforeScripts: () => {
        runLoader()
        fireEvent.click(screen.getByRole('button', { name: 'Saved 0' }))
        fireEvent.click(screen.getByRole('button', { name: 'Saved 0' }))
        // Not hydrated until the shell has committed (the journeys wait for the mark).
        expect(w.__iyHydrated).toBeUndefined()
      },
    })
    expect(w.__iyHydrated).toBe(true)
    expect(screen.getByRole('button', { name: 'Saved 1' })).toBeInTheDocument()
    expect(w.__iyClicks).toBeNull()
    // From now on React alone handles clicks.
    fireEvent.click(screen.getByRole('button', { name: 'Saved 1' }))
    expect(screen.getByRole('button', { name: 'Saved 2' })).toBeInTheDocument()
  })

  it('leaves submit buttons alone: the browser already sent their form', () => {
    document.body.innerHTML = '<form><button type="submit">Send</button></form>'
    runLoader()
    document.querySelector('form')!.addEventListener('submit', (e) => e.preventDefault())
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(w.__iyClicks).toEqual([])
  })

  it('notes nothing once React listens on the document (it replays those clicks itself)', () => {
    document.body.innerHTML = '<button type="button">Log in</button>'
    runLoader()
    ;(document as unknown as Record<string, unknown>)['__reactContainer$test'] = {}
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(w.__iyClicks).toEqual([])
  })
})
