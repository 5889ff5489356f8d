import { createPrivateKey } from 'node:crypto'
import type { z } from 'zod'

/*
 * The checks across variables of the api's environment (./env-schema): a provider configured by
 * all of its variables or none, the storage a choice needs, a sweepstakes window that closes
 * after it opens. Each names the variable to fix; none repeats a secret.
 */

/**
 * OAuth providers (docs/decisions/014): each is configured by all of its variables or none.
 * A partial configuration refuses to start, naming what is missing; so does an Apple key that is
 * not a P-256 private key (the message never repeats the key).
 */
export const OAUTH_ENV = {
  google: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  apple: ['APPLE_CLIENT_ID', 'APPLE_TEAM_ID', 'APPLE_KEY_ID', 'APPLE_PRIVATE_KEY'],
} as const

export function checkOAuthEnv(env: Record<string, unknown>, ctx: z.RefinementCtx): void {
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

export function checkStorageEnv(env: Record<string, unknown>, ctx: z.RefinementCtx): void {
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

/** The sweepstakes window closes after it opens. */
export function checkSweepstakesWindow(
  env: { SWEEPSTAKES_OPENS_AT: Date; SWEEPSTAKES_CLOSES_AT: Date },
  ctx: z.RefinementCtx,
): void {
  if (env.SWEEPSTAKES_CLOSES_AT.getTime() <= env.SWEEPSTAKES_OPENS_AT.getTime()) {
    ctx.addIssue({
      code: 'custom',
      path: ['SWEEPSTAKES_CLOSES_AT'],
      message: 'must be after SWEEPSTAKES_OPENS_AT',
    })
  }
}
