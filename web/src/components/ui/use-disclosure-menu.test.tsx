import { act, render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { MobileMenu } from '@/components/layout/MobileMenu'

let pathname = '/'
jest.mock('next/navigation', () => ({ usePathname: () => pathname }))

function menu() {
  return (
    <MobileMenu label="Menu">
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- any link will do: the menu closing is tested, not Next routing */}
      <a href="/equipment">Equipment</a>
    </MobileMenu>
  )
}

/**
 * The server's HTML, opened by the visitor before the scripts have run, then hydrated. React
 * reports the `open` attribute it did not render (a development-only warning, expected here: the
 * visitor set it) and leaves it alone.
 */
function openBeforeHydration() {
  const container = document.createElement('div')
  container.innerHTML = renderToString(menu())
  document.body.append(container)
  const details = container.querySelector('details')!
  details.open = true
  const quiet = jest.spyOn(console, 'error').mockImplementation((message: unknown) => {
    if (!String(message).includes('hydrated but some attributes')) throw new Error(String(message))
  })
  const view = render(menu(), { container, hydrate: true })
  quiet.mockRestore()
  return { details, view }
}

describe('a header menu on <details>', () => {
  beforeEach(() => {
    pathname = '/'
  })

  it('stays open when the visitor opened it while the page was hydrating', () => {
    const { details } = openBeforeHydration()
    expect(details.open).toBe(true)
  })

  it('closes after a navigation to another page, and on Escape', () => {
    const { details, view } = openBeforeHydration()
    pathname = '/equipment'
    view.rerender(menu())
    expect(details.open).toBe(false)

    details.open = true
    act(() => {
      details.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    })
    expect(details.open).toBe(false)
    expect(document.activeElement).toBe(details.querySelector('summary'))
  })
})
