import fs from 'node:fs'
import path from 'node:path'
import type { ResourceLanguage } from 'i18next'
import { pickResources } from '@/i18n/resources'
import { LOCALES } from '@/i18n/settings'
import { SEARCH_TRANSLATIONS } from './search-translations'

/** The `t('a.b')` keys and `t(\`a.${`-style prefixes a file translates. */
function keysOf(file: string): string[] {
  const src = fs.readFileSync(path.join(__dirname, file), 'utf8')
  return [
    ...[...src.matchAll(/\bt\(\s*'([\w.-]+)'/g)].map((m) => m[1]),
    ...[...src.matchAll(/\bt\(\s*`([\w.-]+)\.\$\{/g)].map((m) => m[1]),
  ]
}

function has(node: unknown, key: string): boolean {
  let at = node
  for (const part of key.split('.')) {
    const obj = at as Record<string, unknown> | undefined
    if (!obj || typeof obj !== 'object') return false
    const hit = Object.keys(obj).find((k) => k === part || k.startsWith(`${part}_`))
    if (!hit) return false
    at = obj[hit]
  }
  return true
}

describe('the translations the search page ships to its client islands (issue 18)', () => {
  const keys = [...keysOf('SearchBox.tsx'), ...keysOf('RecentSearches.tsx')]

  it.each(LOCALES)('cover every key of the text box and the recent searches (%s)', (locale) => {
    expect(keys.length).toBeGreaterThan(8)
    const search = pickResources(locale, SEARCH_TRANSLATIONS)[locale]?.search as ResourceLanguage
    expect(keys.filter((k) => !has(search, k))).toEqual([])
    expect(pickResources(locale, SEARCH_TRANSLATIONS)[locale]?.alerts).toBeDefined()
  })

  it('leave out what the server renders (filters, chips, results)', () => {
    const search = pickResources('en', SEARCH_TRANSLATIONS).en?.search ?? {}
    expect(Object.keys(search).sort()).toEqual(['box', 'recent'])
  })
})
