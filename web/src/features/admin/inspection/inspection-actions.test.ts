import { ActionInputError } from '@/lib/action-input'
import { clientErrorStatus } from '@/lib/request-errors'
import { ApiError } from '@/lib/api-errors'
import {
  deleteInspectionAction,
  inspectionFormAction,
  type InspectionFormState,
} from './inspection-actions'

jest.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw new Error(`redirect ${to}`)
  },
}))
const gql = jest.fn()
jest.mock('@/lib/api-client', () => ({ gql: (...args: unknown[]) => gql(...args) }))

/** The state the inspection page renders the form with. */
const initial: InspectionFormState = {
  values: {},
  intent: 'save',
  notePositions: [],
  added: [{ id: 3, name: 'Ana Ruiz', region: null }],
  version: 0,
  result: null,
}

/** "Set every point of section 2 to Good": the one submit that answers without the api. */
function setSection(): FormData {
  const f = new FormData()
  for (const [k, v] of Object.entries({
    locale: 'en',
    stockNumber: 'IY-1001',
    intent: 'section:2',
    'section.2.points': '4,5',
    'section.2.rating': '3',
  }))
    f.set(k, v)
  return f
}

beforeEach(() => gql.mockReset())

describe('inspectionFormAction (issue 31: a previous state is parsed before it is read)', () => {
  it('keeps what the form kept across answers and draws it again', async () => {
    const next = await inspectionFormAction(initial, setSection())
    expect(next).toMatchObject({
      intent: 'setSection',
      lastSection: 2,
      version: 1,
      added: initial.added,
      values: { r4: '3', r5: '3' },
      result: null,
    })
  })

  it.each([
    ['a version whose toString is not a function', { version: { toString: 1 } }],
    ['a BigInt version', { version: BigInt(1) }],
    ['a version that is not a count', { version: -1 }],
    ['added inspectors that are not a list', { added: { length: 1 } }],
    ['an added inspector of the wrong shape', { added: [{ id: '3', name: 'x', region: null }] }],
    ['note positions that are not numbers', { notePositions: ['1'] }],
    ['a last section that is not a count', { lastSection: { valueOf: 1 } }],
  ])('refuses a previous state with %s (a 400), asking the api nothing', async (_label, patch) => {
    const state = { ...initial, ...patch } as unknown as InspectionFormState
    const thrown = await inspectionFormAction(state, setSection()).catch((e: unknown) => e)
    expect(thrown).toBeInstanceOf(ActionInputError)
    expect(clientErrorStatus(thrown)).toBe(400)
    expect(gql).not.toHaveBeenCalled()
  })
})

describe('deleteInspectionAction (issue 36: a key of the page, never the api sentence)', () => {
  const del = () => {
    const f = new FormData()
    f.set('locale', 'es')
    f.set('stockNumber', 'IY-1001')
    return deleteInspectionAction(f)
  }

  it('names the refusal by key and opens the page beside the deletion', async () => {
    gql.mockRejectedValue(
      new ApiError('CONFLICT', '<b>Call 555</b>', [], 409, 'inspection-admin:hasUploadedDocuments'),
    )
    await expect(del()).rejects.toThrow(
      /^redirect \/es\/admin\/equipment\/IY-1001\/inspection\?failed=delete&error=hasDocuments#delete-outcome$/,
    )
  })

  it('sends neither key nor text for a refusal the page has no words for', async () => {
    gql.mockRejectedValue(new ApiError('CONFLICT', 'Call 555 0100 now', [], 409, 'other:key'))
    await expect(del()).rejects.toThrow(
      /^redirect \/es\/admin\/equipment\/IY-1001\/inspection\?failed=delete#delete-outcome$/,
    )
  })
})
