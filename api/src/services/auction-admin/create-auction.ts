import {
  auctionSlugFor,
  auctionTimesProblem,
  createAuctionSchema,
  type CreateAuctionValues,
} from '@ironyard/contract/auctions/admin'
import { slugify } from '@ironyard/contract/slugify'
import { eq } from 'drizzle-orm'
import { auctions, type Auction } from '../../db/schema'
import type { Locale } from '../../lib/locale'
import { recordAudit, type Actor } from '../audit/record-audit'
import { getAuction, type AuctionView } from '../auctions/list-auctions'
import {
  auctionNotFound,
  parseAuctionInput,
  refuseField,
  type AuctionAdminDeps,
} from './auction-admin-common'

/** The columns a repeat of the same form must match to answer the auction it made. */
function sameAuction(row: Auction, v: CreateAuctionValues): boolean {
  return (
    row.nameEn === v.name &&
    row.nameEs === v.nameEs &&
    row.format === v.format &&
    row.startsAt.getTime() === v.startsAt.getTime() &&
    row.endsAt.getTime() === v.endsAt.getTime() &&
    row.timeZone === v.timeZone &&
    row.lotIntervalSeconds === v.lotIntervalSeconds &&
    row.softCloseSeconds === v.softCloseSeconds &&
    row.city === v.city &&
    row.state === v.state
  )
}

/**
 * createAuction (issue 34): a sale of the group's calendar. Its slug is its name and its first day
 * in its own time zone (`spring-iron-sale-2027-03-10`), unique: the same form sent twice (a double
 * submit, a retry after a lost answer) finds the auction the first one made and answers it, with
 * one audit entry; another auction of that name starting that day is a field error on the name.
 * Decided by the unique slug index (`INSERT … ON CONFLICT DO NOTHING`), so two sends racing make
 * one auction.
 */
export async function createAuction(
  deps: AuctionAdminDeps,
  actor: Actor,
  rawInput: unknown,
  locale: Locale,
): Promise<AuctionView> {
  const v = parseAuctionInput(createAuctionSchema, rawInput ?? {}, locale)
  const now = deps.now()
  const problem = auctionTimesProblem(v.startsAt.getTime(), v.endsAt.getTime(), now.getTime())
  if (problem) refuseField(locale, problem.path, problem.key.replace('adminAuctions.', ''))
  const slug = auctionSlugFor(slugify(v.name), v.startsAt, v.timeZone)
  await deps.database.db.transaction(async (tx) => {
    const [made] = await tx
      .insert(auctions)
      .values({
        slug,
        nameEn: v.name,
        nameEs: v.nameEs,
        descriptionEn: v.description ?? '',
        descriptionEs: v.descriptionEs ?? '',
        format: v.format,
        startsAt: v.startsAt,
        endsAt: v.endsAt,
        timeZone: v.timeZone,
        venue: v.venue,
        city: v.city,
        state: v.state,
        lotIntervalSeconds: v.lotIntervalSeconds,
        softCloseSeconds: v.softCloseSeconds,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: auctions.slug })
      .returning()
    if (!made) {
      const [existing] = await tx.select().from(auctions).where(eq(auctions.slug, slug))
      if (!existing || !sameAuction(existing, v)) refuseField(locale, 'name', 'nameTaken')
      return
    }
    await recordAudit(tx, {
      actor,
      action: 'auction.create',
      entityType: 'auction',
      entityKey: made.slug,
      before: null,
      after: {
        slug: made.slug,
        nameEn: made.nameEn,
        nameEs: made.nameEs,
        format: made.format,
        startsAt: made.startsAt.toISOString(),
        endsAt: made.endsAt.toISOString(),
        timeZone: made.timeZone,
        lotIntervalSeconds: made.lotIntervalSeconds,
        softCloseSeconds: made.softCloseSeconds,
      },
      at: now,
    })
  })
  const view = await getAuction(deps, slug, locale)
  if (!view) throw auctionNotFound()
  return view
}
