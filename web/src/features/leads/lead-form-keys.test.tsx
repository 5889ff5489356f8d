import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { ClientTranslations } from '@/i18n/ClientTranslations'
import { pickKeys } from '@/i18n/resources'
import type { LeadFormState } from '@/features/leads/lead-form-state'
import { EQUIPMENT_LEAD_TYPES, leadFormKeys } from './lead-forms'
import { LeadForm } from './LeadForm'

jest.mock('@/features/leads/submit-lead', () => ({ submitLeadAction: jest.fn() }))

const KEY = 'key-0123456789abcdef'

/** The tree as the page's ClientTranslations gives it the `forms` entries of its forms, or all. */
function html(node: ReactNode, locale: 'en' | 'es', trimmed: boolean): string {
  return renderToString(
    <ClientTranslations
      locale={locale}
      namespaces={[
        trimmed ? { ns: 'forms', keys: leadFormKeys(EQUIPMENT_LEAD_TYPES) } : 'forms',
        'validation',
      ]}
    >
      {node}
    </ClientTranslations>,
  )
}

const states: Array<[string, LeadFormState | undefined]> = [
  ['empty', undefined],
  [
    'refused',
    {
      idempotencyKey: KEY,
      values: {},
      result: { ok: false, code: 'UNAVAILABLE', fields: [], messageKey: 'errors.unavailable' },
    },
  ],
  [
    'sent',
    {
      idempotencyKey: KEY,
      values: { offerAmount: '90000', email: 'dana@example.com' },
      result: {
        ok: true,
        data: { contactWindow: 'within24Hours', duplicate: true, likelihood: 'high_chance' },
      },
    },
  ],
]

/**
 * Issue 18: the equipment page ships only the `forms` entries its forms use. Each of its forms,
 * in each state and locale, reads the same with those entries as with the whole namespace.
 */
describe('the equipment forms with the trimmed forms translations', () => {
  it.each(
    (['en', 'es'] as const).flatMap((locale) =>
      EQUIPMENT_LEAD_TYPES.flatMap((type) => states.map(([s, state]) => [locale, type, s, state])),
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
    expect(html(form, locale as 'en' | 'es', true)).toBe(html(form, locale as 'en' | 'es', false))
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
        trimmed,
      )
    expect(render(true)).not.toContain('Request a part')
    expect(render(false)).toContain('Request a part')
  })
})
