import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import { randomUUID } from 'node:crypto'
import type { Db } from '../../db/client'
import { signinTokens, type SigninToken } from '../../db/schema'
import type { SigninContext } from '../context'
import { signinError } from '../errors'
import { pkceChallenge, randomToken, safeEqual, sha256Hex } from '../lib/crypto'
import { pruneOccasionally } from './prune'

type Kind = SigninToken['kind']

export interface NewOneTime {
  kind: Kind
  userId?: string | null
  methodId?: string | null
  codeChallenge?: string | null
  data?: Record<string, unknown>
  ttlMinutes: number
  /** A short code (OTP) instead of a random 256-bit token; hashed with the row id. */
  code?: string
  /** A random secret made elsewhere (a WebAuthn challenge). */
  secret?: string
}

export const codeHash = (id: string, code: string) => sha256Hex(`${id}:${code}`)

/**
 * Store a single-use secret (as a hash) and return the secret itself, once. `db`: the transaction
 * that also stores the message carrying the secret (lib/deliver.ts), when there is one.
 */
export async function createOneTime(
  ctx: SigninContext,
  input: NewOneTime,
  db: Pick<Db, 'insert'> = ctx.database.db,
): Promise<{ id: string; secret: string; expiresAt: Date }> {
  const id = randomUUID()
  const secret = input.code ?? input.secret ?? randomToken()
  const now = ctx.now()
  const expiresAt = new Date(now.getTime() + input.ttlMinutes * 60_000)
  await db.insert(signinTokens).values({
    id,
    kind: input.kind,
    tokenHash: input.code ? codeHash(id, input.code) : sha256Hex(secret),
    userId: input.userId ?? null,
    methodId: input.methodId ?? null,
    codeChallenge: input.codeChallenge ?? null,
    data: input.data ?? {},
    expiresAt,
    createdAt: now,
  })
  pruneOccasionally(ctx)
  return { id, secret, expiresAt }
}

/** The row a bearer secret names, used or not (callers tell "unknown" from "spent"). */
export async function findOneTime(
  ctx: SigninContext,
  kinds: Kind[],
  secret: string,
): Promise<SigninToken | null> {
  if (!secret || secret.length > 512) return null
  const [row] = await ctx.database.db
    .select()
    .from(signinTokens)
    .where(eq(signinTokens.tokenHash, sha256Hex(secret)))
  return row && kinds.includes(row.kind) ? row : null
}

/** The newest unspent, unexpired secret issued for a method (OTP codes, wallet challenges). */
export async function latestForMethod(
  ctx: SigninContext,
  kind: Kind,
  methodId: string,
): Promise<SigninToken | null> {
  const [row] = await ctx.database.db
    .select()
    .from(signinTokens)
    .where(
      and(
        eq(signinTokens.kind, kind),
        eq(signinTokens.methodId, methodId),
        isNull(signinTokens.usedAt),
        gt(signinTokens.expiresAt, ctx.now()),
      ),
    )
    .orderBy(desc(signinTokens.createdAt))
    .limit(1)
  return row ?? null
}

/** Spend every outstanding secret of a kind for a method (a new code replaces the old one). */
export async function retireForMethod(ctx: SigninContext, kind: Kind, methodId: string) {
  await ctx.database.db
    .update(signinTokens)
    .set({ usedAt: ctx.now() })
    .where(
      and(
        eq(signinTokens.kind, kind),
        eq(signinTokens.methodId, methodId),
        isNull(signinTokens.usedAt),
      ),
    )
}

/**
 * Mark a secret used. Exactly one concurrent redeemer wins (`used_at IS NULL` in the update);
 * everybody else gets false.
 */
export async function consumeOneTime(ctx: SigninContext, id: string): Promise<boolean> {
  const rows = await ctx.database.db
    .update(signinTokens)
    .set({ usedAt: ctx.now() })
    .where(and(eq(signinTokens.id, id), isNull(signinTokens.usedAt)))
    .returning({ id: signinTokens.id })
  return rows.length === 1
}

/** Count a wrong guess; returns the new count. */
export async function countAttempt(ctx: SigninContext, id: string): Promise<number> {
  const [row] = await ctx.database.db
    .update(signinTokens)
    .set({ attempts: sql`${signinTokens.attempts} + 1` })
    .where(eq(signinTokens.id, id))
    .returning({ attempts: signinTokens.attempts })
  return row?.attempts ?? Number.MAX_SAFE_INTEGER
}

export const isUsable = (row: SigninToken, now: Date) => !row.usedAt && row.expiresAt > now

/**
 * PKCE S256: when the secret was issued with a code_challenge, the redeemer must present the
 * matching code_verifier. A mismatch leaves the secret unspent (the browser SDK retries with its
 * other PKCE namespace on a "pkce" error).
 */
export function checkPkce(row: SigninToken, verifier: unknown): void {
  if (!row.codeChallenge) return
  if (typeof verifier !== 'string' || !verifier) throw signinError('pkce_expected_code_verifier')
  if (!safeEqual(pkceChallenge(verifier), row.codeChallenge)) throw signinError('pkce_mismatch')
}

/** A code_challenge as the SDK sends it: base64url SHA-256, 43 characters. */
export function parseCodeChallenge(raw: unknown): string | null {
  if (raw === undefined || raw === null || raw === '') return null
  if (typeof raw !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(raw)) {
    throw signinError('invalid_argument', {
      message: 'code_challenge must be a base64url SHA-256.',
    })
  }
  return raw
}
