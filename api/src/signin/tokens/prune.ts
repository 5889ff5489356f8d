import { lt, or } from 'drizzle-orm'
import { signinSessions, signinTokens } from '../../db/schema'
import type { SigninContext } from '../context'

const DAY = 24 * 60 * 60_000

/**
 * Forget spent and expired secrets after a day, and ended sessions after 30 days (kept that long
 * so an account page could list recent sign-ins). Returns how many rows went.
 */
export async function pruneExpired(
  ctx: SigninContext,
): Promise<{ tokens: number; sessions: number }> {
  const now = ctx.now().getTime()
  const tokens = await ctx.database.db
    .delete(signinTokens)
    .where(lt(signinTokens.expiresAt, new Date(now - DAY)))
    .returning({ id: signinTokens.id })
  const monthAgo = new Date(now - 30 * DAY)
  const sessions = await ctx.database.db
    .delete(signinSessions)
    .where(or(lt(signinSessions.expiresAt, monthAgo), lt(signinSessions.revokedAt, monthAgo)))
    .returning({ id: signinSessions.id })
  return { tokens: tokens.length, sessions: sessions.length }
}

let issued = 0

/** Prune now and then as secrets are issued, so the tables stay small without a scheduler. */
export function pruneOccasionally(ctx: SigninContext): void {
  if (++issued % 500 !== 0) return
  pruneExpired(ctx).catch((err) => ctx.logger.warn({ err }, 'sign-in pruning failed'))
}
