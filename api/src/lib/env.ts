import { createPrivateKey } from 'node:crypto'
import fs from 'node:fs'
import { isIP } from 'node:net'
import path from 'node:path'
import { parse as parseDotenv } from 'dotenv'
import { z } from 'zod'
import { defaultHost } from '@ironyard/contract/listen-host'
import { listenHost } from './listen-host'
import { weakSecretReason } from './secret-strength'

/** Repository root (api/src/lib -> ../../..). */
export const ROOT_DIR = path.resolve(__dirname, '../../..')

/** The variables of an env file, read by dotenv's parser; {} when the file is missing. */
function readEnvFile(dir: string, name: string): Record<string, string> {
  const file = path.join(dir, name)
  return fs.existsSync(file) ? parseDotenv(fs.readFileSync(file)) : {}
}

/**
 * Load .env then .env.defaults (both at the repository root) without overriding variables that
 * are already set in the process environment. Returns the committed defaults and the names that
 * took their value from them (production requires some to be configured, see productionProblems).
 * `dir` and `target`: another folder and environment (tests).
 */
export function loadEnvFiles(
  dir = ROOT_DIR,
  target: NodeJS.ProcessEnv = process.env,
): { committed: Record<string, string>; fromCommitted: Set<string> } {
  const committed = readEnvFile(dir, '.env.defaults')
  const fromCommitted = new Set<string>()
  for (const [source, values] of [
    ['.env', readEnvFile(dir, '.env')],
    ['.env.defaults', committed],
  ] as const) {
    for (const [key, value] of Object.entries(values)) {
      if (target[key] !== undefined) continue
      target[key] = value
      if (source === '.env.defaults') fromCommitted.add(key)
    }
  }
  return { committed, fromCommitted }
}

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v)
const optionalUrl = z.preprocess(emptyToUndefined, z.string().url().optional())
const port = z.coerce.number().int().min(1).max(65535)

/** "10.0.0.7", "::1", "10.0.0.0/8" or "fd00::/8". */
function isAddressOrRange(entry: string): boolean {
  const [address, prefix, ...extra] = entry.split('/')
  const family = isIP(address)
  if (!family || extra.length) return false
  if (prefix === undefined) return true
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128)
}

/**
 * Comma-separated proxy addresses and CIDR ranges whose X-Forwarded-For is believed; empty
 * believes none. See docs/decisions/007.
 */
const proxyList = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((raw, ctx) => {
      const entries = raw
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean)
      const bad = entries.find((e) => !isAddressOrRange(e))
      if (bad !== undefined) {
        ctx.addIssue({ code: 'custom', message: `"${bad}" is not an IP address or CIDR range` })
        return z.NEVER
      }
      return entries
    })

/** "https://a.example.com, http://localhost:3000": origins (scheme, host, port; no path). */
const originList = z
  .string()
  .default('')
  .transform((raw, ctx) => {
    const origins: string[] = []
    for (const entry of raw
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean)) {
      let url: URL | undefined
      try {
        url = new URL(entry)
      } catch {
        url = undefined
      }
      // An origin is what a browser sends in `Origin`: no path, query, credentials or wildcard.
      const isOrigin =
        url &&
        /^https?:$/.test(url.protocol) &&
        url.pathname === '/' &&
        !url.search &&
        !url.hash &&
        !url.username &&
        !url.password &&
        !entry.includes('*') &&
        /^https?:\/\/[^/]+\/?$/i.test(entry)
      if (!url || !isOrigin) {
        ctx.addIssue({
          code: 'custom',
          message: `"${entry}" is not an origin like https://www.example.com (scheme, host and port only)`,
        })
        return z.NEVER
      }
      origins.push(url.origin)
    }
    return origins
  })

const optionalText = z.preprocess(emptyToUndefined, z.string().optional())

/**
 * An ISO date (`2023-03-12`) or date-time (`2023-03-12T09:00:00-05:00`). A bare date reads as the
 * start of that day (UTC) or, with `endOfDay`, as the end of it: the sweepstakes' last day is
 * included.
 */
