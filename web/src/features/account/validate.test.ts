import { checkMachine, checkProfile, machineInput, parseMeter } from './validate'

const machine = {
  year: '2016',
  make: 'caterpillar',
  model: '320',
  category: 'excavators',
  hours: '6,214',
  miles: '',
}

describe('account form checks (spec §5, the api schemas)', () => {
  it('reads meters as typed', () => {
    expect(parseMeter('')).toBeNull()
    expect(parseMeter(' 6,214 ')).toBe(6214)
    expect(parseMeter('abc')).toBeNaN()
    expect(machineInput(machine)).toEqual({
      year: 2016,
      make: 'caterpillar',
      model: '320',
      category: 'excavators',
      hours: 6214,
      miles: null,
    })
  })

  it('hours or miles: one of them, whole, not negative', () => {
    expect(checkMachine(machine, 2026)).toEqual({})
    expect(checkMachine({ ...machine, hours: '', miles: '40,000' }, 2026)).toEqual({})
    expect(checkMachine({ ...machine, hours: '' }, 2026)).toEqual({
      hours: 'validation.hoursOrMilesRequired',
    })
    expect(checkMachine({ ...machine, hours: '12.5', miles: '-3' }, 2026)).toEqual({
      hours: 'validation.hoursOrMilesDecimal',
      miles: 'validation.hoursOrMilesNegative',
    })
    expect(checkMachine({ ...machine, hours: 'abc' }, 2026)).toEqual({
      hours: 'validation.hoursOrMilesDigits',
    })
    // Issue 16, defect 11: "1e3" was saved as 1,000.
    expect(parseMeter('1e3')).toBeNaN()
    expect(checkMachine({ ...machine, hours: '1e3' }, 2026)).toEqual({
      hours: 'validation.hoursOrMilesDigits',
    })
  })

  it('year: required, whole, from 1950 to next year', () => {
    expect(checkMachine({ ...machine, year: '' }, 2026)).toEqual({
      year: 'validation.yearRequired',
    })
    expect(checkMachine({ ...machine, year: '2027' }, 2026)).toEqual({})
    expect(checkMachine({ ...machine, year: '2028' }, 2026)).toEqual({
      year: 'validation.yearInvalid',
    })
    expect(checkMachine({ ...machine, year: '1949' }, 2026)).toEqual({
      year: 'validation.yearInvalid',
    })
    expect(checkMachine({ ...machine, year: '20.5' }, 2026)).toEqual({
      year: 'validation.yearInvalid',
    })
  })

  it('names every missing field at once, the meter included (spec §5)', () => {
    expect(
      checkMachine({ year: '', make: '', model: ' ', category: '', hours: '', miles: '' }, 2026),
    ).toEqual({
      year: 'validation.yearRequired',
      make: 'validation.makeRequired',
      model: 'validation.modelRequired',
      category: 'validation.categoryRequired',
      hours: 'validation.hoursOrMilesRequired',
    })
  })

  it('profile: names required, phone and ZIP code valid when given', () => {
    const ok = { firstName: 'Ana', lastName: 'Ruiz', company: '', phone: '', zip: '' }
    expect(checkProfile(ok)).toEqual({})
    expect(checkProfile({ ...ok, phone: '+1 (512) 555-0100', zip: '78701-1234' })).toEqual({})
    expect(
      checkProfile({
        firstName: '  ',
        lastName: 'x'.repeat(101),
        company: '',
        phone: '1+512',
        zip: '7870',
      }),
    ).toEqual({
      firstName: 'validation.firstNameRequired',
      lastName: 'validation.tooLong',
      phone: 'validation.phoneOnlyPlus',
      zip: 'validation.zipInvalid',
    })
    expect(checkProfile({ ...ok, phone: '555-0100' })).toEqual({ phone: 'validation.phoneInvalid' })
    expect(checkProfile({ ...ok, company: 'x'.repeat(201) })).toEqual({
      company: 'validation.tooLong',
    })
  })
})
