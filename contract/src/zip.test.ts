import { isKnownZip, lookupZip, stateName } from './zip'

describe('the ZIP rule (issue 16, defect 1)', () => {
  it('knows real ZIPs and their place', () => {
    expect(lookupZip('78701')).toMatchObject({ city: 'Austin', state: 'TX' })
    expect(isKnownZip('10001')).toBe(true)
  })

  it.each(['99999', '00000', '7870', '787011', 'abcde', 'M5V', '', null, undefined])(
    'refuses %p',
    (zip) => {
      expect(isKnownZip(zip)).toBe(false)
      expect(lookupZip(zip)).toBeNull()
    },
  )

  it('names states', () => {
    expect(stateName('tx')).toBe('Texas')
    expect(stateName('ZZ')).toBeNull()
  })
})
