import { VALIDATION_TEXTS } from '@ironyard/contract/forms/validation-texts'
import { HOSTILE_ARGUMENTS } from '../../../test/hostile-arguments'
import { updateProfileAction } from './profile-actions'
import { deleteTrackedMachineAction, saveTrackedMachineAction } from './value-tracker-actions'

const { en } = VALIDATION_TEXTS

jest.mock('next/headers', () => ({
  headers: async () => ({ get: () => null }),
  cookies: async () => ({ get: () => undefined }),
}))
jest.mock('next/navigation', () => ({
  unauthorized: () => {
    throw new Error('401')
  },
}))
// The value tracker's actions re-render their page (a request store Jest does not have).
jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }))

const MACHINE_ID = '3f2b9c4e-8d1a-4b6f-9e2c-7a5d1c0b8e42'
const machine = { year: 2019, make: 'Deere', model: '310SL', category: 'Backhoes', hours: 1200 }

function answer(data: unknown) {
  global.fetch = jest.fn(async () => ({ status: 200, json: async () => ({ data }) })) as never
}
const sent = () => JSON.parse((global.fetch as jest.Mock).mock.calls[0][1].body).variables

beforeEach(() => answer({}))

describe('the account actions parse their arguments before reading them (issue 31)', () => {
  it.each(HOSTILE_ARGUMENTS)(
    'the settings form reads %s as its input only through the schema',
    async (_label, value) => {
      answer({ updateProfile: { profile: {} } })
      const outcome = await updateProfileAction(value as never, 'en')
      // A field error, or (an object with none of the settings) a change of nothing.
      if (outcome.ok) expect(sent()).toEqual({ input: {} })
      else expect(outcome).toMatchObject({ code: 'VALIDATION' })
    },
  )

  it('names the refused setting, and sends only the parsed ones', async () => {
    const outcome = await updateProfileAction(
      { firstName: { toString: 1 }, constructor: { prototype: { x: 1 } } } as never,
      'en',
    )
    expect(outcome).toEqual({
      ok: false,
      code: 'VALIDATION',
      fields: [
        {
          path: 'firstName',
          key: 'validation.firstNameRequired',
          message: en.validation.firstNameRequired,
        },
      ],
    })
    answer({ updateProfile: { profile: { firstName: 'Dana' } } })
    await updateProfileAction(
      { firstName: ' Dana ', company: '', constructor: { prototype: { x: 1 } } } as never,
      'es',
    )
    expect(sent()).toEqual({ input: { firstName: 'Dana', company: null } })
  })

  it.each(HOSTILE_ARGUMENTS)(
    'the value tracker answers %s as an id or a machine with a field error',
    async (_label, value) => {
      const outcomes = [await deleteTrackedMachineAction(value as never, 'en')]
      // No id is a new machine.
      if (value !== null)
        outcomes.push(await saveTrackedMachineAction(value as never, machine, 'en'))
      for (const outcome of outcomes) {
        expect(outcome).toEqual({
          ok: false,
          code: 'VALIDATION',
          fields: [{ path: 'id', key: 'validation.invalid', message: en.validation.invalid }],
        })
      }
      const saved = await saveTrackedMachineAction(MACHINE_ID, value as never, 'en')
      expect(saved).toMatchObject({ ok: false, code: 'VALIDATION' })
      expect(global.fetch).not.toHaveBeenCalled()
    },
  )

  it('sends the parsed machine for a parsed id', async () => {
    answer({ updateTrackedMachine: { id: MACHINE_ID } })
    await saveTrackedMachineAction(MACHINE_ID, { ...machine, hours: '1,200' } as never, 'en')
    expect(sent()).toEqual({
      id: MACHINE_ID,
      input: { ...machine, make: 'deere', category: 'backhoes', hours: 1200 },
    })
  })
})
