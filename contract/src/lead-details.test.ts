import { LEAD_DETAIL_FIELDS, LEAD_DETAIL_KEYS, LEAD_TYPES } from './lead-types'
import { leadInputSchema } from './forms/leads'

/** What every form shares: the contact fields the inbox has columns for, and the form's context. */
const SHARED = new Set([
  'type',
  'locale',
  'utm',
  'firstVisitParams',
  'pageUrl',
  'queryId',
  'idempotencyKey',
  'stockNumber',
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'zip',
  'message',
  'offerAmount',
])

describe('lead details (issue 36)', () => {
  it.each(LEAD_TYPES)('%s: every answer of its own is a detail the console shows', (type) => {
    const option = leadInputSchema.options.find((o) => o.shape.type.value === type)!
    const own = Object.keys(option.shape).filter((k) => !SHARED.has(k))
    const shown: readonly string[] = LEAD_DETAIL_KEYS[type]
    expect(own.filter((k) => !shown.includes(k))).toEqual([])
  })

  it('names every detail once in the CSV order, and no detail a form does not keep', () => {
    const all = new Set(Object.values(LEAD_DETAIL_KEYS).flat())
    expect([...LEAD_DETAIL_FIELDS].sort()).toEqual([...all].sort())
    expect(new Set(LEAD_DETAIL_FIELDS).size).toBe(LEAD_DETAIL_FIELDS.length)
  })
})
