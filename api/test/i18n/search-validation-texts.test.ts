/**
 * The search's field errors (`validation.search.*`) have texts in both languages (issue 35): a
 * Spanish caller of searchListings gets Spanish, not the English message the schema carries.
 * The keys are read from the source, so a key added there without texts fails here.
 */
import fs from 'node:fs'
import path from 'node:path'
import { SEARCH_VALIDATION_KEYS } from '@ironyard/contract/forms/validation'
import { VALIDATION_TEXTS } from '@ironyard/contract/forms/validation-texts'
import { isCatalogueKey, translateValidation } from '../../src/lib/validation-messages'
import { fromZodError } from '../../src/lib/errors'
import { searchListingsInputSchema } from '../../src/services/search/search.schema'

const ROOTS = ['api/src', 'contract/src', 'web/src'].map((r) => path.join(__dirname, '../../..', r))

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sources(full)
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : []
  })
}

/**
 * Every `validation.search.<name>` the source names: written out, or through a file's helper that
 * prefixes it (`k('pageInvalid', …)`, `unknown(path, 'makeUnknown', …)`).
 */
function keysUsed(): Map<string, string> {
  const used = new Map<string, string>()
  for (const file of ROOTS.flatMap(sources)) {
    const text = fs.readFileSync(file, 'utf8')
    if (!text.includes('validation.search.')) continue
    const add = (name: string) => used.set(`validation.search.${name}`, file)
    for (const m of text.matchAll(/validation\.search\.(\w+)/g)) add(m[1])
    if (text.includes('validation.search.${key}')) {
      for (const m of text.matchAll(/\b(?:k|unknown)\(\s*(?:[\w.'"]+,\s*)?'(\w+)',/g)) add(m[1])
    }
  }
  return used
}

describe('validation.search texts', () => {
  const used = keysUsed()

  it('finds the keys the search uses (the reader works)', () => {
    expect(used.size).toBeGreaterThanOrEqual(20)
    expect(used.has('validation.search.pageInvalid')).toBe(true)
    expect(used.has('validation.search.makeUnknown')).toBe(true)
  })

  it('lists every key used in the contract, so both catalogues must have its text', () => {
    const missing = [...used.keys()].filter(
      (k) => !(SEARCH_VALIDATION_KEYS as readonly string[]).includes(k),
    )
    expect(missing).toEqual([])
  })

  it.each(['en', 'es'] as const)('has a text in %s for every key used', (locale) => {
    for (const key of used.keys()) {
      const name = key.replace(
        'validation.search.',
        '',
      ) as keyof typeof VALIDATION_TEXTS.en.validation.search
      expect([key, VALIDATION_TEXTS[locale].validation.search[name]]).toEqual([
        key,
        expect.any(String),
      ])
      expect(isCatalogueKey(key)).toBe(true)
      expect(translateValidation(key, locale)).toBe(
        VALIDATION_TEXTS[locale].validation.search[name],
      )
    }
  })

  it('answers a Spanish caller in Spanish', () => {
    const parsed = searchListingsInputSchema(2026).safeParse({ page: 0 })
    expect(parsed.success).toBe(false)
    if (parsed.success) return
    const field = fromZodError(parsed.error, undefined, 'es').fields?.find((f) => f.path === 'page')
    expect(field).toEqual({
      path: 'page',
      key: 'validation.search.pageInvalid',
      message: 'La página debe ser un número entero desde 1',
    })
  })
})
