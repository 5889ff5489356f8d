import fs from 'node:fs'
import path from 'node:path'
import { NAMESPACES, resources, t, type Namespace } from '../../src/i18n'
import { LOCALES, type Locale } from '../../src/lib/locale'

/** The api's catalogue (decision 023): both languages hold the same keys and placeholders. */
const dir = path.resolve(__dirname, '../../src/i18n')

function flat(value: unknown, prefix = ''): Record<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.fromEntries(
      Object.entries(value).flatMap(([k, v]) =>
        Object.entries(flat(v, prefix ? `${prefix}.${k}` : k)),
      ),
    )
  }
  return { [prefix]: value }
}

const read = (locale: Locale, ns: Namespace) => flat(resources[locale][ns])

/** The `validation` namespace is the contract's (shared with the web), not a file here. */
const FILE_NAMESPACES = NAMESPACES.filter((ns) => ns !== 'validation')

const vars = (s: string) => [...s.matchAll(/{{\s*([\w.]+)/g)].map((m) => m[1]).sort()

describe('api locale files', () => {
  it('has one file per namespace in each language, and no others', () => {
    for (const locale of LOCALES) {
      const files = fs.readdirSync(path.join(dir, locale)).sort()
      expect(files).toEqual(FILE_NAMESPACES.map((ns) => `${ns}.json`).sort())
    }
  })

  it.each(NAMESPACES)('English and Spanish %s have exactly the same keys', (ns) => {
    expect(Object.keys(read('es', ns)).sort()).toEqual(Object.keys(read('en', ns)).sort())
  })

  it.each(NAMESPACES)('every %s value is a non-empty string', (ns) => {
    for (const locale of LOCALES) {
      for (const [key, value] of Object.entries(read(locale, ns))) {
        expect([key, typeof value === 'string' && value.trim().length > 0]).toEqual([key, true])
      }
    }
  })

  it.each(NAMESPACES)('%s uses the same placeholders in both languages', (ns) => {
    const en = read('en', ns)
    const es = read('es', ns)
    for (const key of Object.keys(en)) {
      expect([key, vars(String(es[key]))]).toEqual([key, vars(String(en[key]))])
    }
  })

  it('translates a key with its placeholders, and leaves text unescaped', () => {
    expect(t('en', 'validation:form.rateLimited')).toBe(
      'Too many submissions. Please wait a few minutes and try again.',
    )
    expect(t('es', 'validation:validation.emailInvalid')).toBe('El correo electrónico no es válido')
  })
})
