import { setBiddingLimitSchema } from '@ironyard/contract/auctions/admin'
import { DEFAULT_BIDDING_LIMIT_CENTS } from '@ironyard/contract/auctions/bidding-limit'
import { desc, eq } from 'drizzle-orm'
import { auctionBiddingLimits, users } from '../../db/schema'
import type { Locale } from '../../lib/locale'
import { recordAudit, type Actor } from '../audit/record-audit'
import { parseAuctionInput, refuseField, type AuctionAdminDeps } from './auction-admin-common'

export interface BiddingLimitView {
  email: string
  limitCents: number
  setBy: string | null
  updatedAt: Date
}

/**
 * setBiddingLimit (issue 34): one bidder's limit (the sum their leading maximums on open lots may
 * reach), by the e-mail they sign in with. The limit row is made when missing, then locked
 * (`FOR UPDATE`), the lock a bid takes first (the first statement of `bid-sql.ts`): a bid in
 * progress finishes under the old limit, the next one reads the new. A lower limit never undoes a lead already held; it
 * refuses the bids past it. Audited with the limit before and after.
 */
export async function setBiddingLimit(
  deps: AuctionAdminDeps,
  actor: Actor,
  rawArgs: unknown,
  locale: Locale,
): Promise<BiddingLimitView> {
  const v = parseAuctionInput(setBiddingLimitSchema, rawArgs ?? {}, locale)
  const now = deps.now()
  return deps.database.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.email, v.email))
      .orderBy(desc(users.updatedAt))
      .limit(1)
    if (!user) refuseField(locale, 'email', 'bidderNotFound')
    await tx.insert(auctionBiddingLimits).values({ userId: user.id }).onConflictDoNothing()
    const [before] = await tx
      .select()
      .from(auctionBiddingLimits)
      .where(eq(auctionBiddingLimits.userId, user.id))
      .for('update')
    const [after] = await tx
      .update(auctionBiddingLimits)
      .set({ limitCents: v.limitCents, setBy: actor.email, updatedAt: now })
      .where(eq(auctionBiddingLimits.userId, user.id))
      .returning()
    await recordAudit(tx, {
      actor,
      action: 'bidder.setLimit',
      entityType: 'bidder',
      entityKey: user.email,
      before: { limitCents: before.limitCents ?? DEFAULT_BIDDING_LIMIT_CENTS, setBy: before.setBy },
      after: { limitCents: v.limitCents },
      at: now,
    })
    return {
      email: user.email,
      limitCents: after.limitCents ?? DEFAULT_BIDDING_LIMIT_CENTS,
      setBy: after.setBy,
      updatedAt: after.updatedAt,
    }
  })
}
