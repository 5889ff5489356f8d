import { and, eq, isNull, ne } from 'drizzle-orm'
import {
  signinCryptoWallets,
  signinEmails,
  signinOauthRegistrations,
  signinPhoneNumbers,
  signinSessions,
  signinTokens,
  signinTotps,
  signinUsers,
  signinWebauthnRegistrations,
} from '../../db/schema'
import { LIMITS } from '../config'
import type { SigninContext } from '../context'
import { newId } from '../lib/crypto'

/**
 * Proving an address (a redeemed link, a code, a provider that vouches for it) is where an account
 * changes hands safely or not at all (issue 31, decision 046). Before an address is proven, anyone
 * could have typed it: a password, a passkey, a phone, an OAuth login or a session may belong to
 * somebody who does not receive its mail. So the first proof of an address:
 *
 * - made inside a session of the user who holds it (the holder adding or confirming their own
 *   address, Stytch's "verify after password creation") just marks it verified;
 * - made by anyone else, on an account nothing else proves (no verified email or phone), resets
 *   the account to the prover: every password, other factor, pending secret and session created
 *   before it is removed, with the name and untrusted metadata its earlier holder typed;
 * - made by anyone else, on an account another verified address proves (someone attached an
 *   address they do not own), moves the address to a new account of its own.
 *
 * Everything happens in one transaction under a lock on the address, so two proofs at once
 * cannot both act, and no moment exists where the address is verified while earlier sessions
 * still work. Roles and partner memberships follow verified addresses (link-user.ts), so they
 * reach only the account this returns.
 */
export interface ProvenContact {
  /** The user who holds the address now (a new one when the address moved). */
  userId: string
  /** What the proof did, for tests and the log. */
  outcome: 'already-verified' | 'verified' | 'reset' | 'moved'
}

type Kind = 'email' | 'phone'

const tableOf = (kind: Kind) => (kind === 'email' ? signinEmails : signinPhoneNumbers)

export async function proveEmail(
  ctx: SigninContext,
  emailId: string,
  sessionUserId: string | null,
): Promise<ProvenContact | null> {
  return proveContact(ctx, 'email', emailId, sessionUserId)
}

export async function provePhone(
  ctx: SigninContext,
  phoneId: string,
  sessionUserId: string | null,
): Promise<ProvenContact | null> {
  return proveContact(ctx, 'phone', phoneId, sessionUserId)
}

async function proveContact(
  ctx: SigninContext,
  kind: Kind,
  methodId: string,
  sessionUserId: string | null,
): Promise<ProvenContact | null> {
  const now = ctx.now()
  const table = tableOf(kind)
  const revoked: string[] = []
  const result = await ctx.database.db.transaction(async (tx) => {
    const [row] = await tx.select().from(table).where(eq(table.id, methodId)).for('update')
    if (!row) return null
    // Every proof of an account serialises on its user row: a reset and a second proof of
    // another of its addresses cannot interleave.
    await tx
      .select({ id: signinUsers.id })
      .from(signinUsers)
      .where(eq(signinUsers.id, row.userId))
      .for('update')
    const activate = (userId: string) =>
      tx
        .update(signinUsers)
        .set({ status: 'active', updatedAt: now })
        .where(and(eq(signinUsers.id, userId), eq(signinUsers.status, 'pending')))
    if (row.verified) return { userId: row.userId, outcome: 'already-verified' } as const
    if (sessionUserId === row.userId) {
      await tx.update(table).set({ verified: true }).where(eq(table.id, methodId))
      await activate(row.userId)
      return { userId: row.userId, outcome: 'verified' } as const
    }

    const [otherEmail] = await tx
      .select({ id: signinEmails.id })
      .from(signinEmails)
      .where(
        and(
          eq(signinEmails.userId, row.userId),
          eq(signinEmails.verified, true),
          ne(signinEmails.id, methodId),
        ),
      )
      .limit(1)
    const [otherPhone] = await tx
      .select({ id: signinPhoneNumbers.id })
      .from(signinPhoneNumbers)
      .where(
        and(
          eq(signinPhoneNumbers.userId, row.userId),
          eq(signinPhoneNumbers.verified, true),
          ne(signinPhoneNumbers.id, methodId),
        ),
      )
      .limit(1)

    if (otherEmail || otherPhone) {
      // Someone else's proven account holds an address its owner never proved: the address
      // leaves it for an account of its own, and the secrets sent to it go with nobody.
      const userId = newId('user', ctx.config.envName)
      await tx.insert(signinUsers).values({ id: userId, createdAt: now, updatedAt: now })
      await tx.update(table).set({ userId, verified: true }).where(eq(table.id, methodId))
      await tx
        .delete(signinTokens)
        .where(and(eq(signinTokens.methodId, methodId), isNull(signinTokens.usedAt)))
      return { userId, outcome: 'moved' } as const
    }

    // An account nothing proves: whatever was set on it before belongs to whoever typed the
    // address, so the prover starts clean.
    const userId = row.userId
    await tx
      .update(signinUsers)
      .set({
        status: 'active',
        firstName: '',
        middleName: '',
        lastName: '',
        untrustedMetadata: {},
        passwordHash: null,
        passwordId: null,
        failedPasswordAttempts: 0,
        failedPasswordWindowStart: null,
        lockedUntil: null,
        updatedAt: now,
      })
      .where(eq(signinUsers.id, userId))
    await tx
      .delete(signinEmails)
      .where(and(eq(signinEmails.userId, userId), ne(signinEmails.id, methodId)))
    await tx
      .delete(signinPhoneNumbers)
      .where(and(eq(signinPhoneNumbers.userId, userId), ne(signinPhoneNumbers.id, methodId)))
    await tx.delete(signinOauthRegistrations).where(eq(signinOauthRegistrations.userId, userId))
    await tx
      .delete(signinWebauthnRegistrations)
      .where(eq(signinWebauthnRegistrations.userId, userId))
    await tx.delete(signinTotps).where(eq(signinTotps.userId, userId))
    await tx.delete(signinCryptoWallets).where(eq(signinCryptoWallets.userId, userId))
    await tx
      .delete(signinTokens)
      .where(and(eq(signinTokens.userId, userId), isNull(signinTokens.usedAt)))
    const ended = await tx
      .update(signinSessions)
      .set({ revokedAt: now })
      .where(and(eq(signinSessions.userId, userId), isNull(signinSessions.revokedAt)))
      .returning({ id: signinSessions.id })
    revoked.push(...ended.map((s) => s.id))
    await tx.update(table).set({ verified: true }).where(eq(table.id, methodId))
    return { userId, outcome: 'reset' } as const
  })
  // A revoked session's JWT stays verifiable for its lifetime; the list makes the api refuse it
  // at once (revocations.ts). Written after the commit: the rows are the record.
  for (const id of revoked) await ctx.revocations.add(id, LIMITS.jwtLifetimeSeconds)
  if (result && result.outcome !== 'already-verified' && result.outcome !== 'verified') {
    ctx.logger.info({ kind, outcome: result.outcome }, 'signin: first proof of an address')
  }
  return result
}
