import { createPrivateKey } from 'node:crypto'
import fs from 'node:fs'
import { isIP } from 'node:net'
import path from 'node:path'
import { z } from 'zod'

/** Repository root (api/src/lib -> ../../..). */
export const ROOT_DIR = path.resolve(__dirname, '../../..')

/**
 * Load .env.defaults then .env (both at the repository root) without overriding variables that
 * are already set in the process environment.
 */
function loadEnvFiles(): void {
  for (const name of ['.env', '.env.defaults']) {
    const file = path.join(ROOT_DIR, name)
    if (!fs.existsSync(file)) continue
    for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
      const m = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line)
      if (!m) continue
      const [, key, raw] = m
      if (process.env[key] !== undefined) continue
      process.env[key] = raw.replace(/^(['"])(.*)\1$/, '$2')
    }
  }
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

const optionalText = z.preprocess(emptyToUndefined, z.string().optional())
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

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: port.default(8910),
    API_PORT: port.default(8911),
    WEB_URL: z.string().url().default('http://localhost:8910'),
    API_URL: z.string().url().default('http://localhost:8911'),
    DATABASE_URL: optionalUrl,
    PGLITE_DIR: z.string().default('.data/pglite'),
    MEDIA_DIR: z.string().default('.data/media'),
    REDIS_URL: optionalUrl,
    SMTP_URL: optionalUrl,
    /** With Redis and PostgreSQL, also run job handlers in the api process (no separate worker). */
    JOBS_IN_API: z.preprocess((v) => v === 'true' || v === '1', z.boolean()).default(false),
    MAIL_FROM: z.string().default('Ironyard <no-reply@ironyard.local>'),
    SALES_TEAM_EMAIL: z.string().email().default('sales@ironyard.local'),
    SEED_LISTINGS: z.coerce.number().int().min(0).max(2_000_000).default(3000),
    SEED: z.coerce.number().int().default(42),
    STYTCH_PROJECT_ID: z.string().min(1),
    STYTCH_SECRET: z.string().min(1),
    STYTCH_PUBLIC_TOKEN: z.string().min(1),
    STYTCH_API_URL: optionalUrl,
    /** Form submissions allowed per IP and per email address in 10 minutes. */
    LEAD_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
    LEAD_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(10),
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

export type Env = z.infer<typeof envSchema>

let cached: Env | undefined

/** Parse the environment once; refuse to start on a bad value, naming the variable. */
export function getEnv(): Env {
  if (cached) return cached
  loadEnvFiles()
  const parsed = envSchema.safeParse(process.env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`)
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
