import { PageNav } from '@/components/ui/PageNav'
import type { Locale } from '@/i18n/settings'
import { MAX_PAGE } from '@ironyard/contract/search-enums'
import { searchHref, type SearchState } from '@ironyard/contract/search-url'
import { withUnderstood } from './understood-chips'

/**
 * Search results' pages: every page keeps the filters and sort of the search, and the
 * "Understood:" row (`understood`, issue 35): paging changes no filter.
 */
export function Pagination({
  locale,
  state,
  totalPages,
  basePath,
  understood = [],
}: {
  locale: Locale
  state: SearchState
  totalPages: number
  basePath: string
  understood?: string[]
}) {
  return (
    <PageNav
      locale={locale}
      current={state.page}
      totalPages={Math.min(totalPages, MAX_PAGE)}
      href={(page) => withUnderstood(searchHref(basePath, { ...state, page }), understood)}
    />
  )
}
