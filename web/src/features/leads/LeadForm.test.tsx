import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { STORAGE_KEYS } from '@/features/analytics'
import type { LeadAnswer, LeadFormState } from '@/features/leads/lead-form-state'
import { renderServedWithI18n, renderWithI18n } from '@/../test/render'
import { LeadForm, type LeadFormProps } from './LeadForm'

const action = jest.fn<Promise<LeadFormState>, [LeadFormState, FormData]>()
jest.mock('@/features/leads/submit-lead', () => ({
  submitLeadAction: (prev: LeadFormState, form: FormData) => action(prev, form),
}))

const KEY = 'key-0123456789abcdef'
const QUERY_ID = '9bf1dfc5-e0b0-420b-b055-0c9651e1c27e'

function renderForm(props: Partial<LeadFormProps> = {}, locale: 'en' | 'es' = 'en') {
  return renderWithI18n(
    <LeadForm
      type="contact_sales"
      locale={locale}
      stockNumber="9614943"
      idempotencyKey={KEY}
      queryId={QUERY_ID}
      brand="Ironyard"
      {...props}
    />,
    { locale },
  )
}

const sent = (call = 0) => action.mock.calls[call][1]
const success = ({
  values = {},
  ...answer
}: LeadAnswer & Pick<Partial<LeadFormState>, 'values'> = {}): LeadFormState => ({
  idempotencyKey: KEY,
  values,
  result: {
    ok: true,
    data: { contactWindow: 'within24Hours', duplicate: false, likelihood: null, ...answer },
  },
})
const failed = (messageKey: string, over: Partial<LeadFormState> = {}): LeadFormState => ({
  idempotencyKey: KEY,
  values: {},
  result: { ok: false, code: 'VALIDATION', fields: [], messageKey },
  ...over,
})

async function fillPerson(user: ReturnType<typeof userEvent.setup>, es = false) {
  await user.type(screen.getByLabelText(es ? 'Nombre' : 'First name'), 'Dana')
  await user.type(screen.getByLabelText(es ? 'Apellido' : 'Last name'), 'Reyes')
  await user.type(screen.getByLabelText(es ? 'Correo electrónico' : 'Email'), 'dana@example.com')
  await user.type(screen.getByLabelText(es ? 'Teléfono' : 'Phone'), '+1 512 555 0188')
}

beforeEach(() => {
  action.mockReset()
  window.localStorage.clear()
})

