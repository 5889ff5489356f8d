import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { ClientTranslations } from '@/i18n/ClientTranslations'
import { pickKeys } from '@/i18n/resources'
import type { LeadFormState } from '@/features/leads/lead-form-state'
import { validateLeadField } from '@/features/leads/validate-lead'
import { EQUIPMENT_LEAD_TYPES, type EquipmentLeadType } from './lead-forms'
import { LEAD_FORM_FIELDS, leadFormKeys, leadValidationKeys } from './lead-form-rules'
import { LeadForm } from './LeadForm'

jest.mock('@/features/leads/submit-lead', () => ({ submitLeadAction: jest.fn() }))

const KEY = 'key-0123456789abcdef'

/**
 * The tree as the page's ClientTranslations gives it the `forms` and `validation` entries of
 * these forms, or both namespaces whole.
 */
function html(
  node: ReactNode,
  locale: 'en' | 'es',
  trimmed: readonly EquipmentLeadType[] | null,
): string {
  return renderToString(
    <ClientTranslations
      locale={locale}
      namespaces={
        trimmed
          ? [
              { ns: 'forms', keys: leadFormKeys(trimmed) },
              { ns: 'validation', keys: leadValidationKeys(trimmed) },
            ]
          : ['forms', 'validation']
      }
    >
      {node}
    </ClientTranslations>,
  )
}

/** Values each field refuses: what the api and the form's own checks can answer. */
const BAD = ['', ' ', 'x', '-1', '1.5', '0', 'abc@', '+', '1e99', '99999', '00000', '9'.repeat(40)]
const refusals = (type: EquipmentLeadType) =>
  LEAD_FORM_FIELDS[type].flatMap((f) =>
    [...BAD, 'x'.repeat(5000)].flatMap((v) => {
      const key = validateLeadField(type, f.name, v)
      return key ? [{ path: f.name, key, message: 'the api says no' }] : []
    }),
  )

const states = (type: EquipmentLeadType): Array<[string, LeadFormState | undefined]> => [
  ['empty', undefined],
  [
    'refused',
    {
      idempotencyKey: KEY,
      values: {},
      result: { ok: false, code: 'UNAVAILABLE', fields: [], messageKey: 'errors.unavailable' },
    },
  ],
  ...(
    [
      'form.rateLimited',
      'form.idempotencyConflict',
      'form.submitFailed',
      'form.unknownError',
      'form.couldNotSubmit',
      'form.signInRequired',
    ] as const
  ).map((messageKey): [string, LeadFormState] => [
    messageKey,
    { idempotencyKey: KEY, values: {}, result: { ok: false, code: 'X', fields: [], messageKey } },
  ]),
  // Every message of every field (one of each per field: the last one found shows).
  ...refusals(type).map((f): [string, LeadFormState] => [
    `${f.path}: ${f.key}`,
    {
      idempotencyKey: KEY,
      values: {},
      result: { ok: false, code: 'VALIDATION', fields: [f], messageKey: 'form.couldNotSubmit' },
    },
  ]),
  [
    'sent',
    {
      idempotencyKey: KEY,
      values: { offerAmount: '90000', email: 'dana@example.com' },
      result: {
        ok: true,
        data: {
          contactWindow: 'within24Hours',
          duplicate: true,
          // The api rates offers only.
          ...(type === 'name_your_price' ? { likelihood: 'high_chance' as const } : {}),
        },
      },
    },
  ],
]

/**
 * Issue 18: the equipment page ships only the `forms` and `validation` entries of the forms it
 * renders. Each of its forms, in each state (every message of every field) and locale, reads the
 * same with the entries of that form alone as with the whole namespaces.
 */
describe('the equipment forms with the trimmed forms translations', () => {
  it.each(
    (['en', 'es'] as const).flatMap((locale) =>
      EQUIPMENT_LEAD_TYPES.flatMap((type) =>
        states(type).map(([s, state]) => [locale, type, s, state]),
      ),
    ),
  )('[%s] %s, %s', (locale, type, _s, state) => {
    const form = (
      <LeadForm
        type={type as (typeof EQUIPMENT_LEAD_TYPES)[number]}
        locale={locale as 'en' | 'es'}
        stockNumber="9614943"
        idempotencyKey={KEY}
        brand="Ironyard"
        advertisedPriceCents={10_000_00}
        introValues={{ price: '$10,000', seller: 'Acme', category: 'loaders', title: 'A loader' }}
        initialState={state as LeadFormState | undefined}
      />
    )
    const only = [type as EquipmentLeadType]
    expect(html(form, locale as 'en' | 'es', only)).toBe(html(form, locale as 'en' | 'es', null))
  })

  it('keeps a whole group, or one entry of a group, by its dotted path', () => {
    const tree = { a: { b: 'B', c: 'C' }, d: 'D', e: { f: { g: 'G' } } }
    expect(pickKeys(tree, ['a', 'e.f.g', 'missing.x'])).toEqual({
      a: { b: 'B', c: 'C' },
      e: { f: { g: 'G' } },
    })
  })
})

describe('a page with the trimmed translations', () => {
  it('does not leave its subset to the next page with the same namespaces (instances are cached)', () => {
    const render = (trimmed: boolean) =>
      html(
        <LeadForm type="parts_request" locale="en" idempotencyKey={KEY} brand="Ironyard" />,
        'en',
        trimmed ? EQUIPMENT_LEAD_TYPES : null,
      )
    expect(render(true)).not.toContain('Request a part')
    expect(render(false)).toContain('Request a part')
  })
})
