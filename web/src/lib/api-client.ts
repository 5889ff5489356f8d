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
 * Answers of the balancer, not of an api replica: the replica it chose went away under the
 * request (502: killed, or closing a kept-alive connection as it drained), none was up (503), or
 * it did not answer in time (504).
 */
const BALANCER_STATUSES = new Set([502, 503, 504])
/** Before asking again: the balancer has by then sent new requests elsewhere. */
export const QUERY_RETRY_DELAY_MS = 150

/** A document that changes nothing: not a mutation (subscriptions are not sent here). */
const readsOnly = (text: string) => !/(^|\n)\s*mutation\b/.test(text)

/**
 * Server-side GraphQL over HTTP with typed documents from codegen. The api answers in the
 * request's language (`x-locale`). Any error becomes an ApiError carrying the api's code.
 *
 * A query (never a mutation: the api may have acted on it) whose answer never came, because the
 * api replica it reached was killed or was stopping, is asked once more after
 * QUERY_RETRY_DELAY_MS; the balancer sends it to another replica (docs/deploy.md). The balancer
 * itself retries only GET and HEAD, and this client posts.
 */
export async function gql<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
  opts: QueryOptions,
): Promise<TResult> {
  const session = opts.session ? await sessionHeaders() : {}
  const query = document.toString()
  const ask = () =>
    fetch(`${env.apiUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        'x-locale': opts.locale,
        ...opts.headers,
        ...session,
      },
      body: JSON.stringify({ query, variables }),
      cache: 'no-store',
      signal: opts.signal,
    })
  let res: Response
  for (let attempt = 1; ; attempt++) {
    const again = attempt === 1 && readsOnly(query) && !opts.signal?.aborted
    try {
      res = await ask()
    } catch (cause) {
      if (again && !opts.signal?.aborted) {
        await new Promise((r) => setTimeout(r, QUERY_RETRY_DELAY_MS))
        continue
      }
      throw new ApiError('UNAVAILABLE', `api unreachable at ${env.apiUrl}: ${String(cause)}`)
    }
    if (again && BALANCER_STATUSES.has(res.status)) {
      await res.body?.cancel().catch(() => undefined)
      await new Promise((r) => setTimeout(r, QUERY_RETRY_DELAY_MS))
      continue
    }
    break
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
