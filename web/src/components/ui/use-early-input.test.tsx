import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useEffect, useRef, useState } from 'react'
import { renderToString } from 'react-dom/server'
import { useEarlyInput } from './use-early-input'

const changes = jest.fn()

/** A controlled form that, like most, renders again right after hydrating. */
function Form({ adopt = true }: { adopt?: boolean }) {
  const ref = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState({ name: '', term: '60', plan: 'a', news: false, note: '' })
  const [, setReady] = useState(false)
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the re-render after hydration is what this test needs
  useEffect(() => setReady(true), [])
  useEarlyInput(adopt ? ref : { current: null })
  const set = (k: keyof typeof values, v: string | boolean) => {
    changes(k, v)
    setValues((s) => ({ ...s, [k]: v }))
  }
  return (
    <form ref={ref}>
      <label>
        Name <input name="name" value={values.name} onChange={(e) => set('name', e.target.value)} />
      </label>
      <label>
        Term
        <select name="term" value={values.term} onChange={(e) => set('term', e.target.value)}>
          <option value="36">36</option>
          <option value="60">60</option>
        </select>
      </label>
      {['a', 'b'].map((p) => (
        <label key={p}>
          <input
            type="radio"
            name="plan"
            value={p}
            checked={values.plan === p}
            onChange={() => set('plan', p)}
          />
          Plan {p}
        </label>
      ))}
      <label>
        <input
          type="checkbox"
          name="news"
          checked={values.news}
          onChange={(e) => set('news', e.target.checked)}
        />
        News
      </label>
      <label>
        Note{' '}
        <textarea name="note" value={values.note} onChange={(e) => set('note', e.target.value)} />
      </label>
      <output>{JSON.stringify(values)}</output>
    </form>
  )
}

/** The server's HTML, filled in by the visitor before the scripts ran, then hydrated. */
async function fillThenHydrate(fill: (c: HTMLElement) => void, adopt = true) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Form adopt={adopt} />)
  document.body.append(container)
  fill(container)
  await act(async () => {
    render(<Form adopt={adopt} />, { container, hydrate: true })
  })
  return container
}

const field = <T extends Element>(c: HTMLElement, selector: string) =>
  c.querySelector(selector) as T

function fillEverything(c: HTMLElement) {
  field<HTMLInputElement>(c, '[name=name]').value = 'Ana'
  field<HTMLSelectElement>(c, '[name=term]').value = '36'
  field<HTMLInputElement>(c, '[name=plan][value=b]').checked = true
  field<HTMLInputElement>(c, '[name=news]').checked = true
  field<HTMLTextAreaElement>(c, '[name=note]').value = 'Call after 5'
}

beforeEach(() => {
  changes.mockClear()
  document.body.innerHTML = ''
})

describe('useEarlyInput', () => {
  it('keeps what a visitor entered before hydration and hands it to the form state', async () => {
    const c = await fillThenHydrate(fillEverything)
    expect(JSON.parse(c.querySelector('output')!.textContent!)).toEqual({
      name: 'Ana',
      term: '36',
      plan: 'b',
      news: true,
      note: 'Call after 5',
    })
    expect(screen.getByLabelText('Name')).toHaveValue('Ana')
    expect(screen.getByLabelText('Term')).toHaveValue('36')
    expect(screen.getByLabelText('Plan b')).toBeChecked()
    expect(screen.getByLabelText('Plan a')).not.toBeChecked()
    expect(screen.getByLabelText('News')).toBeChecked()
    expect(screen.getByLabelText('Note')).toHaveValue('Call after 5')
  })

  it('without it, the next render throws the typed text away (why the hook exists)', async () => {
    const c = await fillThenHydrate(fillEverything, false)
    expect(screen.getByLabelText('Name')).toHaveValue('')
    expect(JSON.parse(c.querySelector('output')!.textContent!).name).toBe('')
  })

  it('replays nothing when nothing was touched, or when the form was drawn in the browser', async () => {
    await fillThenHydrate(() => undefined)
    expect(changes).not.toHaveBeenCalled()
    document.body.innerHTML = ''
    render(<Form />)
    expect(changes).not.toHaveBeenCalled()
  })

  it('leaves later typing to the form as usual', async () => {
    await fillThenHydrate(() => undefined)
    await userEvent.type(screen.getByLabelText('Name'), 'Bo')
    expect(screen.getByLabelText('Name')).toHaveValue('Bo')
    expect(changes).toHaveBeenLastCalledWith('name', 'Bo')
  })
})
