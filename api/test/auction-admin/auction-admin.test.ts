import { eq, sql } from 'drizzle-orm'
import { buyerFeeCents } from '@ironyard/contract/auctions/buyer-fee'
import { lotClosesAtMs } from '@ironyard/contract/auctions/soft-close'
import { auctionLots, auctions } from '../../src/db/schema'
import { lotEventBus } from '../../src/services/auctions/lot-event-bus'
import { placeBid } from '../../src/services/auctions/place-bid'
import { insertListing } from '../factories'
import {
  bidKey,
  insertBidder,
  insertOnlineAuction,
  lotRow,
  registeredBidder,
  setCloseFromNow,
} from '../auctions/bidding-fixtures'
import {
  ADD,
  auctionInput,
  auditOf,
  CREATE,
  createAdminApp,
  inHours,
  LIMIT,
  problem,
  WITHDRAW,
  type AdminApp,
  type GqlError,
} from './admin-fixtures'

/**
 * Issue 34, the console's side over GraphQL: createAuction, addAuctionLot, withdrawAuctionLot,
 * setBiddingLimit (each audited, idempotent where it creates, field errors translated), the
 * console's queries (lots with the leader's e-mail, the bid log with refused bids) and the
 * results CSV; every field refuses callers without the admin role.
 */