describe('LeadForm', () => {
  it('shows the spec §5 message under each missing field and sends nothing', async () => {
    const user = userEvent.setup()
    renderForm()
    await user.click(screen.getByRole('button', { name: 'Contact sales' }))
    for (const [label, text] of [
      ['First name', 'First name is required'],
      ['Last name', 'Last name is required'],
      ['Email', 'Email is required'],
      ['Phone', 'Phone is required'],
      ['Message', 'Message is required'],
    ]) {
      const input = screen.getByLabelText(label)
      expect(input).toHaveAttribute('aria-invalid', 'true')
      expect(input).toHaveAccessibleDescription(text)
    }
    expect(screen.getByLabelText('First name')).toHaveFocus()
    expect(action).not.toHaveBeenCalled()
  })

  it('says it in Spanish on Spanish pages, including what is wrong with a value', async () => {
    const user = userEvent.setup()
    renderForm({}, 'es')
    await user.type(screen.getByLabelText('Correo electrónico'), 'dana@')
    await user.type(screen.getByLabelText('Teléfono'), '512-555-0100 ext 2')
    await user.tab()
    expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription(
      'El correo electrónico no es válido',
    )
    expect(screen.getByLabelText('Teléfono')).toHaveAccessibleDescription('Solo se permite +')
    await user.click(screen.getByRole('button', { name: 'Contactar a ventas' }))
    expect(screen.getByLabelText('Mensaje')).toHaveAccessibleDescription(
      'El mensaje es obligatorio',
    )
    // Fixing a value clears its message as the visitor types.
    await user.clear(screen.getByLabelText('Teléfono'))
    await user.type(screen.getByLabelText('Teléfono'), '512 555 0100')
    expect(screen.getByLabelText('Teléfono')).not.toHaveAttribute('aria-invalid')
  })

  it('sends the fields with the key, the search, the locale and the stored marketing parameters', async () => {
    window.localStorage.setItem(STORAGE_KEYS.utm, JSON.stringify({ utm_source: 'google' }))
    window.localStorage.setItem(STORAGE_KEYS.firstVisitParams, JSON.stringify({ gclid: 'x1' }))
    action.mockResolvedValue(success())
    const user = userEvent.setup()
    renderForm()
    await fillPerson(user)
    await user.type(screen.getByLabelText('Message'), 'Is it still available?')
    await user.click(screen.getByRole('button', { name: 'Contact sales' }))
    const form = sent()
    expect(Object.fromEntries(form.entries())).toMatchObject({
      type: 'contact_sales',
      locale: 'en',
      stockNumber: '9614943',
      idempotencyKey: KEY,
      queryId: QUERY_ID,
      firstName: 'Dana',
      lastName: 'Reyes',
      email: 'dana@example.com',
      phone: '+1 512 555 0188',
      message: 'Is it still available?',
      pageUrl: window.location.href,
    })
    expect(JSON.parse(form.get('utm') as string)).toEqual({ utm_source: 'google' })
    expect(JSON.parse(form.get('firstVisitParams') as string)).toEqual({ gclid: 'x1' })
  })

  it('tells analytics about the lead with its value (advertised price in cents / 50,000)', async () => {
    action.mockResolvedValue(success())
    const events: CustomEvent[] = []
    const listen = (e: Event) => events.push(e as CustomEvent)
    window.addEventListener('ironyard:lead', listen)
    const user = userEvent.setup()
    renderForm({ advertisedPriceCents: 75_300_000 })
    await fillPerson(user)
    await user.type(screen.getByLabelText('Message'), 'Hello')
    await user.click(screen.getByRole('button', { name: 'Contact sales' }))
    await screen.findByRole('status')
    window.removeEventListener('ironyard:lead', listen)
    expect(events.map((e) => e.detail)).toEqual([
      {
        description: 'Contact Sales Form Submitted',
        type: 'contact_sales',
        stockNumber: '9614943',
        filters: { advertisedPriceInCents: 75_300_000 },
        value: 1506,
        currency: 'USD',
      },
    ])
  })

  it('promises contact within 24 hours after sending, and 1-2 business days for the inspector', async () => {
    action.mockResolvedValue(success())
    const user = userEvent.setup()
    const { unmount } = renderForm()
    await fillPerson(user)
    await user.type(screen.getByLabelText('Message'), 'Hello')
    await user.click(screen.getByRole('button', { name: 'Contact sales' }))
    const status = await screen.findByRole('status')
    expect(status).toHaveTextContent('Submission successful!')
    expect(status).toHaveTextContent('A team partner will contact you within 24 hours.')
    expect(status).toHaveFocus()
    unmount()
    renderForm(
      {
        type: 'ask_inspector',
        initialState: success({ contactWindow: 'oneToTwoBusinessDays' }),
      },
      'es',
    )
    expect(screen.getByRole('status')).toHaveTextContent('¡Envío exitoso!')
    expect(screen.getByRole('status')).toHaveTextContent(
      'Un asesor se pondrá en contacto contigo en 1 a 2 días hábiles.',
    )
  })

  it('shows the api field messages and the generic error when the api refuses the form', async () => {
    action.mockResolvedValue({
      idempotencyKey: KEY,
      values: {
        email: 'dana@example.con',
        phone: '+1 512 555 0188',
        firstName: 'Dana',
        lastName: 'R',
        message: 'Hi',
      },
      result: {
        ok: false,
        code: 'VALIDATION',
        fields: [
          {
            path: 'email',
            key: 'validation.emailInvalid',
            message: 'El correo electrónico no es válido',
          },
          { path: 'phone', key: 'validation.phoneInvalid', message: 'El teléfono no es válido' },
        ],
        messageKey: 'form.couldNotSubmit',
      },
    })
    const user = userEvent.setup()
    renderForm({}, 'es')
    await fillPerson(user, true)
    await user.type(screen.getByLabelText('Mensaje'), 'Hola')
    await user.click(screen.getByRole('button', { name: 'Contactar a ventas' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo enviar el formulario. Inténtalo otra vez.',
    )
    expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription(
      'El correo electrónico no es válido',
    )
    expect(screen.getByLabelText('Correo electrónico')).toHaveFocus()
    // Fixing a field keeps the cursor there (no jump to the next refused one).
    await user.type(screen.getByLabelText('Correo electrónico'), 'm')
    expect(screen.getByLabelText('Correo electrónico')).not.toHaveAttribute('aria-invalid')
    expect(screen.getByLabelText('Correo electrónico')).toHaveFocus()
    expect(screen.getByLabelText('Teléfono')).toHaveAccessibleDescription(
      'El teléfono no es válido',
    )
  })

  it('keeps the same idempotency key for a retry after a failure, and sends once per click', async () => {
    let release: (s: LeadFormState) => void = () => undefined
    action.mockImplementationOnce(() => Promise.reject(new Error('network')))
    action.mockImplementationOnce(() => new Promise((r) => (release = r)))
    const user = userEvent.setup()
    renderForm()
    await fillPerson(user)
    await user.type(screen.getByLabelText('Message'), 'Hi')
    await user.click(screen.getByRole('button', { name: 'Contact sales' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Form could not be submitted. Please try again.',
    )
    // The typed values survive the failure.
    expect(screen.getByLabelText('First name')).toHaveValue('Dana')
    await user.click(await screen.findByRole('button', { name: 'Contact sales' }))
    const sending = await screen.findByRole('button', { name: 'Sending…' })
    expect(sending).toBeDisabled()
    await user.click(sending)
    expect(action).toHaveBeenCalledTimes(2)
    expect(sent(1).get('idempotencyKey')).toBe(sent(0).get('idempotencyKey'))
    await act(async () => release(success({ duplicate: true })))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We already had this request: no need to send it again.',
    )
  })

  it('starts a new submission with a new key after "send another"', async () => {
    action.mockResolvedValue(success())
    const user = userEvent.setup()
    renderForm({ initialState: success() })
    await user.click(screen.getByRole('button', { name: 'Send another' }))
    await fillPerson(user)
    await user.type(screen.getByLabelText('Message'), 'Another question')
    await user.click(screen.getByRole('button', { name: 'Contact sales' }))
    const key = sent().get('idempotencyKey') as string
    expect(key).not.toBe(KEY)
    expect(key).toMatch(/^[\w-]{16,}$/)
  })

  it.each([
    ['form.rateLimited', 'Too many submissions. Please wait a few minutes and try again.'],
    ['form.unknownError', 'An unknown error occurred. Please try again.'],
    ['errors.unavailable', 'This machine can no longer be bought. See similar machines below.'],
  ])('shows %s as a form error', (messageKey, text) => {
    renderForm({ initialState: failed(messageKey) })
    expect(screen.getByRole('alert')).toHaveTextContent(text)
  })

  it('prefills the signed-in visitor and carries the consent text on forms that take a phone', () => {
    renderForm({
      type: 'buy_now',
      introValues: { price: '$753,000' },
      prefill: {
        firstName: 'Dana',
        lastName: 'Reyes',
        email: 'dana@example.com',
        phone: '5125550188',
      },
    })
    expect(screen.getByLabelText('First name')).toHaveValue('Dana')
    expect(screen.getByLabelText('Email')).toHaveValue('dana@example.com')
    expect(screen.getByLabelText('Phone')).toHaveValue('5125550188')
    expect(screen.getByText(/Reserve this machine at \$753,000/)).toBeInTheDocument()
    expect(
      screen.getByText(
        /contact you by email, phone or text message .* including by automated dialling\. Signing is not a condition of purchase\./,
      ),
    ).toBeInTheDocument()
  })

  it('asks only for an email on the newsletter and notify-me forms, with an email consent', () => {
    renderForm({ type: 'notify_similar', introValues: { title: '2022 Komatsu WA600-8' } })
    const form = screen.getByRole('form')
    expect(within(form).getAllByRole('textbox')).toHaveLength(1)
    expect(within(form).getByLabelText('Email')).toBeInTheDocument()
    // Spec §5: the form carries a consent text, for the one channel it collects.
    expect(
      within(form).getByText(
        /may contact you by email at the address you provided .* Signing up is not a condition of purchase\./,
      ),
    ).toBeInTheDocument()
    expect(within(form).queryByText(/phone or text message|automated dialling/)).toBeNull()
    expect(screen.getByRole('button', { name: 'Notify me' })).toBeInTheDocument()
  })

  it('carries the email consent on the Spanish equipment newsletter form', () => {
    renderForm({ type: 'equipment_newsletter' }, 'es')
    expect(
      within(screen.getByRole('form')).getByText(
        /te contacte por correo electrónico, en la dirección que proporcionaste, .* Suscribirte no es una condición de compra\./,
      ),
    ).toBeInTheDocument()
  })

  it('asks a newsletter subscriber to confirm by email, whatever the answer behind it', async () => {
    action.mockResolvedValue(
      success({
        contactWindow: 'none',
        subscription: 'CHECK_EMAIL',
        values: { email: 'dana@example.com' },
      }),
    )
    const user = userEvent.setup()
    const { unmount } = renderForm({ type: 'equipment_newsletter' })
    await user.type(screen.getByLabelText('Email'), 'dana@example.com')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    const status = await screen.findByRole('status')
    expect(status).toHaveTextContent(
      "Thanks for subscribing! Check your email to confirm: if dana@example.com isn't confirmed yet, we've sent it a link",
    )
    expect(status).not.toHaveTextContent('Updates go to')
    unmount()
    renderForm(
      {
        type: 'equipment_newsletter',
        initialState: success({
          contactWindow: 'none',
          subscription: 'CHECK_EMAIL',
          values: { email: 'dana@example.com' },
        }),
      },
      'es',
    )
    expect(screen.getByRole('status')).toHaveTextContent(
      'Revisa tu correo para confirmar: si dana@example.com aún no está confirmado',
    )
  })

  it("says a signed-in member's own verified address is subscribed at once", () => {
    renderForm({
      type: 'equipment_newsletter',
      initialState: success({
        contactWindow: 'none',
        subscription: 'ACTIVE',
        values: { email: 'member@example.com' },
      }),
    })
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent('Thanks for subscribing! Updates go to member@example.com.')
    expect(status).not.toHaveTextContent('Check your email')
  })

  it('shows the offer and its likelihood after a Name Your Price submission', () => {
    renderForm({
      type: 'name_your_price',
      initialState: success({ likelihood: 'possible', values: { offerAmount: '700,000' } }),
    })
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent('Your offer of $700,000 was received.')
    expect(status).toHaveTextContent('Likelihood the seller accepts: Possible')
  })

  it('keeps an offer typed while the page was loading: it is rated, and sent with the form', async () => {
    const estimate = { likelihood: 'likely', comparableSales: 4, windowDays: 90 }
    const fetchMock = jest.fn(async (_url: string) => new Response(JSON.stringify(estimate)))
    const realFetch = global.fetch
    global.fetch = fetchMock as unknown as typeof fetch
    try {
      action.mockResolvedValue(success())
      const props = {
        type: 'name_your_price',
        locale: 'en',
        stockNumber: '9614943',
        idempotencyKey: KEY,
        brand: 'Ironyard',
        likelihoodDebounceMs: 0,
      } as const
      await renderServedWithI18n(<LeadForm {...props} />, {
        beforeScripts: (page) => {
          page.querySelector<HTMLInputElement>('[name=offerAmount]')!.value = '85,000'
          page.querySelector<HTMLInputElement>('[name=firstName]')!.value = 'Dana'
        },
      })
      expect(screen.getByLabelText('Your offer (USD)')).toHaveValue('85,000')
      expect(screen.getByLabelText('First name')).toHaveValue('Dana')
      await act(async () => new Promise((r) => setTimeout(r, 10)))
      expect(new URL(fetchMock.mock.calls[0][0], 'http://x').searchParams.get('amount')).toBe(
        '85,000',
      )
      const user = userEvent.setup()
      await user.type(screen.getByLabelText('Last name'), 'Reyes')
      await user.type(screen.getByLabelText('Email'), 'dana@example.com')
      await user.type(screen.getByLabelText('Phone'), '+1 512 555 0188')
      await user.click(screen.getByRole('button', { name: 'Send offer' }))
      expect(Object.fromEntries(sent().entries())).toMatchObject({
        firstName: 'Dana',
        offerAmount: '85,000',
      })
    } finally {
      global.fetch = realFetch
      document.body.innerHTML = ''
    }
  })

  it('warns above the asking price and says once that an absurd offer is too high (issue 16, defect 8)', async () => {
    const estimate = { likelihood: 'high_chance', comparableSales: 4, windowDays: 90 }
    const fetchMock = jest.fn(async (_url: string) => new Response(JSON.stringify(estimate)))
    const realFetch = global.fetch
    global.fetch = fetchMock as unknown as typeof fetch
    try {
      const user = userEvent.setup()
      renderWithI18n(
        <LeadForm
          type="name_your_price"
          locale="en"
          stockNumber="9614943"
          idempotencyKey={KEY}
          brand="Ironyard"
          advertisedPriceCents={8_500_000}
          likelihoodDebounceMs={0}
        />,
      )
      const offer = screen.getByLabelText('Your offer (USD)')
      await user.type(offer, '80,000')
      expect(screen.queryByTestId('offer-above-asking')).toBeNull()
      await user.clear(offer)
      await user.type(offer, '90,000')
      expect(screen.getByTestId('offer-above-asking')).toHaveTextContent(
        'Your offer is above the asking price of $85,000.',
      )
      await user.clear(offer)
      fetchMock.mockClear()
      await user.type(offer, '1000000000')
      await user.tab()
      await act(async () => new Promise((r) => setTimeout(r, 10)))
      expect(offer).toHaveAccessibleDescription('Amount is too high: enter at most $100,000,000')
      expect(screen.queryByText(/could not be checked/)).toBeNull()
      // Never asked about an amount the form refuses.
      expect(
        fetchMock.mock.calls.map((c) => new URL(c[0], 'http://x').searchParams.get('amount')),
      ).not.toContain('1000000000')
    } finally {
      global.fetch = realFetch
    }
  })
})
