import type { Database } from './db/client'
import type { Env } from './lib/env'
import type { Logger } from './lib/logger'
import type { Locale } from './lib/locale'
import type { Counter } from './lib/rate-limit'

// The locale lives in a leaf module (lib/errors and the message catalogue need it too); the
// request context re-exports it, since most handlers already import their types from here.
export { LOCALES, pickLocale, type Locale } from './lib/locale'

/** The signed-in marketplace user, resolved from the sign-in session on every request. */
export interface CurrentUser {
  id: string
  email: string
  /**
   * The sign-in service says `email` is verified (the user proved they receive its mail). Mail
   * subscriptions of that address need no confirmation link; absent or false: they do.
   */
  emailVerified?: boolean
  firstName: string | null
  lastName: string | null
  roles: string[]
  /** The partner seller this user works for (issue 15; with the `partner` role), or none. */
  partnerSellerId?: number | null
  sessionId: string
}

/** Everything a service needs that is not its input: the database, the clock, the queue. */
export interface AppDeps {
  database: Database
  env: Env
  logger: Logger
  now: () => Date
}

/** Process-wide helpers the server provides to request handlers. */
export interface ServerServices {
  /** Wake the outbox relay after committing an outbox row. */
  jobs: { kick(): void }
  /** Rate-limit counters (Redis when configured, falling back to this process). */
  rateLimiter: Counter
}

export interface GraphQLContext extends AppDeps, ServerServices {
  currentUser: CurrentUser | null
  locale: Locale
  ip: string
  requestId: string
  /**
   * The request carries `Sec-GPC: 1` or `DNT: 1` (the web forwards the visitor's): no marketing
   * parameters are kept from it (contract analytics-params.ts).
   */
  privacySignal: boolean
}
