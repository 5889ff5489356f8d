import type { TranslationPick } from '@/i18n/resources'

/**
 * What the search page's client islands translate: the text box (SearchBox), the recent searches
 * and the alert sign-up. Filters, chips, stats, sort, results and pagination are rendered on the
 * server; sending the whole `search` namespace put about 7 KB more in every search page's payload
 * (issue 18). search-translations.test.ts checks these cover every key the islands use.
 */
export const SEARCH_TRANSLATIONS: readonly TranslationPick[] = [
  { ns: 'search', keys: ['box', 'recent'] },
  'alerts',
]
