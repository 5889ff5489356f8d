import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto'
import type { Database } from '../../db/client'
import { signinKeys } from '../../db/schema'
import type { SigninContext } from '../context'

export interface SigningKey {
  kid: string
  privateKey: KeyObject
  publicKey: KeyObject
  publicJwk: Record<string, string>
}

const cache = new WeakMap<Database, Promise<SigningKey[]>>()

/**
 * The RS256 key pair, generated the first time any process needs it and kept in the database,
 * so every api process signs with the same key and restarts do not invalidate JWTs.
 */
export function getKeys(ctx: SigninContext): Promise<SigningKey[]> {
  let keys = cache.get(ctx.database)
  if (!keys) {
    keys = loadOrCreate(ctx).catch((err) => {
      cache.delete(ctx.database)
      throw err
    })
    cache.set(ctx.database, keys)
  }
  return keys
}

export async function getSigningKey(ctx: SigninContext): Promise<SigningKey> {
  const keys = await getKeys(ctx)
  return keys[0]
}

async function loadOrCreate(ctx: SigninContext): Promise<SigningKey[]> {
  const { db } = ctx.database
  let rows = await db.select().from(signinKeys)
  if (!rows.some((r) => r.slot === 'current')) {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const jwk = publicKey.export({ format: 'jwk' }) as { n: string; e: string }
    const kid = `jwk-${ctx.config.envName}-${jwk.n.slice(0, 8).toLowerCase()}${Date.now().toString(36)}`
    // Several processes may race here: the first insert wins and everyone reads it back.
    await db
      .insert(signinKeys)
      .values({
        slot: 'current',
        kid,
        privateKeyPem: privateKey.export({ format: 'pem', type: 'pkcs8' }) as string,
        publicJwk: { kty: 'RSA', n: jwk.n, e: jwk.e, kid, alg: 'RS256', use: 'sig' },
        createdAt: ctx.now(),
      })
      .onConflictDoNothing({ target: signinKeys.slot })
    rows = await db.select().from(signinKeys)
  }
  // 'current' first: it signs; the others only verify.
  rows.sort((a, b) => (a.slot === 'current' ? -1 : b.slot === 'current' ? 1 : 0))
  return rows.map((r) => {
    const privateKey = createPrivateKey(r.privateKeyPem)
    return {
      kid: r.kid,
      privateKey,
      publicKey: createPublicKey(privateKey),
      publicJwk: r.publicJwk,
    }
  })
}

/** `GET /v1/sessions/jwks/{project_id}` body (public keys only). */
export async function jwks(ctx: SigninContext) {
  const keys = await getKeys(ctx)
  return { keys: keys.map((k) => k.publicJwk) }
}