const isoMoment = (fallback: string, endOfDay = false) =>
  z
    .string()
    .trim()
    .default(fallback)
    .transform((raw, ctx) => {
      const bare = /^\d{4}-\d{2}-\d{2}$/.test(raw)
      const at = new Date(bare ? `${raw}T00:00:00Z` : raw)
      if (!/^\d{4}-\d{2}-\d{2}/.test(raw) || Number.isNaN(at.getTime())) {
        ctx.addIssue({ code: 'custom', message: `"${raw}" is not an ISO date like 2023-03-12` })
        return z.NEVER
      }
      return bare && endOfDay ? new Date(at.getTime() + 24 * 3600 * 1000) : at
    })
/** An issuer override for tests; empty or unset: the provider's real issuer. */
const issuerUrl = (fallback: string) =>
  z.preprocess(emptyToUndefined, z.string().url().optional()).transform((v) => v ?? fallback)

/**
 * OAuth providers (docs/decisions/014): each is configured by all of its variables or none.
 * A partial configuration refuses to start, naming what is missing; so does an Apple key that is
 * not a P-256 private key (the message never repeats the key).
 */
export const OAUTH_ENV = {
  google: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  apple: ['APPLE_CLIENT_ID', 'APPLE_TEAM_ID', 'APPLE_KEY_ID', 'APPLE_PRIVATE_KEY'],
} as const

function checkOAuthEnv(env: Record<string, unknown>, ctx: z.RefinementCtx): void {
  for (const names of Object.values(OAUTH_ENV)) {
    const set = names.filter((n) => env[n] !== undefined)
    if (!set.length) continue
    for (const missing of names.filter((n) => env[n] === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: `is required with ${set.join(', ')} (set ${names.join(', ')}, or none of them)`,
      })
    }
  }
  const pem = env.APPLE_PRIVATE_KEY
  if (typeof pem === 'string') {
    let ok = false
    try {
      const key = createPrivateKey(pem)
      ok = key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1'
    } catch {
      ok = false
    }
    if (!ok) {
      ctx.addIssue({
        code: 'custom',
        path: ['APPLE_PRIVATE_KEY'],
        message: 'is not the PEM text of an ES256 (P-256) private key (.p8 file from Apple)',
      })
    }
  }
  if (env.NODE_ENV === 'production') {
    for (const name of ['GOOGLE_ISSUER_URL', 'APPLE_ISSUER_URL']) {
      if (typeof env[name] === 'string' && !String(env[name]).startsWith('https://')) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'must be an https URL in production',
        })
      }
    }
  }
}

/** STORAGE=s3 needs every S3_* variable; a missing one refuses to start, naming it. */
export const S3_ENV = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const

function checkStorageEnv(env: Record<string, unknown>, ctx: z.RefinementCtx): void {
  if (env.STORAGE !== 's3') return
  for (const name of S3_ENV) {
    if (env[name] === undefined)
      ctx.addIssue({ code: 'custom', path: [name], message: 'is required when STORAGE=s3' })
  }
  if (
    typeof env.S3_BUCKET === 'string' &&
    !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(env.S3_BUCKET)
  )
    ctx.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message: 'is not a bucket name (3-63 lower-case letters, digits, dots and dashes)',
    })
}

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
     * 2023 trade-show contest, so the page shows it ended.
     */
    SWEEPSTAKES_OPENS_AT: isoMoment('2023-03-12'),
    SWEEPSTAKES_CLOSES_AT: isoMoment('2023-03-18', true),
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
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
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
  .superRefine((env, ctx) => {
    if (env.SWEEPSTAKES_CLOSES_AT.getTime() <= env.SWEEPSTAKES_OPENS_AT.getTime()) {
      ctx.addIssue({
        code: 'custom',
        path: ['SWEEPSTAKES_CLOSES_AT'],
        message: 'must be after SWEEPSTAKES_OPENS_AT',
      })
    }
  })
  .transform((env) => ({ ...env, HOST: env.HOST ?? defaultHost(env.NODE_ENV) }))

