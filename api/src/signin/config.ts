import { trustedOrigins, type Env } from '../lib/env'

/** The 19 OAuth providers the browser SDK can start (spec §3). */
export const OAUTH_PROVIDERS = [
  'google',
  'microsoft',
  'apple',
  'github',
  'gitlab',
  'facebook',
  'discord',
  'salesforce',
  'slack',
  'amazon',
  'bitbucket',
  'linkedin',
  'coinbase',
  'twitch',
  'twitter',
  'tiktok',
  'snapchat',
  'figma',
  'yahoo',
] as const
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number]

/** Project settings of the local service: what Stytch keeps in its dashboard. */
export interface SigninSettings {
  pkceRequiredForEmailMagicLinks: boolean
  pkceRequiredForPasswordResets: boolean
  pkceRequiredForOAuth: boolean
  /** LUDS rules reported by bootstrap and strength checks, enforced with the zxcvbn score. */
  passwordConfig: { ludsComplexity: number; ludsMinimumCount: number }
  /** Minimum zxcvbn score (0-4) a new password needs. */
  minPasswordScore: number
}

export interface SigninConfig extends SigninSettings {
  projectId: string
  secret: string
  publicToken: string
  /** 'test' or 'live', taken from the project id; it prefixes every id (`user-test-…`). */
  envName: 'test' | 'live'
  /** Where the browser app lives: CORS, redirect URL allowlist, WebAuthn origins. */
  allowedOrigins: string[]
  /** Public base URL of this service (OAuth start links, consent page). */
  apiUrl: string
  /** Default redirect when a call names none. */
  defaultRedirectUrl: string
}

/** Spec §9 and Stytch's defaults. */
export const LIMITS = {
  jwtLifetimeSeconds: 5 * 60,
  magicLinkMinutes: { default: 60, min: 5, max: 7 * 24 * 60 },
  otpMinutes: { sms: 2, whatsapp: 2, email: 10, min: 1, max: 10 },
  otpMaxAttempts: 5,
  passwordResetMinutes: { default: 30, min: 5, max: 7 * 24 * 60 },
  sessionMinutes: { min: 5, max: 30 * 24 * 60 },
  passwordLock: { attempts: 10, windowMinutes: 60, lockMinutes: 60 },
  totp: { stepSeconds: 30, digits: 6, window: 1, recoveryCodes: 10 },
  cryptoChallengeMinutes: 10,
  webauthnChallengeMinutes: 5,
  oauthStateMinutes: 10,
  oauthCodeMinutes: 10,
  /** passwords/session/reset needs a factor authenticated this recently. */
  sessionResetFreshMinutes: 5,
  metadataBytes: 4096,
} as const

export function defaultSettings(): SigninSettings {
  return {
    pkceRequiredForEmailMagicLinks: false,
    pkceRequiredForPasswordResets: false,
    pkceRequiredForOAuth: false,
    passwordConfig: { ludsComplexity: 2, ludsMinimumCount: 8 },
    minPasswordScore: 3,
  }
}

const origin = (url: string) => new URL(url).origin

export function createSigninConfig(
  env: Env,
  overrides: Partial<SigninSettings> = {},
): SigninConfig {
  const web = origin(env.WEB_URL)
  return {
    ...defaultSettings(),
    ...overrides,
    projectId: env.STYTCH_PROJECT_ID,
    secret: env.STYTCH_SECRET,
    publicToken: env.STYTCH_PUBLIC_TOKEN,
    envName: env.STYTCH_PROJECT_ID.startsWith('project-live-') ? 'live' : 'test',
    allowedOrigins: trustedOrigins(env),
    apiUrl: env.API_URL.replace(/\/+$/, ''),
    defaultRedirectUrl: `${web}/authenticate`,
  }
}

/**
 * The local service answers when no hosted Stytch is configured, or when STYTCH_API_URL points
 * at this api itself.
 */
export function isLocalSigninEnabled(env: Env): boolean {
  if (!env.STYTCH_API_URL) return true
  return origin(env.STYTCH_API_URL) === origin(env.API_URL)
}
