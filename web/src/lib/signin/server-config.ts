import { env } from '@/lib/env'
import type { SigninClientConfig } from './client'

/** Local default of .env.defaults, so a bare `next start` still signs in against the api. */
const LOCAL_PUBLIC_TOKEN = 'public-token-test-local-ironyard'

/**
 * The browser client's configuration, read at request time on the server (ports and tokens of
 * a test run are only known then). With STYTCH_API_URL unset, or pointing at the api itself, the
 * browser talks to the local service on the api; otherwise to hosted Stytch.
 */
export function signinClientConfig(): SigninClientConfig {
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
  return { publicToken, apiBaseUrl: local ? api : null, webUrl: env.webUrl }
}
