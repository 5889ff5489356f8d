import { PageNav } from '@/components/ui/PageNav'
import type { Locale } from '@/i18n/settings'
import { MAX_PAGE } from '@ironyard/contract/search-enums'
import { searchHref, type SearchState } from '@ironyard/contract/search-url'

/** Search results' pages: every page keeps the filters and sort of the search. */
export function Pagination({
  locale,
  state,
  totalPages,
  basePath,
}: {
  locale: Locale
  state: SearchState
  totalPages: number
  basePath: string
}) {
  return (
    <PageNav
      locale={locale}
      current={state.page}
      totalPages={Math.min(totalPages, MAX_PAGE)}
      href={(page) => searchHref(basePath, { ...state, page })}
    />
  )
}