export type Env = z.infer<typeof envSchema>

/**
 * The browser origins the api trusts: WEB_URL's origin first, then CORS_ORIGINS. The one list for
 * CORS (credentials included) and the sign-in service (redirect URLs, passkey origins).
 */
export function trustedOrigins(env: Pick<Env, 'WEB_URL' | 'CORS_ORIGINS'>): string[] {
  return [...new Set([new URL(env.WEB_URL).origin, ...env.CORS_ORIGINS])]
}

/** A production process needs these configured (not taken from .env.defaults, not empty). */
export const PRODUCTION_REQUIRED = [
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'WEB_URL',
  'API_URL',
  'STYTCH_PROJECT_ID',
  'STYTCH_SECRET',
  'STYTCH_PUBLIC_TOKEN',
] as const satisfies ReadonlyArray<keyof Env>

/**
 * Why this configuration must not run with NODE_ENV=production, one line per variable (empty when
 * it may). The committed defaults are public (they are in the repository), so a secret taken from
 * them signs sessions anyone can forge, and so does a secret made by hand (`a` × 32: see
 * secret-strength.ts); the localhost URLs would put broken links in every mail;
 * PGlite admits one process and no worker; without Redis, rate limits and session revocations
 * stay inside one process; without SMTP, mail would sit in an outbox nobody can read (/dev/* is
 * off). Plain-http URLs are allowed: TLS may end at a proxy. The secrets held to the rule are the
 * ones this product checks itself; those issued by a provider (Google, S3) are the provider's.
 */
export function productionProblems(
  env: Env,
  sources: { committed: Record<string, string>; fromCommitted: ReadonlySet<string> },
): string[] {
  if (env.NODE_ENV !== 'production') return []
  const problems: string[] = []
  for (const key of PRODUCTION_REQUIRED) {
    if (env[key] === undefined || env[key] === '')
      problems.push(`${key}: required when NODE_ENV=production`)
    else if (sources.fromCommitted.has(key) && key !== 'STYTCH_SECRET')
      problems.push(
        `${key}: required when NODE_ENV=production (the committed default in .env.defaults is for local use)`,
      )
  }
  const secret = env.STYTCH_SECRET
  if (sources.fromCommitted.has('STYTCH_SECRET') || secret === sources.committed.STYTCH_SECRET)
    problems.push(
      'STYTCH_SECRET: is the committed value from .env.defaults, which is public; set a random secret of 32+ characters (e.g. `openssl rand -hex 32`)',
    )
  else {
    const weak = weakSecretReason(secret)
    if (weak) problems.push(`STYTCH_SECRET: ${weak}`)
  }
  const preview = env.CONTENT_PREVIEW_TOKEN
  const weakPreview = preview === undefined ? null : weakSecretReason(preview)
  if (weakPreview) problems.push(`CONTENT_PREVIEW_TOKEN: ${weakPreview}`)
  return problems
}

let cached: Env | undefined

/**
 * Parse the environment once; refuse to start on a bad value, naming the variable. With
 * NODE_ENV=production, also refuse a configuration that is only fit for a local run.
 */
export function getEnv(): Env {
  if (cached) return cached
  const sources = loadEnvFiles()
  const parsed = envSchema.safeParse(process.env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`)
  }
  const problems = productionProblems(parsed.data, sources)
  if (problems.length) {
    const lines = problems.map((p) => `  ${p}`)
    throw new Error(
      `Invalid environment configuration for NODE_ENV=production:\n${lines.join('\n')}`,
    )
  }
  cached = parsed.data
  return cached
}

/** Tests change the environment between suites. */
export function resetEnvCache(): void {
  cached = undefined
}

export function resolveFromRoot(p: string): string {
  return path.isAbsolute(p) ? p : path.join(ROOT_DIR, p)
}
