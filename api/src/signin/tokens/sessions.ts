import { and, eq, gt, isNull, ne } from 'drizzle-orm'
import { signinSessions, type SigninSession } from '../../db/schema'
import { LIMITS } from '../config'
import type { CallInfo, SigninContext } from '../context'
import { signinError } from '../errors'
import { newId, randomToken, rfc3339, sha256Hex } from '../lib/crypto'
import { requireUser, rolesOf, userJson, type StytchUser } from '../users/store'
import { signSessionJwt, verifySessionJwt, type SessionClaim } from './jwt'

/** One entry of `session.authentication_factors` (SDK type AuthenticationFactor). */
export type Factor = {
  type: string
  delivery_method: string
  last_authenticated_at: string
} & Record<string, unknown>

/** `session_duration_minutes`: absent, or a whole number of minutes in Stytch's range. */
export function parseDuration(raw: unknown): number | undefined {
  if (raw === undefined || raw === null) return undefined
  const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw
  const { min, max } = LIMITS.sessionMinutes
  if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > max) {
    throw signinError('invalid_session_duration_minutes')
  }
  return n
}

export const isActive = (s: SigninSession, now: Date) => !s.revokedAt && s.expiresAt > now

/** The session a bearer token opens, or null (unknown, expired or revoked). */
export async function findSessionByToken(
  ctx: SigninContext,
  token: string,
): Promise<SigninSession | null> {
  if (!token || token.length > 512) return null
  const [row] = await ctx.database.db
    .select()
    .from(signinSessions)
    .where(
      and(
        eq(signinSessions.tokenHash, sha256Hex(token)),
        isNull(signinSessions.revokedAt),
        gt(signinSessions.expiresAt, ctx.now()),
      ),
    )
  return row ?? null
}

export async function findSessionById(
  ctx: SigninContext,
  id: string,
): Promise<SigninSession | null> {
  const [row] = await ctx.database.db.select().from(signinSessions).where(eq(signinSessions.id, id))
  return row && isActive(row, ctx.now()) ? row : null
}

/** A session from a JWT we signed (stale is fine, forged is not) whose session is still live. */
export async function findSessionByJwt(ctx: SigninContext, jwt: string): Promise<SigninSession> {
  const verified = await verifySessionJwt(ctx, jwt)
  const session = await findSessionById(ctx, verified.claim.id)
  if (!session || session.userId !== verified.sub) throw signinError('session_not_found')
  return session
}

/** Same factor again (same method, same email/phone/device): replace its timestamp. */
function mergeFactors(existing: Factor[], factor: Factor): Factor[] {
  const identity = (f: Factor) =>
    JSON.stringify(
      Object.entries(f)
        .filter(([k]) => k !== 'last_authenticated_at')
        .sort(([a], [b]) => a.localeCompare(b)),
    )
  const id = identity(factor)
  return [...existing.filter((f) => identity(f) !== id), factor]
}

export interface IssuedSession {
  session: SigninSession
  /** The new opaque token (only ever returned here; the database keeps its hash). */
  token: string
}

/**
 * After a factor is proven: extend the caller's session when it belongs to the same user (a second
 * factor), otherwise start a new one. Either way a fresh opaque token replaces the old one, so a
 * token seen before sign-in (session fixation) or before a step-up is useless afterwards.
 */
export async function issueSession(
  ctx: SigninContext,
  args: {
    userId: string
    factor: Factor
    durationMinutes: number | undefined
    current: SigninSession | null
    call: CallInfo
  },
): Promise<IssuedSession> {
  const now = ctx.now()
  const token = randomToken()
  const minutes = args.durationMinutes ?? 60
  const current = args.current && args.current.userId === args.userId ? args.current : null
  if (current) {
    const [session] = await ctx.database.db
      .update(signinSessions)
      .set({
        tokenHash: sha256Hex(token),
        lastAccessedAt: now,
        expiresAt: args.durationMinutes
          ? new Date(now.getTime() + minutes * 60_000)
          : current.expiresAt,
        authenticationFactors: mergeFactors(current.authenticationFactors as Factor[], args.factor),
      })
      .where(and(eq(signinSessions.id, current.id), isNull(signinSessions.revokedAt)))
      .returning()
    if (session) return { session, token }
  }
  const [session] = await ctx.database.db
    .insert(signinSessions)
    .values({
      id: newId('session', ctx.config.envName),
      userId: args.userId,
      tokenHash: sha256Hex(token),
      startedAt: now,
      lastAccessedAt: now,
      expiresAt: new Date(now.getTime() + minutes * 60_000),
      authenticationFactors: [args.factor],
      attributes: { ip_address: args.call.ip, user_agent: args.call.userAgent.slice(0, 512) },
    })
    .returning()
  return { session, token }
}