describe('auction console (issue 34)', () => {
  let t: AdminApp
  beforeAll(async () => {
    t = await createAdminApp()
  })
  afterAll(() => t.close())

  const create = (input: Record<string, unknown>, headers?: Record<string, string>) =>
    t.gql<{ createAuction: Record<string, unknown> & { slug: string } }>(CREATE, { input }, headers)
  const add = (slug: string, stock: string, start = 5000_00, reserve: number | null = null) =>
    t.gql<{
      addAuctionLot: {
        id: string
        lotNumber: number
        title: string
        closesAt: string
        status: string
      }
    }>(ADD, { slug, stock, start, reserve })
  const forSale = () => insertListing(t.database, { status: 'available' })

  describe('createAuction', () => {
    it('makes an online auction with the defaults, audited once however often it is sent', async () => {
      const input = auctionInput()
      const first = await create(input)
      expect(first.errors).toBeUndefined()
      const a = first.data!.createAuction
      expect(a).toMatchObject({
        name: input.name,
        format: 'online',
        timeZone: 'America/Chicago',
        lotIntervalSeconds: 60,
        softCloseSeconds: 180,
        lotCount: 0,
      })
      expect(a.slug).toMatch(/^console-test-sale-\d+-[a-z0-9]+-\d{4}-\d{2}-\d{2}$/)
      // A double submit, then two more at once: the same auction, one row, one audit entry.
      const again = await Promise.all([create(input), create(input), create(input)])
      for (const r of again) expect(r.data?.createAuction.slug).toBe(a.slug)
      const rows = await t.database.db.select().from(auctions).where(eq(auctions.slug, a.slug))
      expect(rows).toHaveLength(1)
      const audit = await auditOf(t.database, 'auction.create', a.slug)
      expect(audit).toHaveLength(1)
      expect(audit[0]).toMatchObject({ actorEmail: t.admin.email, entityType: 'auction' })
    })

    it('refuses another auction of the same name starting that day, on the name', async () => {
      const input = auctionInput()
      await create(input)
      const other = await create({ ...input, endsAt: inHours(24 * 8) })
      expect(problem(other.errors as GqlError[])).toEqual({
        code: 'VALIDATION',
        fields: ['name: admin-auctions.fields.nameTaken'],
      })
    })

    it.each([
      [{ timeZone: 'Mars/Olympus' }, 'timeZone: admin-auctions.fields.timeZoneInvalid'],
      [{ endsAt: inHours(-2) }, 'endsAt: admin-auctions.fields.endBeforeStart'],
      [{ startsAt: inHours(-48), endsAt: inHours(-24) }, 'endsAt: admin-auctions.fields.endInPast'],
      [{ endsAt: inHours(24 * 100) }, 'endsAt: admin-auctions.fields.tooLong'],
      [
        { lotIntervalSeconds: 7200 },
        'lotIntervalSeconds: admin-auctions.fields.lotIntervalInvalid',
      ],
      [{ softCloseSeconds: -1 }, 'softCloseSeconds: admin-auctions.fields.softCloseInvalid'],
      [{ name: '  ' }, 'name: admin-auctions.fields.nameRequired'],
      [{ state: 'ZZ' }, 'state: admin-auctions.fields.stateInvalid'],
      [{ startsAt: null }, 'startsAt: admin-auctions.fields.startsAtInvalid'],
    ])('field error for %j', async (over, field) => {
      const res = await create(auctionInput(over))
      expect(problem(res.errors as GqlError[])).toEqual({ code: 'VALIDATION', fields: [field] })
    })

    it('says what is wrong in Spanish to a Spanish console', async () => {
      const res = await create(auctionInput({ endsAt: inHours(-2) }), { 'accept-language': 'es' })
      const f = (res.errors as GqlError[])[0].extensions!.fields![0]
      expect(f.message).toBe('El final debe ser posterior al inicio')
    })
  })

  describe('addAuctionLot', () => {
    it('numbers lots 1, 2… with staggered closes and the listing’s title; the same add twice is one lot', async () => {
      const { data } = await create(auctionInput({ lotIntervalSeconds: 90 }))
      const slug = data!.createAuction.slug
      const [a] = await t.database.db.select().from(auctions).where(eq(auctions.slug, slug))
      const one = await forSale()
      const two = await forSale()
      const r1 = await add(slug, one.stockNumber, 5000_00, 8000_00)
      const r2 = await add(slug, two.stockNumber)
      expect(r1.errors).toBeUndefined()
      expect(r1.data!.addAuctionLot).toMatchObject({ lotNumber: 1, status: 'open' })
      expect(r2.data!.addAuctionLot.lotNumber).toBe(2)
      expect(new Date(r2.data!.addAuctionLot.closesAt).getTime()).toBe(
        lotClosesAtMs(a.endsAt.getTime(), 2, 90),
      )
      const row = await lotRow(t.database, Number(r1.data!.addAuctionLot.id))
      expect(row).toMatchObject({
        listingId: one.id,
        reserveCents: 8000_00,
        startingBidCents: 5000_00,
      })
      expect(row.title).toMatch(
        new RegExp(`^${one.year} .+ ${one.model.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
      )
      expect(row.scheduledCloseAt).toEqual(row.closesAt)

      const again = await add(slug, one.stockNumber.toLowerCase(), 5000_00, 8000_00)
      expect(again.data!.addAuctionLot.id).toBe(r1.data!.addAuctionLot.id)
      expect(await auditOf(t.database, 'auctionLot.add', `${slug}/1`)).toHaveLength(1)
      const other = await add(slug, one.stockNumber, 6000_00)
      expect(problem(other.errors as GqlError[]).fields).toEqual([
        'stockNumber: admin-auctions.fields.alreadyInAuction',
      ])
    })

    it('refuses what cannot be a lot, each on its field', async () => {
      const slug = (await create(auctionInput())).data!.createAuction.slug
      const sold = await insertListing(t.database, { status: 'sold' })
      const listing = await forSale()
      const elsewhere = (await create(auctionInput())).data!.createAuction.slug
      await add(elsewhere, listing.stockNumber)
      const onsite = (await create(auctionInput({ format: 'onsite' }))).data!.createAuction.slug
      const ended = await insertOnlineAuction(t.database, { endsInMs: -60_000 })
      const fresh = await forSale()
      const cases: Array<[Promise<{ errors?: unknown }>, string]> = [
        [add(slug, sold.stockNumber), 'stockNumber: admin-auctions.fields.listingNotForSale'],
        [add(slug, listing.stockNumber), 'stockNumber: admin-auctions.fields.listingInOpenLot'],
        [add(slug, 'NOPE-404'), 'stockNumber: admin-auctions.fields.listingNotFound'],
        [
          add(slug, fresh.stockNumber, 5000_00, 4000_00),
          'reserveCents: admin-auctions.fields.reserveBelowStart',
        ],
        [
          add(slug, fresh.stockNumber, 0),
          'startingBidCents: admin-auctions.fields.startingBidInvalid',
        ],
        [add(onsite, fresh.stockNumber), 'auctionSlug: admin-auctions.fields.notOnline'],
        [add(ended.slug, fresh.stockNumber), 'auctionSlug: admin-auctions.fields.auctionEnded'],
        [
          add('no-such-sale', fresh.stockNumber),
          'auctionSlug: admin-auctions.fields.auctionNotFound',
        ],
      ]
      for (const [res, field] of cases) {
        expect(problem((await res).errors as GqlError[])).toEqual({
          code: 'VALIDATION',
          fields: [field],
        })
      }
    })
  })

  describe('withdrawAuctionLot', () => {
    it('withdraws a lot not closed, keeps the reason, and then refuses it and its bids', async () => {
      const auction = await insertOnlineAuction(t.database)
      const listing = await forSale()
      const lot = (await add(auction.slug, listing.stockNumber)).data!.addAuctionLot
      // A watcher of the lot (the lot page's live updates) hears of the withdrawal.
      const updates = lotEventBus({ env: t.env, logger: t.app.log }).subscribe(lot.id)
      const res = await t.gql<{ withdrawAuctionLot: { status: string } }>(WITHDRAW, {
        id: lot.id,
        reason: 'Seller sold it privately',
      })
      expect(res.data!.withdrawAuctionLot.status).toBe('withdrawn')
      const row = await lotRow(t.database, Number(lot.id))
      expect(row).toMatchObject({
        status: 'withdrawn',
        withdrawnReason: 'Seller sold it privately',
      })
      expect(row.withdrawnAt).toBeInstanceOf(Date)
      const heard = await updates.next()
      expect(heard.value).toMatchObject({ lotId: lot.id, status: 'withdrawn' })
      await updates.return?.()
      const [entry] = await auditOf(t.database, 'auctionLot.withdraw', `${auction.slug}/1`)
      expect(entry.after).toEqual({ status: 'withdrawn', reason: 'Seller sold it privately' })

      const twice = await t.gql(WITHDRAW, { id: lot.id, reason: 'again' })
      expect(problem(twice.errors as GqlError[]).code).toBe('CONFLICT')
      const bidder = await registeredBidder(t.database, auction.slug, 'wd')
      await expect(
        placeBid(
          { database: t.database, env: t.env, logger: t.app.log as never, now: () => new Date() },
          bidder,
          { lotId: lot.id, maxBidCents: 6000_00, idempotencyKey: bidKey() },
          'en',
        ),
      ).rejects.toMatchObject({ messageKey: 'auctions:bid.lotNotOpen' })
      // The listing is free again for another sale.
      const next = await insertOnlineAuction(t.database)
      expect((await add(next.slug, listing.stockNumber)).errors).toBeUndefined()
    })

    it('refuses a lot whose close has passed (the closing job decides it), and needs a reason', async () => {
      const auction = await insertOnlineAuction(t.database)
      const lot = (await add(auction.slug, (await forSale()).stockNumber)).data!.addAuctionLot
      const noReason = await t.gql(WITHDRAW, { id: lot.id, reason: ' ' })
      expect(problem(noReason.errors as GqlError[]).fields).toEqual([
        'reason: admin-auctions.fields.reasonRequired',
      ])
      await setCloseFromNow(t.database, Number(lot.id), -1000)
      const late = await t.gql(WITHDRAW, { id: lot.id, reason: 'Too late' })
      expect(problem(late.errors as GqlError[]).code).toBe('CONFLICT')
      expect((await lotRow(t.database, Number(lot.id))).status).toBe('upcoming')
    })
  })

  describe('setBiddingLimit', () => {
    it('sets a bidder’s limit (made when missing), audited with the limit before', async () => {
      const user = await insertBidder(t.database, 'limit')
      const res = await t.gql<{ setBiddingLimit: Record<string, unknown> }>(LIMIT, {
        email: user.email.toUpperCase(),
        cents: 500_000_00,
      })
      expect(res.data!.setBiddingLimit).toEqual({
        email: user.email,
        limitCents: 500_000_00,
        setBy: t.admin.email,
      })
      const [entry] = await auditOf(t.database, 'bidder.setLimit', user.email)
      expect(entry.before).toMatchObject({ limitCents: 250_000_00 })
      expect(entry.after).toEqual({ limitCents: 500_000_00 })
      const unknown = await t.gql(LIMIT, { email: 'nobody-here@example.com', cents: 1 })
      expect(problem(unknown.errors as GqlError[]).fields).toEqual([
        'email: admin-auctions.fields.bidderNotFound',
      ])
      const bad = await t.gql(LIMIT, { email: user.email, cents: -5 })
      expect(problem(bad.errors as GqlError[]).fields).toEqual([
        'limitCents: admin-auctions.fields.limitInvalid',
      ])
    })
  })

  describe('the console’s queries and the results file', () => {
    it('lists lots with the leader’s e-mail, the bid log with refused bids, and the results CSV', async () => {
      const auction = await insertOnlineAuction(t.database)
      const lot = (await add(auction.slug, (await forSale()).stockNumber, 1000_00)).data!
        .addAuctionLot
      const deps = {
        database: t.database,
        env: t.env,
        logger: t.app.log as never,
        now: () => new Date(),
      }
      const ana = await registeredBidder(t.database, auction.slug, 'ana')
      const ben = await registeredBidder(t.database, auction.slug, 'ben')
      await placeBid(
        deps,
        ana,
        { lotId: lot.id, maxBidCents: 2000_00, idempotencyKey: bidKey() },
        'en',
      )
      await placeBid(
        deps,
        ben,
        { lotId: lot.id, maxBidCents: 1000_00, idempotencyKey: bidKey() },
        'en',
      ).catch(() => null)
      const one = await t.gql<{
        adminAuction: { lotCount: number; lots: Array<Record<string, unknown>> }
      }>(
        `query ($slug: String!) { adminAuction(slug: $slug) { lotCount liveLotCount lots { id lotNumber leaderEmail leaderMaxCents currentBidCents bidCount reserveCents } } }`,
        { slug: auction.slug },
      )
      expect(one.data!.adminAuction.lots[0]).toMatchObject({
        leaderEmail: ana.email,
        leaderMaxCents: 2000_00,
        currentBidCents: 1000_00,
        bidCount: 1,
      })
      const log = await t.gql<{ adminLotBids: { bids: Array<Record<string, unknown>> } }>(
        `query ($id: ID!) { adminLotBids(lotId: $id) { auctionSlug lot { lotNumber } bids { bidderEmail maxBidCents accepted refusal } } }`,
        { id: lot.id },
      )
      expect(log.data!.adminLotBids.bids).toEqual([
        { bidderEmail: ben.email, maxBidCents: 1000_00, accepted: false, refusal: 'belowMinimum' },
        { bidderEmail: ana.email, maxBidCents: 2000_00, accepted: true, refusal: null },
      ])
      const list = await t.gql<{ adminAuctions: Array<{ slug: string; lotCount: number }> }>(
        `{ adminAuctions { slug lotCount liveLotCount soldLotCount } }`,
      )
      expect(list.data!.adminAuctions.find((a) => a.slug === auction.slug)?.lotCount).toBe(1)

      // Sold (as the closing job leaves it): the file names the buyer, the hammer and the fee.
      await t.database.db
        .update(auctionLots)
        .set({ status: 'sold', closedAt: sql`now()` })
        .where(eq(auctionLots.id, Number(lot.id)))
      const csv = await t.app.inject({
        method: 'GET',
        url: `/admin/auctions/results.csv?auction=${auction.slug}&locale=en`,
      })
      expect(csv.statusCode).toBe(200)
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/)
      expect(lines[0]).toBe(
        "Lot,Title,Stock number,Status,Hammer price (USD),Buyer's fee (USD),Buyer e-mail,Bids,Closed at (UTC)",
      )
      expect(lines[1]).toContain(
        `,Sold,1000.00,${(buyerFeeCents(1000_00) / 100).toFixed(2)},${ana.email},1,`,
      )
    })
  })

  describe('only staff', () => {
    it('refuses every console field to a signed-in user without the admin role', async () => {
      const user = await insertBidder(t.database, 'nosy')
      t.as(user)
      try {
        const calls = [
          create(auctionInput()),
          add('any-sale', 'ABC-1'),
          t.gql(WITHDRAW, { id: '1', reason: 'x' }),
          t.gql(LIMIT, { email: user.email, cents: 1 }),
          t.gql(`{ adminAuctions { slug } }`),
          t.gql(`{ adminLotBids(lotId: "1") { auctionSlug } }`),
        ]
        for (const res of await Promise.all(calls)) {
          expect(problem(res.errors as GqlError[]).code).toBe('FORBIDDEN')
        }
        const csv = await t.app.inject({
          method: 'GET',
          url: '/admin/auctions/results.csv?auction=x',
        })
        expect(csv.statusCode).toBe(403)
      } finally {
        t.as(t.admin)
      }
    })
  })
})
