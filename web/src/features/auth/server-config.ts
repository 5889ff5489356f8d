import { SignInOptionsDocument } from '@/graphql/__generated__/graphql'
import { gql } from '@/lib/api-client'
import { env } from '@/lib/env'
import type { SigninClientConfig } from './client'
import { OAUTH_PROVIDERS, type OAuthProviderName } from './constants'

/** Local default of .env.defaults, so a bare `next start` still signs in against the api. */
const LOCAL_PUBLIC_TOKEN = 'public-token-test-local-ironyard'

/** The api's answer changes only when it restarts with other variables: ask once a minute. */
const PROVIDERS_TTL_MS = 60_000
/** After a failure (the api restarting), ask again soon rather than hide the buttons a minute. */
const PROVIDERS_RETRY_MS = 5_000
/** Every page's layout waits for this: a slow api must not hold the page up. */
const PROVIDERS_TIMEOUT_MS = 2_000

let cached: { at: number; ttl: number; providers: Promise<OAuthProviderName[]> } | null = null

const isOffered = (p: string): p is OAuthProviderName =>
  (OAUTH_PROVIDERS as readonly string[]).includes(p)

/**
 * The providers whose buttons the login panel shows: those the api says it can start (in
 * production only Google and Apple with their credentials set; in development the stand-in
 * consent page plays any provider). Unknown while the api is unreachable: no buttons then, the
 * emailed link still works once it is back.
 */
async function localProviders(now: number): Promise<OAuthProviderName[]> {
  if (cached && now - cached.at < cached.ttl) return cached.providers
  const entry = {
    at: now,
    ttl: PROVIDERS_TTL_MS,
    providers: gql(
      SignInOptionsDocument,
      {},
      { locale: 'en', signal: AbortSignal.timeout(PROVIDERS_TIMEOUT_MS) },
    )
      .then((data) => data.signInOptions.oauthProviders.filter(isOffered))
      .catch(() => {
        entry.ttl = PROVIDERS_RETRY_MS
        return [] as OAuthProviderName[]
      }),
  }
  cached = entry
  return entry.providers
}

/**
 * The browser client's configuration, read at request time on the server (ports and tokens of
 * a test run are only known then). With STYTCH_API_URL unset, or pointing at the api itself, the
 * browser talks to the local service on the api; otherwise to hosted Stytch, whose dashboard
 * decides the providers (both buttons shown, as before).
 */
export async function signinClientConfig(): Promise<SigninClientConfig> {
  const publicToken = process.env.STYTCH_PUBLIC_TOKEN || LOCAL_PUBLIC_TOKEN
  const hosted = process.env.STYTCH_API_URL
  const api = env.apiUrl
  let local = !hosted
  if (hosted) {
    try {
      local = new URL(hosted).origin === new URL(api).origin
    } catch {
      local = false
    }
  }
  return {
    publicToken,
    apiBaseUrl: local ? api : null,
    webUrl: env.webUrl,
    oauthProviders: local ? await localProviders(Date.now()) : [...OAUTH_PROVIDERS],
  }
}

/** Tests: forget the api's last answer. */
export function resetSigninOptionsCache(): void {
  cached = null
}
