import { weakSecretReason } from './secret-strength'
import { loadEnvFiles } from './env-files'
import { envSchema, type Env } from './env-schema'

/*
 * The api's configuration: read once from the environment and the env files (./env-files),
 * checked by ./env-schema, and refused in production when it is only fit for a local run.
 */

export { loadEnvFiles, resolveFromRoot, ROOT_DIR } from './env-files'
export { OAUTH_ENV, S3_ENV } from './env-checks'
export { envSchema, trustedOrigins, type Env } from './env-schema'

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
  if (env.SESSION_JWT_CACHE === 'off')
    problems.push(
      'SESSION_JWT_CACHE: off is for benchmarks only (every request re-verifies its JWT)',
    )
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
