import type { AppDeps, Locale } from '../context'
import type { SigninConfig } from './config'
import { signinError } from './errors'
import type { Counter } from '../lib/rate-limit'
import type { RevocationList } from './lib/revocations'
import type { Messenger } from './lib/deliver'

/** Everything the sign-in service needs: the app's deps plus its own settings and counters. */
export interface SigninContext extends AppDeps {
  config: SigninConfig
  counter: Counter
  revocations: RevocationList
  messenger: Messenger
}

/** Who is calling, as far as a route can tell. */
export interface CallInfo {
  ip: string
  userAgent: string
  locale: Locale
}

/** Rate limits (count, window in seconds) for everything that checks a secret or sends a message. */
export const RATE = {
  sendPerRecipient: [10, 600],
  sendPerIp: [60, 600],
  redeemPerIp: [120, 600],
  otpPerMethod: [10, 600],
  passwordPerIp: [100, 600],
  totpPerUser: [10, 600],
  walletPerAddress: [10, 600],
  webauthnPerIp: [120, 600],
  sessionFailuresPerIp: [60, 600],
  secretFailuresPerIp: [20, 600],
  searchPerIp: [30, 600],
  strengthPerIp: [120, 600],
  eventsPerIp: [240, 60],
} as const satisfies Record<string, readonly [number, number]>

/** Count a hit and refuse with 429 `too_many_requests` past the limit. */
export async function rateLimit(
  ctx: SigninContext,
  rule: keyof typeof RATE,
  key: string,
): Promise<void> {
  const [limit, windowSeconds] = RATE[rule]
  const r = await ctx.counter.hit(`${rule}:${key}`, limit, windowSeconds)
  if (!r.allowed) throw signinError('too_many_requests', { retryAfterSeconds: r.retryAfterSeconds })
}
