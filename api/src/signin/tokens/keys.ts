import {
  createLocalJWKSet,
  errors,
  exportJWK,
  exportPKCS8,
  generateKeyPair,
  importPKCS8,
  type CryptoKey,
  type JWTVerifyGetKey,
} from 'jose'
import type { Database } from '../../db/client'
import { signinKeys } from '../../db/schema'
import type { SigninContext } from '../context'

/** The only algorithm the service signs with or accepts (Stytch's, and what the SDKs expect). */
export const JWT_ALG = 'RS256'

export interface SigningKey {
  kid: string
  privateKey: CryptoKey
}

export interface KeySet {
  /** The 'current' key: every new JWT is signed with it. */
  signing: SigningKey
  /** Every stored public key as stored, `{ kty: 'RSA', n, e, kid, alg: 'RS256', use: 'sig' }`. */
  jwks: { keys: Array<Record<string, string>> }
  /** jose's key lookup over the same JWKS the Node client fetches (by kid, which must be there). */
  verifier: JWTVerifyGetKey
}

const cache = new WeakMap<Database, Promise<KeySet>>()

/**
 * The RS256 key pair, generated the first time any process needs it and kept in the database,
 * so every api process signs with the same key and restarts do not invalidate JWTs. The row
 * format (PKCS#8 PEM private key, public JWK) is the one earlier versions wrote, so their keys
 * keep verifying the sessions they signed.
 */
export function getKeys(ctx: SigninContext): Promise<KeySet> {
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

async function loadOrCreate(ctx: SigninContext): Promise<KeySet> {
  const { db } = ctx.database
  let rows = await db.select().from(signinKeys)
  if (!rows.some((r) => r.slot === 'current')) {
    const { privateKey, publicKey } = await generateKeyPair(JWT_ALG, {
      modulusLength: 2048,
      extractable: true,
    })
    const { n, e } = (await exportJWK(publicKey)) as { n: string; e: string }
    const kid = `jwk-${ctx.config.envName}-${n.slice(0, 8).toLowerCase()}${Date.now().toString(36)}`
    // Several processes may race here: the first insert wins and everyone reads it back.
    await db
      .insert(signinKeys)
      .values({
        slot: 'current',
        kid,
        privateKeyPem: await exportPKCS8(privateKey),
        publicJwk: { kty: 'RSA', n, e, kid, alg: JWT_ALG, use: 'sig' },
        createdAt: ctx.now(),
      })
      .onConflictDoNothing({ target: signinKeys.slot })
    rows = await db.select().from(signinKeys)
  }
  // 'current' first: it signs; the others only verify.
  rows.sort((a, b) => (a.slot === 'current' ? -1 : b.slot === 'current' ? 1 : 0))
  const current = rows[0]
  const jwks = { keys: rows.map((r) => r.publicJwk) }
  const byKid = createLocalJWKSet(jwks)
  return {
    signing: {
      kid: current.kid,
      privateKey: await importPKCS8(current.privateKeyPem, JWT_ALG),
    },
    jwks,
    // jose would pick the only key for a token without a kid; Stytch's tokens always name theirs.
    verifier: (header, token) => {
      if (typeof header.kid !== 'string') throw new errors.JWKSNoMatchingKey()
      return byKid(header, token)
    },
  }
}

/** `GET /v1/sessions/jwks/{project_id}` body (public keys only). */
export async function jwks(ctx: SigninContext): Promise<KeySet['jwks']> {
  return (await getKeys(ctx)).jwks
}
