import type { i18n, TFunction } from 'i18next'
import { boundT } from './bound-t'
import { createI18n } from './create-i18n'
import { RESOURCES } from './resources'
import { NAMESPACES, type Locale, type Namespace } from './settings'

const instances = new Map<Locale, i18n>()

/** The server-side i18next instance of a locale; resources are static, so one per process. */
export function getI18n(locale: Locale): i18n {
  let instance = instances.get(locale)
  if (!instance) {
    instance = createI18n(locale, { [locale]: RESOURCES[locale] }, [...NAMESPACES])
    instances.set(locale, instance)
  }
  return instance
}

/** Distinct (key, options) answers kept per locale and namespace before starting over. */
const MEMO_MAX = 5000
const fixedTs = new Map<string, TFunction>()

/**
 * A t() that remembers its answers. Resources never change in a running server, so the same key
 * with the same options always gives the same text; a search page asks for a few hundred texts
 * (24 cards, every filter), and i18next's lookup, plural and interpolation work showed up as a
 * sizeable share of its render. Not in development, where a missing key warns on every render.
 */
function memoized(t: TFunction): TFunction {
  if (process.env.NODE_ENV === 'development') return t
  const answers = new Map<string, string>()
  const call = t as unknown as (key: unknown, options?: unknown) => unknown
  return ((key: unknown, options?: unknown) => {
    if (typeof key !== 'string' || (options !== undefined && typeof options !== 'object')) {
      return call(key, options)
    }
    const id = options === undefined ? key : `${key}\u0000${JSON.stringify(options)}`
    const hit = answers.get(id)
    if (hit !== undefined) return hit
    const text = call(key, options)
    if (typeof text === 'string') {
      if (answers.size >= MEMO_MAX) answers.clear()
      answers.set(id, text)
    }
    return text
  }) as unknown as TFunction
}

/** A translation function bound to a locale and namespace, for server components. */
export function getT(locale: Locale, ns: Namespace = 'common'): TFunction {
  const id = `${locale}:${ns}`
  let t = fixedTs.get(id)
  if (!t) {
    t = memoized(boundT(getI18n(locale), locale, ns))
    fixedTs.set(id, t)
  }
  return t
}
