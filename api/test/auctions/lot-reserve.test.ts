import type { CurrentUser } from '../../src/context'
import { setLotReserve } from '../../src/services/auction-admin/set-lot-reserve'
import { lotEventBus } from '../../src/services/auctions/lot-event-bus'
import { placeBid } from '../../src/services/auctions/place-bid'
import {
  auditOf,
  createAdminApp,
  problem,
  type AdminApp,
  type GqlError,
} from '../auction-admin/admin-fixtures'
import {
  bidKey,
  bidLog,
  insertOnlineAuction,
  insertOnlineLot,
  lotRow,
  registeredBidder,
  setCloseFromNow,
} from './bidding-fixtures'

const SET = `mutation ($id: ID!, $reserve: Int, $start: Int) {
  setAuctionLotReserve(lotId: $id, reserveCents: $reserve, startingBidCents: $start) {
    id startingBidCents currentBidCents reserveMet minimumNextBidCents
  }
}`

interface LotAnswer {
  setAuctionLotReserve: {
    id: string
    startingBidCents: number
    currentBidCents: number | null
    reserveMet: boolean | null
    minimumNextBidCents: number
  }
}

/**
 * Issue 34, the console's reserve: setAuctionLotReserve over GraphQL (audited, published, refusals
 * as translated field errors) and, for real against PostgreSQL, a change racing a bid on the lot's
 * row lock: the change lands before the bid or after it, never between.
 */
