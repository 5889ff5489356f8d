import { lotClosesAtMs } from '@ironyard/contract/auctions/soft-close'
import { asc, eq, sql } from 'drizzle-orm'
import type { CurrentUser } from '../../src/context'
import type { Database } from '../../src/db/client'
import { auctionBids, auctionLots, auctions } from '../../src/db/schema'
import { registerToBid } from '../../src/services/auctions/register-to-bid'
import { linkUser } from '../../src/services/users/link-user'

/** Helpers of the bidding suites (issue 34): online auctions, lots and registered bidders. */

let serial = 0

/** The database's clock now (the bids' clock), in epoch ms. */
export async function dbNowMs(database: Database): Promise<number> {
  const [row] = await database.rows<{ ms: string | number }>(
    sql`SELECT floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint AS ms`,
  )
  return Number(row.ms)
}

/** An online auction that started an hour ago and ends `endsInMs` from now. */
export async function insertOnlineAuction(
  database: Database,
  opts: { endsInMs?: number; softCloseSeconds?: number; lotIntervalSeconds?: number } = {},
): Promise<{ id: number; slug: string; endsAt: Date; lotIntervalSeconds: number }> {
  const now = await dbNowMs(database)
  const n = ++serial
  const slug = `online-test-${n}-${Math.random().toString(36).slice(2, 8)}`
  const endsAt = new Date(now + (opts.endsInMs ?? 3_600_000))
  const [row] = await database.db
    .insert(auctions)
    .values({
      slug,
      nameEn: `Online test ${n}`,
      nameEs: `Prueba en línea ${n}`,
      descriptionEn: 'Test',
      descriptionEs: 'Prueba',
      format: 'online',
      startsAt: new Date(now - 3_600_000),
      endsAt,
      timeZone: 'America/Chicago',
      city: 'Austin',
      state: 'TX',
      lotIntervalSeconds: opts.lotIntervalSeconds ?? 60,
      softCloseSeconds: opts.softCloseSeconds ?? 180,
    })
    .returning({ id: auctions.id, lotIntervalSeconds: auctions.lotIntervalSeconds })
  return { id: row.id, slug, endsAt, lotIntervalSeconds: row.lotIntervalSeconds }
}

/** A lot taking online bids, its close staggered by the contract (`lotClosesAtMs`). */
export async function insertOnlineLot(
  database: Database,
  auction: { id: number; endsAt: Date; lotIntervalSeconds: number },
  opts: {
    lotNumber?: number
    startingBidCents?: number
    reserveCents?: number | null
    listingId?: number | null
  } = {},
): Promise<number> {
  const lotNumber = opts.lotNumber ?? 1
  const close = new Date(
    lotClosesAtMs(auction.endsAt.getTime(), lotNumber, auction.lotIntervalSeconds),
  )
  const [row] = await database.db
    .insert(auctionLots)
    .values({
      auctionId: auction.id,
      lotNumber,
      title: `Lot ${lotNumber}`,
      listingId: opts.listingId ?? null,
      startingBidCents: opts.startingBidCents ?? 1000_00,
      reserveCents: opts.reserveCents ?? null,
      scheduledCloseAt: close,
      closesAt: close,
    })
    .returning({ id: auctionLots.id })
  return row.id
}

/** Move a lot's close (scheduled and in force) to `offsetMs` from the database's now. */
export async function setCloseFromNow(database: Database, lotId: number, offsetMs: number) {
  await database.db.execute(sql`
    UPDATE auction_lots
    SET closes_at = clock_timestamp() + make_interval(secs => ${offsetMs / 1000}),
        scheduled_close_at = clock_timestamp() + make_interval(secs => ${offsetMs / 1000})
    WHERE id = ${lotId}`)
}

/** A signed-in user with a verified address (the request's view of them). */
export async function insertBidder(
  database: Database,
  name: string,
  extra: Partial<CurrentUser> = {},
): Promise<CurrentUser> {
  const id = `user-test-bid-${name}-${++serial}`
  const email = `${name}.${serial}@example.com`
  await linkUser(
    database,
    { userId: id, email, emailVerified: true, firstName: name, lastName: 'Bidder' },
    new Date(),
  )
  return {
    id,
    email,
    emailVerified: true,
    firstName: name,
    lastName: 'Bidder',
    roles: ['stytch_user'],
    partnerSellerId: null,
    sessionId: `session-${id}`,
    ...extra,
  }
}

/** A verified user registered to bid in the auction. */
export async function registeredBidder(
  database: Database,
  auctionSlug: string,
  name: string,
  extra: Partial<CurrentUser> = {},
): Promise<CurrentUser> {
  const user = await insertBidder(database, name, extra)
  await registerToBid(
    { database, now: () => new Date() },
    user,
    { auctionSlug, acceptTerms: true, phone: '+1 512 555 0100' },
    'en',
  )
  return user
}

/** A lot's bid log in the server's commit order. */
export async function bidLog(database: Database, lotId: number) {
  return database.db
    .select()
    .from(auctionBids)
    .where(eq(auctionBids.lotId, lotId))
    .orderBy(asc(auctionBids.id))
}

export async function lotRow(database: Database, lotId: number) {
  const [row] = await database.db.select().from(auctionLots).where(eq(auctionLots.id, lotId))
  return row
}

/** A unique idempotency key (the contract's form key: 16 to 100 word characters). */
export const bidKey = () =>
  `bid-${Date.now().toString(36)}-${(++serial).toString(36)}-${Math.random().toString(36).slice(2, 10)}`
