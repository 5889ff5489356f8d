import type { i18n, TFunction } from 'i18next'

/**
 * A t() of one language and namespace that calls `i18n.t` directly. i18next's own getFixedT
 * copies every init option into a new object on each call, which made it several times slower
 * (30-50 µs a text here against 7-15 µs): a search page asks for hundreds of texts. Calls it
 * does not handle the same way (a default value as second argument, key arrays) go through
 * getFixedT unchanged.
 */
export function boundT(instance: i18n, locale: string, ns: string): TFunction {
  const fixed = instance.getFixedT(locale, ns) as unknown as (...args: unknown[]) => unknown
  const t = instance.t.bind(instance) as unknown as (key: string, options: object) => unknown
  return ((key: unknown, options?: unknown, ...rest: unknown[]) =>
    typeof key === 'string' &&
    rest.length === 0 &&
    (options === undefined || (typeof options === 'object' && options !== null))
      ? t(key, { lng: locale, ns, ...(options as object | undefined) })
      : fixed(key, options, ...rest)) as unknown as TFunction
}