describe('a lot’s reserve and starting bid, changed by staff (issue 34)', () => {
  let t: AdminApp
  beforeAll(async () => {
    t = await createAdminApp()
  })
  afterAll(() => t.close())

  const set = (
    id: number,
    reserve: number | null,
    start?: number,
    headers?: Record<string, string>,
  ) => t.gql<LotAnswer>(SET, { id: String(id), reserve, start }, headers)
  const bidDeps = () => ({
    database: t.database,
    env: t.env,
    logger: t.app.log as never,
    now: () => new Date(),
  })
  const bid = (user: CurrentUser, lotId: number, maxBidCents: number) =>
    placeBid(bidDeps(), user, { lotId: String(lotId), maxBidCents, idempotencyKey: bidKey() }, 'en')
  const adminDeps = () => ({ database: t.database, now: () => new Date() })
  const actor = () => ({ id: t.admin.id, email: t.admin.email })

  /** A lot with two bidders in: maxima $40,000 (leader) and $30,000, price $30,500. */
  async function lotWithBids(reserveCents: number | null) {
    const auction = await insertOnlineAuction(t.database)
    const lotId = await insertOnlineLot(t.database, auction, {
      startingBidCents: 10_000_00,
      reserveCents,
    })
    const a = await registeredBidder(t.database, auction.slug, 'resa')
    const b = await registeredBidder(t.database, auction.slug, 'resb')
    await bid(a, lotId, 40_000_00)
    await bid(b, lotId, 30_000_00)
    expect(await lotRow(t.database, lotId)).toMatchObject({ priceCents: 30_500_00, leaderId: a.id })
    return { auction, lotId, a, b }
  }

  it('before any bid: raises the reserve and moves the starting bid, audited once', async () => {
    const auction = await insertOnlineAuction(t.database)
    const lotId = await insertOnlineLot(t.database, auction, {
      startingBidCents: 10_000_00,
      reserveCents: 20_000_00,
    })
    const res = await set(lotId, 60_000_00, 15_000_00)
    expect(res.errors).toBeUndefined()
    expect(res.data!.setAuctionLotReserve).toMatchObject({
      startingBidCents: 15_000_00,
      minimumNextBidCents: 15_000_00,
      reserveMet: false,
    })
    expect(await lotRow(t.database, lotId)).toMatchObject({
      startingBidCents: 15_000_00,
      reserveCents: 60_000_00,
    })
    // The same terms again: nothing changes, nothing more is audited.
    expect((await set(lotId, 60_000_00, 15_000_00)).errors).toBeUndefined()
    const audit = await auditOf(t.database, 'auctionLot.setReserve', `${auction.slug}/1`)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({
      actorEmail: t.admin.email,
      before: { startingBidCents: 10_000_00, reserveCents: 20_000_00, bidCount: 0 },
      after: { startingBidCents: 15_000_00, reserveCents: 60_000_00, priceCents: null },
    })
  })

  it('with bids: raising the reserve or moving the start is a field error, in Spanish too', async () => {
    const { lotId } = await lotWithBids(50_000_00)
    const es = { 'accept-language': 'es' }
    const raise = await set(lotId, 50_000_01, undefined, es)
    expect(problem(raise.errors as GqlError[])).toEqual({
      code: 'VALIDATION',
      fields: ['reserveCents: admin-auctions.fields.reserveRaisedAfterBids'],
    })
    const fields = (raise.errors as GqlError[])[0].extensions!.fields!
    expect(fields[0].message).toBe(
      'El lote tiene pujas: su reserva se puede bajar o quitar, no subir ni añadir',
    )
    expect(problem((await set(lotId, 50_000_00, 9_000_00)).errors as GqlError[]).fields).toEqual([
      'startingBidCents: admin-auctions.fields.startingBidAfterBids',
    ])
    expect(problem((await set(lotId, 5_000_00)).errors as GqlError[]).fields).toEqual([
      'reserveCents: admin-auctions.fields.reserveBelowStart',
    ])
    expect(await lotRow(t.database, lotId)).toMatchObject({
      reserveCents: 50_000_00,
      startingBidCents: 10_000_00,
      priceCents: 30_500_00,
    })
  })

  it('a lowered reserve the leader reaches lifts the price to it, and watchers hear it', async () => {
    const { lotId } = await lotWithBids(50_000_00)
    const updates = lotEventBus({ env: t.env, logger: t.app.log }).subscribe(String(lotId))
    const res = await set(lotId, 35_000_00)
    expect(res.errors).toBeUndefined()
    expect(res.data!.setAuctionLotReserve).toMatchObject({
      currentBidCents: 35_000_00,
      reserveMet: true,
      minimumNextBidCents: 35_500_00,
    })
    const heard = await updates.next()
    expect(heard.value).toMatchObject({
      lotId: String(lotId),
      currentBidCents: 35_000_00,
      reserveMet: true,
    })
    await updates.return?.()
    // Removed altogether: met, the price as it was.
    expect((await set(lotId, null)).data!.setAuctionLotReserve).toMatchObject({
      currentBidCents: 35_000_00,
      reserveMet: null,
    })
  })

  it('never on a lot whose close has passed, nor on one withdrawn or unknown', async () => {
    const auction = await insertOnlineAuction(t.database)
    const lotId = await insertOnlineLot(t.database, auction, { reserveCents: 5_000_00 })
    await setCloseFromNow(t.database, lotId, -1000)
    const late = await set(lotId, null)
    expect(problem(late.errors as GqlError[]).fields).toEqual([
      'lotId: admin-auctions.fields.lotClosed',
    ])
    expect((await lotRow(t.database, lotId)).reserveCents).toBe(5_000_00)
    const gone = await insertOnlineLot(t.database, auction, { lotNumber: 2 })
    await t.gql(`mutation { withdrawAuctionLot(lotId: "${gone}", reason: "Sold") { id } }`)
    expect(problem((await set(gone, null)).errors as GqlError[]).fields).toEqual([
      'lotId: admin-auctions.fields.lotClosed',
    ])
    expect(problem((await set(2_000_000_000, null)).errors as GqlError[]).code).toBe('NOT_FOUND')
  })

  it('a raise racing the first bid is before it or refused after it, never between', async () => {
    for (let round = 0; round < 8; round++) {
      const auction = await insertOnlineAuction(t.database)
      // Start $1,000, reserve $5,000; the bid's $8,000 reaches it, not the raised $10,000.
      const lotId = await insertOnlineLot(t.database, auction, {
        startingBidCents: 1_000_00,
        reserveCents: 5_000_00,
      })
      const bidder = await registeredBidder(t.database, auction.slug, `race${round}`)
      const [placed, raised] = await Promise.allSettled([
        bid(bidder, lotId, 8_000_00),
        setLotReserve(
          adminDeps(),
          actor(),
          { lotId: String(lotId), reserveCents: 10_000_00 },
          'en',
        ),
      ])
      expect(placed.status).toBe('fulfilled')
      const [logged] = await bidLog(t.database, lotId)
      const row = await lotRow(t.database, lotId)
      if (raised.status === 'fulfilled') {
        // The raise held the lot's lock first: the bid was decided under the $10,000 reserve.
        expect(logged).toMatchObject({ accepted: true, priceAfterCents: 1_000_00 })
        expect(row).toMatchObject({ reserveCents: 10_000_00, priceCents: 1_000_00 })
      } else {
        expect(raised.reason).toMatchObject({
          fields: [{ key: 'admin-auctions.fields.reserveRaisedAfterBids' }],
        })
        expect(logged).toMatchObject({ accepted: true, priceAfterCents: 5_000_00 })
        expect(row).toMatchObject({ reserveCents: 5_000_00, priceCents: 5_000_00 })
      }
    }
  })

  it('a lowering racing a bid loses neither: the price is the bid’s, the reserve the new one', async () => {
    for (let round = 0; round < 4; round++) {
      const { auction, lotId } = await lotWithBids(50_000_00)
      const c = await registeredBidder(t.database, auction.slug, `low${round}`)
      // Either order ends at $40,500 (c's $45,000 against a's $40,000): a change deciding on the
      // price it read before the bid would write $35,000 back over it.
      const [placed, lowered] = await Promise.allSettled([
        bid(c, lotId, 45_000_00),
        setLotReserve(
          adminDeps(),
          actor(),
          { lotId: String(lotId), reserveCents: 35_000_00 },
          'en',
        ),
      ])
      expect([placed.status, lowered.status]).toEqual(['fulfilled', 'fulfilled'])
      expect(await lotRow(t.database, lotId)).toMatchObject({
        reserveCents: 35_000_00,
        priceCents: 40_500_00,
        leaderId: c.id,
        bidCount: 3,
      })
    }
  })
})
