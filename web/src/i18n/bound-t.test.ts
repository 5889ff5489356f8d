import { boundT } from './bound-t'
import { getI18n, getT } from './server'

/** boundT must answer exactly what i18next's getFixedT answers, only faster. */
describe('boundT', () => {
  const calls: Array<[string, unknown?]> = [
    ['box.label'],
    ['box.resultCount', { count: 1 }],
    ['box.resultCount', { count: 12 }],
    ['box.noSuggestions', { q: 'zzyzx' }],
    ['chips.reduced.last_week'],
    ['no.such.key'],
    ['common:language.switchTo', { language: 'English' }],
    ['box.label', { ns: 'common' }],
  ]
  for (const locale of ['en', 'es'] as const) {
    it(`gives getFixedT's texts in ${locale}`, () => {
      const instance = getI18n(locale)
      const fixed = instance.getFixedT(locale, 'search')
      const bound = boundT(instance, locale, 'search')
      for (const [key, options] of calls) {
        expect(bound(key, options as never)).toBe(fixed(key, options as never))
      }
      expect(bound('no.such.key')).toBe(locale === 'es' ? 'Falta clave' : 'Missing key')
      // A call that names its default gets it (it read 'Missing key' before).
      expect(bound('no.such.key', { defaultValue: 'Its own default' })).toBe('Its own default')
      expect(bound('box.label', { defaultValue: 'unused' })).toBe(fixed('box.label'))
    })
  }

  it('remembers answers on the server without mixing keys, options or languages', () => {
    const en = getT('en', 'search')
    expect(en('box.resultCount', { count: 1 })).toBe('1 machine')
    expect(en('box.resultCount', { count: 2 })).toBe('2 machines')
    expect(en('box.resultCount', { count: 1 })).toBe('1 machine')
    expect(getT('es', 'search')('box.resultCount', { count: 2 })).toBe('2 máquinas')
    expect(getT('en', 'common')('language.switchTo', { language: 'Español', code: 'ES' })).toBe(
      'ES: View this page in Español',
    )
  })
})
