import { createSign, createVerify } from 'node:crypto'
import type { SigninContext } from '../context'
import { signinError } from '../errors'
import { getKeys, getSigningKey } from './keys'

export const SESSION_CLAIM = 'https://stytch.com/session'

export interface SessionClaim {
  id: string
  started_at: string
  last_accessed_at: string
  expires_at: string
  attributes: { ip_address: string; user_agent: string }
  authentication_factors: unknown[]
  roles: string[]
}

const b64json = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url')

export const jwtIssuer = (ctx: SigninContext) => `stytch.com/${ctx.config.projectId}`

/** A 5-minute RS256 session JWT in Stytch's format (verified by the Node SDK against our JWKS). */
export async function signSessionJwt(
  ctx: SigninContext,
  sub: string,
  claim: SessionClaim,
  customClaims: Record<string, unknown>,
  lifetimeSeconds: number,
): Promise<string> {
  const key = await getSigningKey(ctx)
  const iat = Math.floor(ctx.now().getTime() / 1000)
  const header = { alg: 'RS256', kid: key.kid, typ: 'JWT' }
  const payload = {
    ...customClaims,
    sub,
    iss: jwtIssuer(ctx),
    aud: [ctx.config.projectId],
    iat,
    nbf: iat,
    exp: iat + lifetimeSeconds,
    [SESSION_CLAIM]: claim,
  }
  const input = `${b64json(header)}.${b64json(payload)}`
  const signature = createSign('RSA-SHA256').update(input).sign(key.privateKey, 'base64url')
  return `${input}.${signature}`
}

export interface VerifiedJwt {
  sub: string
  exp: number
  claim: SessionClaim
}

/**
 * Check a session JWT's signature and issuer. Expiry is not enforced here: a stale JWT of a live
 * session is still accepted by sessions/authenticate (that is how the Node SDK refreshes), but
 * only if it was signed with one of our RS256 keys. Anything else: 401 `unauthorized_credentials`.
 */
export async function verifySessionJwt(ctx: SigninContext, jwt: string): Promise<VerifiedJwt> {
  const refuse = () =>
    signinError('unauthorized_credentials', { message: 'The session JWT is invalid.' })
  const parts = jwt.split('.')
  if (parts.length !== 3) throw refuse()
  let header: { alg?: unknown; kid?: unknown; typ?: unknown }
  let payload: Record<string, unknown>
  try {
    header = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'))
    payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'))
  } catch {
    throw refuse()
  }
  // Only RS256: `none`, HS256 (with the public key as the secret) and others are refused outright.
  if (header.alg !== 'RS256' || header.typ !== 'JWT' || typeof header.kid !== 'string')
    throw refuse()
  const key = (await getKeys(ctx)).find((k) => k.kid === header.kid)
  if (!key) throw refuse()
  const ok = createVerify('RSA-SHA256')
    .update(`${parts[0]}.${parts[1]}`)
    .verify(key.publicKey, Buffer.from(parts[2], 'base64url'))
  if (!ok) throw refuse()
  const aud = payload.aud
  const audOk = Array.isArray(aud)
    ? aud.includes(ctx.config.projectId)
    : aud === ctx.config.projectId
  const claim = payload[SESSION_CLAIM] as SessionClaim | undefined
  if (
    payload.iss !== jwtIssuer(ctx) ||
    !audOk ||
    typeof payload.sub !== 'string' ||
    typeof payload.exp !== 'number' ||
    !claim ||
    typeof claim.id !== 'string'
  ) {
    throw refuse()
  }
  return { sub: payload.sub, exp: payload.exp, claim }
}
