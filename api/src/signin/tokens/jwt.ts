import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose'
import type { SigninContext } from '../context'
import { signinError } from '../errors'
import { getKeys, JWT_ALG } from './keys'

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

export const jwtIssuer = (ctx: SigninContext) => `stytch.com/${ctx.config.projectId}`

/**
 * A 5-minute RS256 session JWT in Stytch's format, verified by the Node SDK (jose) against our
 * JWKS: header `{ alg: 'RS256', kid, typ: 'JWT' }`, `aud` an array of the project id.
 */
export async function signSessionJwt(
  ctx: SigninContext,
  sub: string,
  claim: SessionClaim,
  customClaims: Record<string, unknown>,
  lifetimeSeconds: number,
): Promise<string> {
  const { signing } = await getKeys(ctx)
  const iat = Math.floor(ctx.now().getTime() / 1000)
  // The registered claims are set after the custom ones, so a custom claim can never replace them.
  return new SignJWT({ ...customClaims, [SESSION_CLAIM]: claim })
    .setProtectedHeader({ alg: JWT_ALG, kid: signing.kid, typ: 'JWT' })
    .setSubject(sub)
    .setIssuer(jwtIssuer(ctx))
    .setAudience([ctx.config.projectId])
    .setIssuedAt(iat)
    .setNotBefore(iat)
    .setExpirationTime(iat + lifetimeSeconds)
    .sign(signing.privateKey)
}

export interface VerifiedJwt {
  sub: string
  claim: SessionClaim
}

const refuse = () =>
  signinError('unauthorized_credentials', { message: 'The session JWT is invalid.' })

/**
 * Check a session JWT with jose: RS256 only (`none`, HS256 keyed with the public key and every
 * other algorithm are refused before any key is looked up), a kid of one of our keys, the
 * signature, `typ`, issuer, audience and `nbf`/`exp` at the service's clock.
 *
 * Stytch's sessions/authenticate also takes a JWT past its `exp` while its session lives (that is
 * how the Node SDK refreshes), so an expired token is not refused here: it is checked again, in
 * full, as of its last valid second, and the caller must find its session live
 * (`findSessionByJwt`). Anything else: 401 `unauthorized_credentials`.
 */
export async function verifySessionJwt(ctx: SigninContext, jwt: string): Promise<VerifiedJwt> {
  const { verifier } = await getKeys(ctx)
  const verifyAt = async (currentDate: Date) =>
    (
      await jwtVerify(jwt, verifier, {
        algorithms: [JWT_ALG],
        typ: 'JWT',
        issuer: jwtIssuer(ctx),
        audience: ctx.config.projectId,
        requiredClaims: ['sub', 'iat', 'nbf', 'exp'],
        currentDate,
      })
    ).payload
  let payload: JWTPayload
  try {
    payload = await verifyAt(ctx.now())
  } catch (err) {
    // jose authenticates the token before it reads the claims, so the payload of JWTExpired is
    // ours; the other claims may not have been checked yet, hence the second full check.
    if (!(err instanceof errors.JWTExpired) || typeof err.payload.exp !== 'number') throw refuse()
    try {
      payload = await verifyAt(new Date((err.payload.exp - 1) * 1000))
    } catch {
      throw refuse()
    }
  }
  const claim = payload[SESSION_CLAIM] as SessionClaim | undefined
  if (typeof payload.sub !== 'string' || typeof claim?.id !== 'string') throw refuse()
  return { sub: payload.sub, claim }
}
