import type { Locale } from '../../context'
import { hasMessage, t } from '../../i18n'

export type FacetKind =
  'conditions' | 'flairs' | 'statuses' | 'showOnly' | 'daysOnMarket' | 'partnerSeller'

/**
 * The label of an enumerated facet value in the reader's language (`search:facets.<kind>.<value>`,
 * the web may still use its own keys); a value without a label reads as itself.
 */
export function facetLabel(kind: FacetKind, value: string, locale: Locale): string {
  const key = `search:facets.${kind}.${value}`
  return hasMessage(key) ? t(locale, key) : value
}
