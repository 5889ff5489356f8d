import { BRAND } from '@ironyard/contract'
import { nearMeZip } from './near-me-zip'

describe('home "Top deals near" ZIP (issue 16, defect 1)', () => {
  it('ignores a remembered ZIP that is not a known ZIP', () => {
    expect(nearMeZip(undefined, '99999')).toEqual({ kind: 'show', zip: BRAND.defaultZip })
    expect(nearMeZip(undefined, '00000')).toEqual({ kind: 'show', zip: BRAND.defaultZip })
    expect(nearMeZip(undefined, 'constructor')).toEqual({ kind: 'show', zip: BRAND.defaultZip })
  })

  it('uses a remembered known ZIP', () => {
    expect(nearMeZip(undefined, '73301')).toEqual({ kind: 'show', zip: '73301' })
  })

  it('refuses an unknown typed ZIP and keeps what the visitor typed to show it back', () => {
    expect(nearMeZip('99999', '73301')).toEqual({ kind: 'show', zip: '73301', typed: '99999' })
    expect(nearMeZip('12', undefined)).toEqual({
      kind: 'show',
      zip: BRAND.defaultZip,
      typed: '12',
    })
  })

  it('sends a known typed ZIP to the search', () => {
    expect(nearMeZip(' 10001 ', '73301')).toEqual({ kind: 'search', zip: '10001' })
  })
})
