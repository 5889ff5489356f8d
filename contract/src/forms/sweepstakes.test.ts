import {
  DEFAULT_SWEEPSTAKES_DAYS,
  sweepstakesContestOf,
  sweepstakesEntryInputSchema,
  sweepstakesFormSchema,
  sweepstakesStatus,
  sweepstakesWindow,
} from './sweepstakes'
import { fieldErrorKeys } from './validation'

const keysOf = (values: Record<string, unknown>) => {
  const r = sweepstakesFormSchema.safeParse(values)
  return r.success ? {} : fieldErrorKeys(r.error)
}

const entry = {
  firstName: 'Ana',
  lastName: 'Ruiz',
  company: 'Ruiz Grading',
  jobTitle: 'Owner',
  email: 'Ana@Example.com',
  phone: '(512) 555-0100',
  worksInIndustry: true,
  luckyNumbers: [7, 14, 21, 28, 99],
}

describe('sweepstakes entry form', () => {
  it('accepts a complete entry and lower-cases the email', () => {
    const r = sweepstakesFormSchema.parse(entry)
    expect(r.email).toBe('ana@example.com')
    expect(r.luckyNumbers).toEqual([7, 14, 21, 28, 99])
  })

  it('names every missing field at once (spec §5)', () => {
    expect(keysOf({})).toEqual({
      firstName: 'validation.firstNameRequired',
      lastName: 'validation.lastNameRequired',
      company: 'validation.companyRequired',
      jobTitle: 'validation.jobTitleRequired',
      email: 'validation.emailRequired',
      phone: 'validation.phoneRequired',
      luckyNumbers: 'validation.luckyNumbersRequired',
    })
  })

  it('wants a valid email and phone', () => {
    expect(keysOf({ ...entry, email: 'ana@', phone: '555' })).toEqual({
      email: 'validation.emailInvalid',
      phone: 'validation.phoneInvalid',
    })
  })

  it('wants exactly 5 distinct whole numbers from 1 to 99', () => {
    expect(keysOf({ ...entry, luckyNumbers: [1, 2, 3, 4] })).toEqual({
      luckyNumbers: 'validation.luckyNumbersRequired',
    })
    expect(keysOf({ ...entry, luckyNumbers: [1, 2, '', 4, 5] })).toEqual({
      luckyNumbers: 'validation.luckyNumbersRequired',
    })
    for (const bad of [
      [1, 2, 3, 4, 100],
      [0, 2, 3, 4, 5],
      [1, 2, 3, 4, 4],
      [1, 2, 3, 4, 5.5],
      [1, 2, 3, 4, 5, 6],
      [1, 2, 3, 4, 'x'],
    ]) {
      expect(keysOf({ ...entry, luckyNumbers: bad })).toEqual({
        luckyNumbers: 'validation.luckyNumbersInvalid',
      })
    }
    expect(
      sweepstakesFormSchema.parse({ ...entry, luckyNumbers: ['1', ' 2', '3', '4', '5'] }),
    ).toMatchObject({ luckyNumbers: [1, 2, 3, 4, 5] })
  })

  it('needs an idempotency key in the mutation input', () => {
    expect(sweepstakesEntryInputSchema.safeParse(entry).success).toBe(false)
    expect(
      sweepstakesEntryInputSchema.safeParse({ ...entry, idempotencyKey: 'k'.repeat(20) }).success,
    ).toBe(true)
  })
})

describe('sweepstakes window', () => {
  const opens = new Date('2023-03-12T00:00:00Z')
  const closes = new Date('2023-03-19T00:00:00Z')
  it('is upcoming, open, then ended', () => {
    expect(sweepstakesStatus(opens, closes, new Date('2023-03-11T23:59:59Z'))).toBe('upcoming')
    expect(sweepstakesStatus(opens, closes, opens)).toBe('open')
    expect(sweepstakesStatus(opens, closes, new Date('2023-03-18T23:59:59Z'))).toBe('open')
    expect(sweepstakesStatus(opens, closes, closes)).toBe('ended')
  })
  it('names the contest by the month it opens', () => {
    expect(sweepstakesContestOf(opens)).toBe('2023-03')
  })
  it('runs the default contest from the start of its first day to the end of its last (UTC)', () => {
    expect(sweepstakesWindow(DEFAULT_SWEEPSTAKES_DAYS)).toEqual({
      opensAt: opens,
      closesAt: closes,
    })
  })
})
