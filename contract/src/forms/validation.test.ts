import { z } from '../zod'
import { fieldErrorKeys, isValidationKey, issueKey, msg } from './validation'

describe('validation keys', () => {
  it('reads the key a schema put in an issue, and calls anything else invalid', () => {
    expect(issueKey(msg('validation.zipInvalid'))).toBe('validation.zipInvalid')
    expect(issueKey('key:validation.invalid|Unknown machine')).toBe('validation.invalid')
    expect(issueKey('key:validation.noSuchKey')).toBe('validation.invalid')
    expect(issueKey('Too small: expected string to have >=1 characters')).toBe('validation.invalid')
  })

  it('knows the catalogue keys only', () => {
    expect(isValidationKey('validation.emailRequired')).toBe(true)
    expect(isValidationKey('form.success')).toBe(false)
    expect(isValidationKey(42)).toBe(false)
  })

  it('maps each refused field to its first issue', () => {
    const schema = z.object({
      name: z.string({ error: msg('validation.firstNameRequired') }),
      phone: z
        .string()
        .refine((v) => !v.includes('x'), msg('validation.phoneOnlyPlus'))
        .refine((v) => v.length > 9, msg('validation.phoneInvalid')),
      nested: z.object({ zip: z.string().regex(/^\d{5}$/, msg('validation.zipInvalid')) }),
    })
    const r = schema.safeParse({ phone: '12x', nested: { zip: 'abc' } })
    expect(r.success).toBe(false)
    expect(fieldErrorKeys(r.error!)).toEqual({
      name: 'validation.firstNameRequired',
      phone: 'validation.phoneOnlyPlus',
      nested: 'validation.zipInvalid',
    })
  })
})