/** sessions/authenticate: mark the session used and, when asked, extend it. */
export async function touchSession(
  ctx: SigninContext,
  session: SigninSession,
  durationMinutes: number | undefined,
): Promise<SigninSession> {
  const now = ctx.now()
  const [row] = await ctx.database.db
    .update(signinSessions)
    .set({
      lastAccessedAt: now,
      ...(durationMinutes ? { expiresAt: new Date(now.getTime() + durationMinutes * 60_000) } : {}),
    })
    .where(and(eq(signinSessions.id, session.id), isNull(signinSessions.revokedAt)))
    .returning()
  if (!row) throw signinError('session_not_found')
  return row
}

export async function revokeSession(ctx: SigninContext, sessionId: string): Promise<void> {
  await ctx.database.db
    .update(signinSessions)
    .set({ revokedAt: ctx.now() })
    .where(and(eq(signinSessions.id, sessionId), isNull(signinSessions.revokedAt)))
  await ctx.revocations.add(sessionId, LIMITS.jwtLifetimeSeconds)
}

/** Password resets end every other session of the user. */
export async function revokeOtherSessions(
  ctx: SigninContext,
  userId: string,
  keepSessionId: string | null,
): Promise<void> {
  const rows = await ctx.database.db
    .update(signinSessions)
    .set({ revokedAt: ctx.now() })
    .where(
      and(
        eq(signinSessions.userId, userId),
        isNull(signinSessions.revokedAt),
        ...(keepSessionId ? [ne(signinSessions.id, keepSessionId)] : []),
      ),
    )
    .returning({ id: signinSessions.id })
  for (const r of rows) await ctx.revocations.add(r.id, LIMITS.jwtLifetimeSeconds)
}

export function sessionJson(s: SigninSession, roles: string[]) {
  return {
    session_id: s.id,
    user_id: s.userId,
    started_at: rfc3339(s.startedAt),
    last_accessed_at: rfc3339(s.lastAccessedAt),
    expires_at: rfc3339(s.expiresAt),
    attributes: s.attributes,
    authentication_factors: s.authenticationFactors as Factor[],
    custom_claims: s.customClaims,
    roles,
  }
}
export type StytchSession = ReturnType<typeof sessionJson>

export async function mintJwt(ctx: SigninContext, s: SigninSession, roles: string[]) {
  const json = sessionJson(s, roles)
  const claim: SessionClaim = {
    id: json.session_id,
    started_at: json.started_at,
    last_accessed_at: json.last_accessed_at,
    expires_at: json.expires_at,
    attributes: json.attributes,
    authentication_factors: json.authentication_factors,
    roles,
  }
  return signSessionJwt(ctx, s.userId, claim, s.customClaims, LIMITS.jwtLifetimeSeconds)
}

export interface SessionBundle {
  user_id: string
  session_token: string
  session_jwt: string
  session: StytchSession
  user: StytchUser
}

/**
 * The body every authenticate-type call answers with: both tokens (non-empty, or the browser SDK
 * drops its cookies), the session and the user.
 */
export async function sessionBundle(
  ctx: SigninContext,
  session: SigninSession,
  token: string,
): Promise<SessionBundle> {
  const rec = await requireUser(ctx, session.userId)
  const roles = rolesOf(rec.user)
  return {
    user_id: session.userId,
    session_token: token,
    session_jwt: await mintJwt(ctx, session, roles),
    session: sessionJson(session, roles),
    user: userJson(rec, ctx.now()),
  }
}

export const factorTime = (ctx: SigninContext) => rfc3339(ctx.now())
