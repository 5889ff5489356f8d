import type { SavedViewTable } from '@ironyard/contract/console-work'
import type { SavedViewOutcome } from '@/components/console/SavedViews'
import {
  DeleteSavedViewDocument,
  SavedViewsDocument,
  SaveViewDocument,
} from '@/graphql/__generated__/graphql'
import type { Locale } from '@/i18n/settings'
import { gql } from '@/lib/api-client'

/** The signed-in user's saved views of a table (issue 36, point 8; the api answers only theirs). */
export async function getSavedViews(table: SavedViewTable, locale: Locale) {
  const { savedViews } = await gql(SavedViewsDocument, { table }, { locale, session: true })
  return savedViews
}

export async function saveView(table: SavedViewTable, name: string, query: string, locale: Locale) {
  const { saveView } = await gql(
    SaveViewDocument,
    { input: { table, name, query } },
    { locale, session: true },
  )
  return saveView
}

export async function deleteSavedView(id: string, locale: Locale) {
  const { deleteSavedView } = await gql(DeleteSavedViewDocument, { id }, { locale, session: true })
  return deleteSavedView
}

const VIEW_ERRORS = ['name', 'query', 'tooMany', 'failed'] as const

/** What the last save or delete did, from the page's query (`view=saved&name=…`, `viewError=`). */
export function savedViewOutcomeOf(
  query: Record<string, string | string[] | undefined>,
): SavedViewOutcome {
  const one = (k: string) => {
    const v = query[k]
    return typeof v === 'string' ? v.slice(0, 80) : undefined
  }
  const view = one('view')
  if (view === 'saved') return { kind: 'saved', name: one('viewName') }
  if (view === 'deleted') return { kind: 'deleted' }
  const error = VIEW_ERRORS.find((e) => e === one('viewError'))
  return error ? { kind: 'error', error } : null
}

/** The table's query as a saved view keeps it: the page's own, less its page and notices. */
export function viewQueryOf(href: string): string {
  const q = new URLSearchParams(href.includes('?') ? href.slice(href.indexOf('?') + 1) : '')
  q.delete('page')
  return q.toString()
}
