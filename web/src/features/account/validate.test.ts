import { meterError, phoneError, requiredError, yearError, zipError } from './validate'

describe('account form checks (spec §5)', () => {
  it('hours or miles: whole, not negative', () => {
    expect(meterError('')).toBeNull()
    expect(meterError('6,214')).toBeNull()
    expect(meterError('12.5')).toBe('validation.hoursOrMilesDecimal')
    expect(meterError('-3')).toBe('validation.hoursOrMilesNegative')
    expect(meterError('abc')).toBe('validation.invalid')
  })

  it('year: required, from 1950 to next year', () => {
    expect(yearError('', 2026)).toBe('validation.yearRequired')
    expect(yearError('2027', 2026)).toBeNull()
    expect(yearError('2028', 2026)).toBe('validation.yearInvalid')
    expect(yearError('1949', 2026)).toBe('validation.yearInvalid')
    expect(yearError('20.5', 2026)).toBe('validation.yearInvalid')
  })

  it('phone: only + allowed, 10 to 15 digits', () => {
    expect(phoneError('')).toBeNull()
    expect(phoneError('+1 (512) 555-0100')).toBeNull()
    expect(phoneError('512-555-0100 ext 4')).toBe('validation.phoneOnlyPlus')
    expect(phoneError('1+512')).toBe('validation.phoneOnlyPlus')
    expect(phoneError('555-0100')).toBe('validation.phoneInvalid')
  })

  it('zip and required texts', () => {
    expect(zipError('78701')).toBeNull()
    expect(zipError('78701-1234')).toBeNull()
    expect(zipError('7870')).toBe('validation.zipInvalid')
    expect(requiredError('  ', 'validation.firstNameRequired')).toBe('validation.firstNameRequired')
    expect(requiredError('x'.repeat(101), 'validation.firstNameRequired')).toBe(
      'validation.tooLong',
    )
  })
})
