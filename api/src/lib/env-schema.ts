import { z } from 'zod'
import { defaultHost } from '@ironyard/contract/listen-host'
import { DEFAULT_SWEEPSTAKES_DAYS } from '@ironyard/contract/sweepstakes'
import { DEFAULT_SLOW_REQUEST_MS } from '@ironyard/contract/slow-requests'
import { checkOAuthEnv, checkStorageEnv, checkSweepstakesWindow } from './env-checks'
import {
  emptyToUndefined,
  isoMoment,
  issuerUrl,
  optionalText,
  optionalUrl,
  originList,
  port,
  proxyList,
} from './env-values'
import { listenHost } from './listen-host'

/** Every variable the api reads, its type and default (docs: .env.defaults). */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: port.default(8910),
    API_PORT: port.default(8911),
    /** The address the api and the web listen on; unset: see defaultHost. */
    HOST: listenHost,
    WEB_URL: z.string().url().default('http://localhost:8910'),
    API_URL: z.string().url().default('http://localhost:8911'),
    /**
     * Browser origins trusted like WEB_URL besides it (comma-separated): CORS with credentials and
     * the sign-in service's redirect and passkey origins. See trustedOrigins.
     */
    CORS_ORIGINS: originList,
    DATABASE_URL: optionalUrl,
    PGLITE_DIR: z.string().default('.data/pglite'),
    MEDIA_DIR: z.string().default('.data/media'),
    /**
     * Where uploaded photos and documents are stored (issue 14): `disk` under MEDIA_DIR, or `s3`,
     * an S3-compatible bucket named by the S3_* variables (all required then). Generated
     * illustrations stay on disk under MEDIA_DIR. docs/decisions/030-media-storage.md.
     */
    STORAGE: z.enum(['disk', 's3']).default('disk'),
    S3_ENDPOINT: optionalUrl,
    S3_BUCKET: optionalText,
    S3_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    REDIS_URL: optionalUrl,
    SMTP_URL: optionalUrl,
    /** With Redis and PostgreSQL, also run job handlers in the api process (no separate worker). */
    JOBS_IN_API: z.preprocess((v) => v === 'true' || v === '1', z.boolean()).default(false),
    MAIL_FROM: z.string().default('Ironyard <no-reply@ironyard.local>'),
    SALES_TEAM_EMAIL: z.string().email().default('sales@ironyard.local'),
    SEED_LISTINGS: z.coerce.number().int().min(0).max(2_000_000).default(3000),
    SEED: z.coerce.number().int().default(42),
    /**
     * Outside production, this address is an admin on every start (issue 14), so a newcomer signs
     * in as staff through the magic link in the outbox. Empty: no demo admin. Production ignores it.
     */
    DEMO_ADMIN_EMAIL: z.union([z.literal(''), z.string().email()]).default('admin@ironyard.local'),
    /**
     * Outside production, this address works for the seed's first partner seller (issue 15): a
     * newcomer signs in as a dealer the same way. Empty: no demo partner. Production ignores it.
     */
    DEMO_PARTNER_EMAIL: z
      .union([z.literal(''), z.string().email()])
      .default('partner@ironyard.local'),
    STYTCH_PROJECT_ID: z.string().min(1),
    STYTCH_SECRET: z.string().min(1),
    STYTCH_PUBLIC_TOKEN: z.string().min(1),
    STYTCH_API_URL: optionalUrl,
    /** Form submissions allowed per IP and per email address in 10 minutes. */
    LEAD_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
    LEAD_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(10),
    /**
     * The open sweepstakes' window (spec §2, §4): entries from SWEEPSTAKES_OPENS_AT until the end
     * of SWEEPSTAKES_CLOSES_AT (a bare date includes that whole day, UTC). The defaults are the
     * contract's, the 2023 trade-show contest, so the page shows it ended.
     */
    SWEEPSTAKES_OPENS_AT: isoMoment(DEFAULT_SWEEPSTAKES_DAYS.first),
    SWEEPSTAKES_CLOSES_AT: isoMoment(DEFAULT_SWEEPSTAKES_DAYS.last, true),
    /** Peers of the api whose X-Forwarded-For names the client (default: the web on this host). */
    TRUST_PROXY: proxyList('127.0.0.1,::1'),
    /** Read by web/server.ts: proxies in front of the web (default none: the socket is the visitor). */
    WEB_TRUST_PROXY: proxyList(''),
    /** Read by web/server.ts; validated here with the rest of the configuration. */
    PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).default(5000),
    /** Editors' preview of draft blog stories (`?preview=<token>`); empty: drafts are never shown. */
    CONTENT_PREVIEW_TOKEN: z.preprocess(
      emptyToUndefined,
      z.string().min(24, 'must be at least 24 characters').optional(),
    ),
    /**
     * This process's name on every answer (`x-served-by`) and in /health/*; `npm run fleet` sets
     * it (`api-1`, `web-2`). Unset: `<kind>-<host>-<pid>`.
     */
    REPLICA_ID: optionalText,
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** Answers slower than this (ms) are logged as warnings; 0: none (contract/slow-requests). */
    SLOW_REQUEST_MS: z.coerce.number().int().min(0).default(DEFAULT_SLOW_REQUEST_MS),
    /**
     * `off` verifies a session JWT's signature on every request instead of once a minute
     * (http/verified-jwt-cache.ts): the baseline of `npm run bench:bids-floor`; refused in production.
     */
    SESSION_JWT_CACHE: z.enum(['on', 'off']).default('on'),
    /** Sign in with Google (OpenID Connect): the OAuth client's id and secret. */
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    /**
     * Sign in with Apple: the Services ID, the team id, and the key (id and .p8 PEM text) that signs
     * the client secret. In a .env file the PEM goes on one line with `\n` for its line breaks.
     */
    APPLE_CLIENT_ID: optionalText,
    APPLE_TEAM_ID: optionalText,
    APPLE_KEY_ID: optionalText,
    APPLE_PRIVATE_KEY: z.preprocess(
      (v) => (typeof v === 'string' ? emptyToUndefined(v.replace(/\\n/g, '\n').trim()) : v),
      z.string().optional(),
    ),
    /** Tests point sign-in at a local OpenID Connect issuer; production keeps the defaults. */
    GOOGLE_ISSUER_URL: issuerUrl('https://accounts.google.com'),
    APPLE_ISSUER_URL: issuerUrl('https://appleid.apple.com'),
  })
  .superRefine(checkOAuthEnv)
  .superRefine(checkStorageEnv)
  .superRefine(checkSweepstakesWindow)
  .transform((env) => ({ ...env, HOST: env.HOST ?? defaultHost(env.NODE_ENV) }))

export type Env = z.infer<typeof envSchema>

/**
 * The browser origins the api trusts: WEB_URL's origin first, then CORS_ORIGINS. The one list for
 * CORS (credentials included) and the sign-in service (redirect URLs, passkey origins).
 */
export function trustedOrigins(env: Pick<Env, 'WEB_URL' | 'CORS_ORIGINS'>): string[] {
  return [...new Set([new URL(env.WEB_URL).origin, ...env.CORS_ORIGINS])]
}
