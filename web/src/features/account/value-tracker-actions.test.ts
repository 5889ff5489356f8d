import {
  AddTrackedMachineDocument,
  DeleteTrackedMachineDocument,
} from '@/graphql/__generated__/graphql'
import { ApiError } from '@/lib/api-errors'
import { deleteTrackedMachineAction, saveTrackedMachineAction } from './value-tracker-actions'

const revalidatePath = jest.fn()
jest.mock('next/cache', () => ({ revalidatePath: (p: string) => revalidatePath(p) }))
const gql = jest.fn()
jest.mock('@/lib/api-client', () => ({ gql: (...args: unknown[]) => gql(...args) }))

const ID = '3f2b9c4e-8d1a-4b6f-9e2c-7a5d1c0b8e42'
const machine = { year: 2019, make: 'Deere', model: '310SL', category: 'Backhoes', hours: 1200 }

beforeEach(() => {
  gql.mockReset()
  revalidatePath.mockClear()
})

/**
 * Issue 37, defect 6: the value tracker's chart appeared only after a reload. The charts are
 * server-rendered from the tracked machines, while the table updates in the browser: a change
 * must re-render the page's server part, or the charts keep the list the page was opened with.
 */
describe('value tracker actions refresh the page they change (the value history charts)', () => {
  it('adding a machine re-renders /account/value-tracker in the visitor language', async () => {
    gql.mockResolvedValue({ addTrackedMachine: { id: ID } })
    const outcome = await saveTrackedMachineAction(null, machine as never, 'es')
    expect(outcome).toEqual({ ok: true, data: { id: ID } })
    expect(gql.mock.calls[0][0]).toBe(AddTrackedMachineDocument)
    expect(revalidatePath).toHaveBeenCalledWith('/es/account/value-tracker')
  })

  it('deleting one does too', async () => {
    gql.mockResolvedValue({ deleteTrackedMachine: { id: ID } })
    await deleteTrackedMachineAction(ID, 'en')
    expect(gql.mock.calls[0][0]).toBe(DeleteTrackedMachineDocument)
    expect(revalidatePath).toHaveBeenCalledWith('/account/value-tracker')
  })

  it('a refused change leaves the page as it is', async () => {
    gql.mockRejectedValue(new ApiError('VALIDATION', 'nope'))
    const outcome = await saveTrackedMachineAction(ID, machine as never, 'en')
    expect(outcome.ok).toBe(false)
    expect(revalidatePath).not.toHaveBeenCalled()
  })
})
