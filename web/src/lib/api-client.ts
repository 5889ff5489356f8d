import { LRUCache } from 'lru-cache'
import { unauthorized } from 'next/navigation'
import type { TypedDocumentString } from '@/graphql/__generated__/graphql'
import type { Locale } from '@/i18n/settings'
import { env } from './env'
import { sessionHeaders } from './session-cookies'
import { ApiError } from './api-errors'

export { ApiError } from './api-errors'

export interface QueryOptions {
  locale: Locale
  /** Forwarded for per-visitor data (sessions, rate limits). */
  headers?: Record<string, string>
  /** Forward the visitor's sign-in cookies, for signed-in data (favorites, reports, account). */
  session?: boolean
  /**
   * What an UNAUTHENTICATED answer does: render the 401 page (default), or throw an ApiError
   * with that code (pages that show a "sign up or log in" prompt, server actions).
   */
  unauthenticated?: 'page' | 'error'
  signal?: AbortSignal
}

interface GraphQLResponse<T> {
  data?: T | null
  errors?: Array<{
    message: string
    extensions?: { code?: string; fields?: ApiError['fields']; messageKey?: string }
  }>
}

/**
 * Server-side GraphQL over HTTP with typed documents from codegen. The api answers in the
 * request's language (`x-locale`). Any error becomes an ApiError carrying the api's code.
 */
export async function gql<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
  opts: QueryOptions,
): Promise<TResult> {
  const session = opts.session ? await sessionHeaders() : {}
  let res: Response
  try {
    res = await fetch(`${env.apiUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        'x-locale': opts.locale,
        ...opts.headers,
        ...session,
      },
      body: JSON.stringify({ query: document.toString(), variables }),
      cache: 'no-store',
      signal: opts.signal,
    })
  } catch (cause) {
    throw new ApiError('UNAVAILABLE', `api unreachable at ${env.apiUrl}: ${String(cause)}`)
  }
  let body: GraphQLResponse<TResult>
  try {
    body = (await res.json()) as GraphQLResponse<TResult>
  } catch {
    throw new ApiError('INTERNAL', `api answered ${res.status} without JSON`, [], res.status)
  }
  const first = body.errors?.[0]
  // The api could not sign the visitor in: the page becomes the 401 page (spec §8).
  if (first?.extensions?.code === 'UNAUTHENTICATED' && opts.unauthenticated !== 'error') {
    unauthorized()
  }
  if (first) {
    throw new ApiError(
      first.extensions?.code ?? 'INTERNAL',
      first.message,
      first.extensions?.fields ?? [],
      res.status,
      first.extensions?.messageKey,
    )
  }
  if (!body.data) throw new ApiError('INTERNAL', 'api answered without data', [], res.status)
  return body.data
}

/**
 * Catalogue data (categories, makes) changes only when the catalogue is reloaded: keep it in
 * memory per process instead of asking the api on every page. After `ttlMs` the stale value is
 * still served while one refresh runs in the background, so no visitor waits for it. At most
 * 2,000 answers, the least recently used dropped first.
 */
const memo = new LRUCache<string, { at: number; value: Promise<unknown>; refreshing?: boolean }>({
  max: 2000,
})

export function gqlCached<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
  // Shared by every visitor: never with a session.
  opts: Omit<QueryOptions, 'session'> & { ttlMs: number },
): Promise<TResult> {
  const key = `${opts.locale}:${document.toString()}:${JSON.stringify(variables)}`
  const hit = memo.get(key)
  const now = Date.now()
  if (hit && now - hit.at < opts.ttlMs) return hit.value as Promise<TResult>
  if (hit && !hit.refreshing) {
    hit.refreshing = true
    const fresh = gql(document, variables, opts)
    fresh.then(
      () => remember(key, fresh),
      () => {
        hit.refreshing = false
      },
    )
    return hit.value as Promise<TResult>
  }
  if (hit) return hit.value as Promise<TResult>
  const value = gql(document, variables, opts)
  remember(key, value)
  value.catch(() => memo.delete(key))
  return value
}

function remember(key: string, value: Promise<unknown>): void {
  memo.set(key, { at: Date.now(), value })
}

/**
 * Drop this process's cached catalogue answers (gqlCached): staff just renamed or added a
 * category or make, and the next page must route by the new slugs (issue 14).
 */
export function forgetCachedQueries(): void {
  memo.clear()
}
