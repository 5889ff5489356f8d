import fs from 'node:fs'
import path from 'node:path'
import { createI18n } from './create-i18n'
import { RESOURCES } from './resources'
import { LOCALES, NAMESPACES, type Locale, type Namespace } from './settings'

const dir = path.join(__dirname, 'locales')
const PLURAL = /_(zero|one|two|few|many|other)$/

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
  }
  return [prefix]
}

const read = (locale: Locale, ns: Namespace): unknown => RESOURCES[locale][ns]

/** The `validation` namespace is the contract's (shared with the api), not a file here. */
const FILE_NAMESPACES = NAMESPACES.filter((ns) => ns !== 'validation')

describe('locale files', () => {
  it('has one file per namespace in each language, and no others', () => {
    for (const locale of LOCALES) {
      const files = fs.readdirSync(path.join(dir, locale)).sort()
      expect(files).toEqual(FILE_NAMESPACES.map((ns) => `${ns}.json`).sort())
    }
  })

  it.each(NAMESPACES)('English and Spanish %s have exactly the same keys', (ns) => {
    // Plural forms differ by language (Spanish has "many"); the keys they belong to must not.
    const base = (list: string[]) => [...new Set(list.map((k) => k.replace(PLURAL, '')))].sort()
    expect(base(keys(read('es', ns)))).toEqual(base(keys(read('en', ns))))
  })

  it.each(NAMESPACES)('%s has every plural form each language needs', (ns) => {
    for (const locale of LOCALES) {
      const list = keys(read(locale, ns))
      const plurals = new Set(list.filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')))
      const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories
      for (const key of plurals) {
        for (const form of needed) expect(list).toContain(`${key}_${form}`)
      }
    }
  })

  it.each(NAMESPACES)('every %s value is a non-empty string', (ns) => {
    for (const locale of LOCALES) {
      const flat = keys(read(locale, ns))
      const data = read(locale, ns)
      for (const key of flat) {
        const value = key
          .split('.')
          .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], data)
        expect(typeof value === 'string' && value.trim().length > 0).toBe(true)
      }
    }
  })

  it('uses the same interpolation variables in both languages', () => {
    const vars = (s: string) => [...s.matchAll(/{{\s*(\w+)/g)].map((m) => m[1]).sort()
    for (const ns of NAMESPACES) {
      const en = read('en', ns)
      const es = read('es', ns)
      for (const key of keys(en).filter((k) => !PLURAL.test(k) || k.endsWith('_other'))) {
        const get = (d: unknown) =>
          key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], d) as string
        expect([ns, key, vars(get(es))]).toEqual([ns, key, vars(get(en))])
      }
    }
  })
})

describe('missing translations', () => {
  it('shows "Missing key" in English and "Falta clave" in Spanish', () => {
    const en = createI18n('en', { en: { common: { hello: 'Hello' } } }, ['common'])
    const es = createI18n('es', { es: { common: { hello: 'Hola' } } }, ['common'])
    expect(en.t('hello')).toBe('Hello')
    expect(en.t('nope.absent')).toBe('Missing key')
    expect(es.t('nope.absent')).toBe('Falta clave')
  })

  it('does not fall back to English when a Spanish key is missing', () => {
    const es = createI18n('es', { en: { common: { only: 'English only' } }, es: { common: {} } }, [
      'common',
    ])
    expect(es.t('only')).toBe('Falta clave')
  })
})
