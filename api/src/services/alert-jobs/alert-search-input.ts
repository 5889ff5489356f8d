/**
 * An inventory alert watches a search page's URL parameters (services/alerts), stored as the
 * contract normalises them (alertFilters). They are read back with the search page's own parser
 * (@ironyard/contract/search-input), so an alert finds exactly what its search page shows.
 */
export { alertSearchInput } from '@ironyard/contract/search-input'

/** Input fields a search refused (VALIDATION paths like "makes.0"), dropped for a retry. */
export function withoutFields<T extends object>(input: T, paths: string[]): Partial<T> {
  const drop = new Set(paths.map((p) => p.split('.')[0]))
  if (drop.has('zip')) drop.add('radiusMiles')
  return Object.fromEntries(Object.entries(input).filter(([k]) => !drop.has(k))) as Partial<T>
}
