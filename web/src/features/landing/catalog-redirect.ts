import { permanentRedirect } from 'next/navigation'
import { CatalogRedirectDocument } from '@/graphql/__generated__/graphql'
import type { Locale } from '@/i18n/settings'
import { gql } from '@/lib/api-client'
import { isApiError } from '@/lib/api-errors'
import { localePath } from '@/lib/paths'

type Query = URLSearchParams | Record<string, string | string[] | undefined>

/** The query string of a page's search params, as they came (repeated keys kept). */
export function queryString(query: Query = {}): string {
  if (query instanceof URLSearchParams) return query.size ? `?${query.toString()}` : ''
  const q = new URLSearchParams()
  for (const [k, v] of Object.entries(query)) {
    for (const one of Array.isArray(v) ? v : v === undefined ? [] : [v]) q.append(k, one)
  }
  const s = q.toString()
  return s ? `?${s}` : ''
}

/**
 * A catalogue page about to answer 404: when a slug in its path was renamed by staff (issue 14),
 * send the visitor to today's address instead, with the same query (a permanent redirect).
 * Returns when nothing was renamed; the caller then answers 404.
 */
export async function redirectIfRenamed(locale: Locale, path: string, query?: Query) {
  let to: string | null = null
  try {
    to = (await gql(CatalogRedirectDocument, { path }, { locale })).catalogRedirect ?? null
  } catch (e) {
    // A path the api will not read is simply not a renamed one.
    if (!isApiError(e)) throw e
  }
  if (to) permanentRedirect(`${localePath(locale, to)}${queryString(query)}`)
}
