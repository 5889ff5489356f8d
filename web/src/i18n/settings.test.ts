import { localeFromAcceptLanguage } from './settings'

describe('Accept-Language', () => {
  it.each([
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['fr-FR,es;q=0.5,en;q=0.4', 'es'],
    ['en;q=0.2,es;q=0.9', 'es'],
    ['de-DE', 'en'],
    ['', 'en'],
  ])('%s -> %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale)
  })
})
