import { isLocale, localeCode, localeTag, LOCALES, toLocale } from './locale'

describe('locales', () => {
  it('reads a stored or sent value as a locale, English (or the fallback) otherwise', () => {
    expect(toLocale('es')).toBe('es')
    expect(toLocale('en', 'es')).toBe('en')
    expect(toLocale(null)).toBe('en')
    expect(toLocale('fr', 'es')).toBe('es')
    expect(toLocale(undefined, 'es')).toBe('es')
    expect(LOCALES.every(isLocale)).toBe(true)
    expect(isLocale('ES')).toBe(false)
  })

  it('formats with the spec §3 tags', () => {
    expect(LOCALES.map(localeTag)).toEqual(['en-US', 'es-MX'])
    expect(LOCALES.map(localeCode)).toEqual(['en_US', 'es_MX'])
  })
})
