import type { ComponentProps } from 'react'
import { PageNav } from '@/components/ui/PageNav'
import type { Locale } from '@/i18n/settings'
import { DataTable } from './DataTable'

/** One page of a list as the api answers it: how many in all, how many a page. */
export interface ListPage {
  totalCount: number
  pageSize: number
  nodes: readonly unknown[]
}

/**
 * A DataTable of one page of a list (its rows: the page's nodes), with the page links under it
 * (their page in the URL). `maxPage` caps the links where the api refuses deeper pages.
 */
export function PagedTable({
  locale,
  list,
  page,
  href,
  maxPage = Infinity,
  ...table
}: Omit<ComponentProps<typeof DataTable>, 'rows'> & {
  locale: Locale
  list: ListPage
  /** The page shown (from 1). */
  page: number
  href: (page: number) => string
  maxPage?: number
}) {
  return (
    <>
      <DataTable {...table} rows={list.nodes.length} />
      <PageNav
        locale={locale}
        current={page}
        totalPages={Math.min(maxPage, Math.ceil(list.totalCount / list.pageSize))}
        href={href}
      />
    </>
  )
}
