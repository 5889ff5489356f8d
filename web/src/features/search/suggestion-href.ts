import type { Locale } from '@/i18n/settings'
import { localePath } from '@/lib/paths'

const PARAM_NAMES: Record<string, string> = {
  categories: 'category',
  subcategories: 'sub',
  makes: 'make',
  models: 'model',
  broadCategory: 'broad',
  states: 'state',
  q: 'q',
}

/**
 * The search URL a suggestion leads to. A suggestion carries the api's search input (e.g.
 * {makes:['caterpillar'], categories:['excavators']}); without usable params it searches its text.
 */
export function suggestionHref(phrase: string, params: unknown, locale: Locale): string {
  const qs = new URLSearchParams()
  if (params && typeof params === 'object' && !Array.isArray(params)) {
    for (const [key, value] of Object.entries(params as Record<string, unknown>)) {
      const name = Object.hasOwn(PARAM_NAMES, key) ? PARAM_NAMES[key] : undefined
      if (!name) continue
      for (const v of Array.isArray(value) ? value : [value]) {
        if (typeof v === 'string' && v) qs.append(name, v)
      }
    }
  }
  if (![...qs.keys()].length) qs.set('q', phrase)
  return `${localePath(locale, '/equipment')}?${qs.toString()}`
}
