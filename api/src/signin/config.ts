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

/** The providers the service signs in with through real OpenID Connect when configured. */
export const OIDC_PROVIDERS = ['google', 'apple'] as const
export type OidcProvider = (typeof OIDC_PROVIDERS)[number]

/** One configured OpenID Connect provider (from GOOGLE_* / APPLE_* variables). */
export interface OidcSettings {
  provider: OidcProvider
  /** https://accounts.google.com, https://appleid.apple.com (tests: a local issuer). */
  issuer: string
  clientId: string
  /** Google: the client secret. Apple builds its secret from `appleKey` for each exchange. */
  clientSecret?: string
  appleKey?: { teamId: string; keyId: string; privateKeyPem: string }
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
  /** Real OpenID Connect providers: those whose variables are set. */
  oidc: Partial<Record<OidcProvider, OidcSettings>>
  /**
   * Whether the local consent page may stand in for a provider that is not configured: never in
   * production, where an unconfigured provider does not exist (404).
   */
  standIn: boolean
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
    oidc: oidcSettings(env),
    standIn: env.NODE_ENV !== 'production',
  }
}

function oidcSettings(env: Env): SigninConfig['oidc'] {
  const out: SigninConfig['oidc'] = {}
  // env.ts refuses a partial configuration, so one variable stands for the provider's set.
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    out.google = {
      provider: 'google',
      issuer: env.GOOGLE_ISSUER_URL,
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
    }
  }
  if (env.APPLE_CLIENT_ID && env.APPLE_TEAM_ID && env.APPLE_KEY_ID && env.APPLE_PRIVATE_KEY) {
    out.apple = {
      provider: 'apple',
      issuer: env.APPLE_ISSUER_URL,
      clientId: env.APPLE_CLIENT_ID,
      appleKey: {
        teamId: env.APPLE_TEAM_ID,
        keyId: env.APPLE_KEY_ID,
        privateKeyPem: env.APPLE_PRIVATE_KEY,
      },
    }
  }
  return out
}

/**
 * How a provider's start route answers: real OpenID Connect when configured, the local consent
 * page outside production, otherwise not at all (404).
 */
export function oauthMode(
  config: Pick<SigninConfig, 'oidc' | 'standIn'>,
  provider: OAuthProvider,
): 'oidc' | 'stand-in' | null {
  if (
    (OIDC_PROVIDERS as readonly string[]).includes(provider) &&
    config.oidc[provider as OidcProvider]
  ) {
    return 'oidc'
  }
  return config.standIn ? 'stand-in' : null
}

/**
 * The providers a visitor can continue with here (the web shows a button only for these). With
 * hosted Stytch the project's dashboard decides, so every provider is reported.
 */
export function availableOAuthProviders(env: Env): OAuthProvider[] {
  if (!isLocalSigninEnabled(env)) return [...OAUTH_PROVIDERS]
  const config = { oidc: oidcSettings(env), standIn: env.NODE_ENV !== 'production' }
  return OAUTH_PROVIDERS.filter((p) => oauthMode(config, p) !== null)
}

/**
 * The local service answers when no hosted Stytch is configured, or when STYTCH_API_URL points
 * at this api itself.
 */
export function isLocalSigninEnabled(env: Env): boolean {
  if (!env.STYTCH_API_URL) return true
  return origin(env.STYTCH_API_URL) === origin(env.API_URL)
}
