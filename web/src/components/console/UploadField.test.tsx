import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { UploadField, type UploadTexts } from './UploadField'

const TEXTS: UploadTexts = {
  label: 'Add photos',
  hint: 'JPEG or PNG.',
  choose: 'Choose photos',
  drop: 'Or drop files here.',
  uploading: 'Uploading…',
  done: 'Uploaded',
  failed: 'The upload failed.',
  tooLarge: '{{name}} is too large: it was not sent.',
}

/** A stand-in XMLHttpRequest: answers each send from `answers`, in order, after a progress event. */
const sent: Array<{ url: string; body: unknown }> = []
let answers: Array<{ status: number; body: unknown }> = []
class FakeXhr {
  status = 0
  responseText = ''
  upload: {
    onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null
  } = {
    onprogress: null,
  }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  private url = ''
  open(_method: string, url: string) {
    this.url = url
  }
  setRequestHeader() {}
  send(body: unknown) {
    sent.push({ url: this.url, body })
    const answer = answers.shift()!
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 })
      this.status = answer.status
      this.responseText = JSON.stringify(answer.body)
      this.onload?.()
    }, 0)
  }
}

beforeEach(() => {
  sent.length = 0
  answers = []
  ;(global as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr
})

const file = (name: string, size = 10, type = 'image/jpeg') =>
  new File([new Uint8Array(size)], name, { type })

describe('UploadField, the console upload piece', () => {
  it('sends each chosen file in turn and says how each went, with the server reason for a refusal', async () => {
    answers = [
      { status: 201, body: { created: true } },
      { status: 400, body: { error: { message: 'This file is not a photo' } } },
    ]
    const onUploaded = jest.fn()
    const user = userEvent.setup()
    render(
      <UploadField
        texts={TEXTS}
        accept="image/*"
        multiple
        maxBytes={100}
        url={(f) => `/upload/${f.name}`}
        onUploaded={onUploaded}
      />,
    )
    await user.upload(screen.getByLabelText('Add photos'), [file('front.jpg'), file('notes.jpg')])
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('This file is not a photo'),
    )
    expect(sent.map((s) => s.url)).toEqual(['/upload/front.jpg', '/upload/notes.jpg'])
    const items = screen.getAllByRole('listitem')
    expect(items[0]).toHaveTextContent('front.jpg Uploaded')
    expect(items[1]).toHaveTextContent('notes.jpg')
    expect(onUploaded).toHaveBeenCalledTimes(1)
  })

  it('refuses a file over the limit without sending it, and reloads nothing when nothing was uploaded', async () => {
    const onUploaded = jest.fn()
    const user = userEvent.setup()
    render(
      <UploadField
        texts={TEXTS}
        accept="image/*"
        maxBytes={5}
        url={() => '/u'}
        onUploaded={onUploaded}
      />,
    )
    await user.upload(screen.getByLabelText('Add photos'), file('huge.jpg', 50))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'huge.jpg is too large: it was not sent.',
    )
    expect(sent).toEqual([])
    expect(onUploaded).not.toHaveBeenCalled()
  })

  it('is usable from the keyboard: a real button opens the picker; disabled means nothing can be chosen', async () => {
    const user = userEvent.setup()
    const { rerender } = render(
      <UploadField texts={TEXTS} accept="image/*" maxBytes={5} url={() => '/u'} />,
    )
    const input = screen.getByLabelText('Add photos') as HTMLInputElement
    const click = jest.spyOn(input, 'click')
    await user.tab()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Choose photos' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(click).toHaveBeenCalled()
    rerender(<UploadField texts={TEXTS} accept="image/*" maxBytes={5} url={() => '/u'} disabled />)
    expect(screen.getByRole('button', { name: 'Choose photos' })).toBeDisabled()
    expect(input).toBeDisabled()
  })
})
