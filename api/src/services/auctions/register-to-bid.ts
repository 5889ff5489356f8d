import { isAuctionSlug } from '@ironyard/contract/auctions'
import { DEFAULT_BIDDING_LIMIT_CENTS } from '@ironyard/contract/auctions/bidding-limit'
import { phoneSchema } from '@ironyard/contract/forms/fields'
import { and, eq } from 'drizzle-orm'
import { z } from 'zod'
import type { AppDeps, CurrentUser, Locale } from '../../context'
import { auctionBiddingLimits, auctionRegistrations, auctions, userProfiles } from '../../db/schema'
import { t } from '../../i18n'
import { AppError, parseOrThrow } from '../../lib/errors'
import { requireUserId } from '../profile/require-user'
import { staffMayNotBid } from './bid-refusal-error'

export interface BidderRegistrationView {
  auctionSlug: string
  registeredAt: Date
  biddingLimitCents: number
}

const phoneInput = z.object({ phone: phoneSchema })

export const auctionNotFound = () =>
  new AppError('NOT_FOUND', { messageKey: 'auctions:auction.notFound' })

/**
 * Issue 34, "Who may bid": a signed-in user with a verified e-mail, a phone (given here, else the
 * profile's) and the auction's terms accepted registers to bid, once per auction: registering
 * again answers the first registration. Staff may not. The bidder's limit row is made here (the
 * contract's default until an admin sets one); every bid locks it.
 */
export async function registerToBid(
  deps: Pick<AppDeps, 'database' | 'now'>,
  user: CurrentUser | null,
  input: { auctionSlug: unknown; acceptTerms: unknown; phone?: unknown },
  locale: Locale,
): Promise<BidderRegistrationView> {
  const userId = requireUserId(user)
  const slug = input.auctionSlug
  if (typeof slug !== 'string' || !isAuctionSlug(slug)) throw auctionNotFound()
  const [auction] = await deps.database.db
    .select({ id: auctions.id, format: auctions.format })
    .from(auctions)
    .where(eq(auctions.slug, slug))
  if (!auction) throw auctionNotFound()
  if (auction.format !== 'online') {
    throw new AppError('CONFLICT', { messageKey: 'auctions:register.notOnline' })
  }
  if (user!.roles.includes('admin')) throw staffMayNotBid()
  if (user!.emailVerified !== true) {
    throw new AppError('FORBIDDEN', { messageKey: 'auctions:register.emailNotVerified' })
  }
  if (input.acceptTerms !== true) {
    const text = t(locale, 'auctions:register.termsRequired')
    throw new AppError(
      'VALIDATION',
      { messageKey: 'auctions:register.termsRequired' },
      { fields: [{ path: 'acceptTerms', key: 'validation.required', message: text }] },
    )
  }

  return deps.database.db.transaction(async (tx) => {
    const given = typeof input.phone === 'string' && input.phone.trim() !== ''
    let phone = given ? input.phone : undefined
    if (!given) {
      const [profile] = await tx
        .select({ phone: userProfiles.phone })
        .from(userProfiles)
        .where(eq(userProfiles.userId, userId))
      phone = profile?.phone ?? undefined
    }
    const checked = parseOrThrow(phoneInput, { phone }, locale)
    await tx
      .insert(auctionRegistrations)
      .values({ auctionId: auction.id, userId, phone: checked.phone, termsAcceptedAt: deps.now() })
      .onConflictDoNothing()
    await tx.insert(auctionBiddingLimits).values({ userId }).onConflictDoNothing()
    const [registration] = await tx
      .select({ at: auctionRegistrations.termsAcceptedAt })
      .from(auctionRegistrations)
      .where(
        and(
          eq(auctionRegistrations.auctionId, auction.id),
          eq(auctionRegistrations.userId, userId),
        ),
      )
    const [limit] = await tx
      .select({ cents: auctionBiddingLimits.limitCents })
      .from(auctionBiddingLimits)
      .where(eq(auctionBiddingLimits.userId, userId))
    return {
      auctionSlug: slug,
      registeredAt: registration.at,
      biddingLimitCents: limit?.cents ?? DEFAULT_BIDDING_LIMIT_CENTS,
    }
  })
}
