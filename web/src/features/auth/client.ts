import type { StytchClient, StytchClientOptions } from '@stytch/vanilla-js/headless'
import type { OAuthProviderName } from './constants'

/**
 * Where the browser's sign-in client talks: the local Stytch-compatible service on the api
 * (`apiBaseUrl`), or hosted Stytch (`apiBaseUrl: null`, the SDK's own URLs for the token).
 */
export interface SigninClientConfig {
  publicToken: string
  apiBaseUrl: string | null
  /** The site's public origin: links and OAuth come back here (an allowed redirect URL). */
  webUrl: string
  /** The "Continue with" buttons to show: only providers the sign-in service can start. */
  oauthProviders: OAuthProviderName[]
}

let client: Promise<StytchClient> | null = null

/**
 * The official `@stytch/vanilla-js` headless client, created once per page and only in the
 * browser (it refuses to run on the server, spec §5). Loaded on demand so pages that never
 * sign in do not download it.
 */
export function loadSigninClient(config: SigninClientConfig): Promise<StytchClient> {
  if (typeof window === 'undefined') {
    return Promise.reject(new Error('The sign-in client runs in the browser only'))
  }
  client ??= import('@stytch/vanilla-js/headless').then(({ StytchClient: Client }) => {
    // `customBaseUrl` would be rewritten to https without the port; the internal `endpoints`
    // option is used verbatim (see ../shared/docs/signin-wire-contract.md §1).
    const options = config.apiBaseUrl
      ? ({
          endpoints: { testAPIURL: config.apiBaseUrl, liveAPIURL: config.apiBaseUrl },
        } as StytchClientOptions)
      : undefined
    return new Client(config.publicToken, options)
  })
  client.catch(() => {
    client = null
  })
  return client
}

/** The client if it is already loaded (sign-out, refresh), without loading it. */
export function loadedSigninClient(): Promise<StytchClient> | null {
  return client
}
