import { applyBid, type PlacedBid } from '@ironyard/contract/auctions/apply-bid'
import { biddingHeadroomCents } from '@ironyard/contract/auctions/bidding-limit'
import { oneIncrementAbove } from '@ironyard/contract/auctions/increments'
import {
  closingResult,
  minimumBidCentsFor,
  openLot,
  type LotState,
  type LotTerms,
} from '@ironyard/contract/auctions/proxy-bidding'
import { lotClosesAtMs } from '@ironyard/contract/auctions/soft-close'
import type { auctionLots } from '../db/schema'
import { stateColumns } from '../services/auctions/lot-state'
import { DAY_MS } from './as-of'
import { rngFor, type Rng } from './rng'

/**
 * The sample auctions' online bidding (issue 34, point 7; README "The auction calendar is a
 * sample"): each online lot's terms derived from its listing's prices, and bids from the demo
 * bidders applied one by one, in time order across the auction, with the contract's `applyBid`,
 * exactly as the api applies them under the lot's lock. The stored lot is the state those bids
 * leave (so `replayBids` over the bid log gives it back), and a past auction's lots are decided
 * by the contract's `closingResult` at their close in force, as the closing job decides them.
 */

/** The demo bidders: fictional people at reserved `.example` addresses, never mailed. */
export const DEMO_BIDDERS = [
  ['seed-bidder-01', 'Dana', 'Whitfield'],
  ['seed-bidder-02', 'Marco', 'Alvarado'],
  ['seed-bidder-03', 'Priya', 'Raman'],
  ['seed-bidder-04', 'Luis', 'Ortega'],
  ['seed-bidder-05', 'Hannah', 'Kowalski'],
  ['seed-bidder-06', 'Tomás', 'Herrera'],
  ['seed-bidder-07', 'Grace', 'Okafor'],
  ['seed-bidder-08', 'Wes', 'Delaney'],
].map(([id, firstName, lastName], i) => ({
  id,
  firstName,
  lastName,
  email: `${firstName
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]/g, '')}.${lastName.toLowerCase()}@bidders.example`,
  /** 555-01xx: numbers reserved for fiction. */
  phone: `+1 512 555 01${String(i + 10)}`,
}))

/** An admin-style raised limit ($1,000,000), so the sample's bids on big machines are accepted. */
export const DEMO_BIDDER_LIMIT_CENTS = 1_000_000_00

/** A listing a lot sells: its asking price and the seller's floor for offers. */
export interface LotMachine {
  id: number
  title: string
  advertisedPriceCents: number
  floorPriceCents: number
}

export interface OnlineAuctionTimes {
  slug: string
  startsAt: Date
  endsAt: Date
  lotIntervalSeconds: number
  softCloseSeconds: number
}

/** One bid of the log, before the lot ids exist (keyed by lot number). */
export interface SeedBid {
  lotNumber: number
  bidderId: string
  maxBidCents: number
  accepted: boolean
  refusal: string | null
  headroomCents: number
  priceAfterCents: number | null
  leadingAfter: boolean
  closesAtAfter: Date
  idempotencyKey: string
  createdAt: Date
}

export interface SeededLot {
  row: Omit<typeof auctionLots.$inferInsert, 'auctionId'>
  machine: LotMachine
  state: LotState
  /** Sold at the close (past auctions): the hammer price and when. */
  sale: { priceCents: number; at: Date } | null
}

const roundDownTo = (cents: number, step: number) => Math.floor(cents / step) * step

/**
 * A lot's terms from its listing: the starting bid is 30% of the asking price (in whole $100s,
 * at least $100); half the lots carry a reserve of 80% of the seller's floor for offers (in whole
 * $100s), the others sell at any price.
 */
export function lotTermsFor(
  machine: LotMachine,
  rng: Rng,
): Pick<LotTerms, 'startingBidCents' | 'reserveCents'> {
  const startingBidCents = Math.max(100_00, roundDownTo(machine.advertisedPriceCents * 0.3, 100_00))
  const reserve = roundDownTo(machine.floorPriceCents * 0.8, 100_00)
  const reserveCents = rng.chance(0.5) && reserve > startingBidCents ? reserve : null
  return { startingBidCents, reserveCents }
}

interface PlannedBid {
  atMs: number
  lotNumber: number
  bidderId: string
  /** What this bidder will go to on this lot (45-95% of the asking price). */
  valuationCents: number
  /** Bids the whole valuation at once (a proxy bidder) rather than the next acceptable bid. */
  proxy: boolean
}

/**
 * The lots of one online auction with their bidding: `open` (bids up to `bidsUntilMs`, lots not
 * closed), `upcoming` (no bids) or `past` (bids until each lot's close, then decided). Same
 * seed, same times, same machines: same lots and bids.
 */
export function seedAuctionBidding(
  auction: OnlineAuctionTimes,
  machines: readonly LotMachine[],
  opts: { seed: number; kind: 'open' | 'upcoming' | 'past'; bidsUntilMs: number },
): { lots: SeededLot[]; bids: SeedBid[] } {
  const startMs = auction.startsAt.getTime()
  const states = new Map<number, LotState>()
  const plan: PlannedBid[] = []
  machines.forEach((machine, i) => {
    const lotNumber = i + 1
    const rng = rngFor(opts.seed, `auction-lot:${auction.slug}`, lotNumber)
    const scheduledCloseMs = lotClosesAtMs(
      auction.endsAt.getTime(),
      lotNumber,
      auction.lotIntervalSeconds,
    )
    const terms: LotTerms = {
      ...lotTermsFor(machine, rng),
      opensAtMs: startMs,
      scheduledCloseMs,
      softCloseSeconds: auction.softCloseSeconds,
    }
    states.set(lotNumber, openLot(terms))
    if (opts.kind === 'upcoming' || !rng.chance(opts.kind === 'past' ? 0.8 : 0.6)) return
    const lastMs = Math.min(opts.bidsUntilMs, scheduledCloseMs) - 60_000
    if (lastMs <= startMs + 3_600_000) return
    const bidders = rng.sample(DEMO_BIDDERS, rng.int(1, 4))
    for (const bidder of bidders) {
      const valuationCents = roundDownTo(
        machine.advertisedPriceCents * rng.range(0.45, 0.95),
        100_00,
      )
      for (let k = rng.int(1, 3); k > 0; k--) {
        plan.push({
          atMs: Math.floor(rng.range(startMs + 3_600_000, lastMs)),
          lotNumber,
          bidderId: bidder.id,
          valuationCents,
          proxy: rng.chance(0.4),
        })
      }
    }
    // Some past lots see a last bid inside the soft close, which moves their close.
    if (opts.kind === 'past' && rng.chance(0.3)) {
      const bidder = rng.pick(bidders)
      plan.push({
        atMs: scheduledCloseMs - rng.int(10, auction.softCloseSeconds - 10) * 1000,
        lotNumber,
        bidderId: bidder.id,
        valuationCents: roundDownTo(machine.advertisedPriceCents * 0.95, 100_00),
        proxy: false,
      })
    }
  })
  plan.sort(
    (a, b) => a.atMs - b.atMs || a.lotNumber - b.lotNumber || (a.bidderId < b.bidderId ? -1 : 1),
  )

  const bids: SeedBid[] = []
  for (const p of plan) {
    const state = states.get(p.lotNumber)!
    const minimum = minimumBidCentsFor(state, p.bidderId)
    if (minimum > p.valuationCents) continue // priced out: this bidder stops
    const amount = p.proxy
      ? p.valuationCents
      : Math.min(p.valuationCents, oneIncrementAbove(minimum))
    const headroomCents = headroomAt(states, p.bidderId, p.lotNumber, p.atMs)
    const bid: PlacedBid = { bidderId: p.bidderId, maxBidCents: amount, headroomCents }
    const outcome = applyBid(state, bid, p.atMs)
    states.set(p.lotNumber, outcome.state)
    bids.push({
      lotNumber: p.lotNumber,
      bidderId: p.bidderId,
      maxBidCents: amount,
      accepted: outcome.accepted,
      refusal: outcome.accepted ? null : outcome.reason,
      headroomCents,
      priceAfterCents: outcome.state.priceCents,
      leadingAfter: outcome.state.leaderId === p.bidderId,
      closesAtAfter: new Date(outcome.state.closesAtMs),
      idempotencyKey: `seed-${auction.slug}-${p.lotNumber}-${bids.length + 1}`,
      createdAt: new Date(p.atMs),
    })
  }

  const lots = machines.map((machine, i): SeededLot => {
    const lotNumber = i + 1
    const state = states.get(lotNumber)!
    const base = {
      lotNumber,
      title: machine.title,
      listingId: machine.id,
      startingBidCents: state.terms.startingBidCents,
      reserveCents: state.terms.reserveCents,
      scheduledCloseAt: new Date(state.terms.scheduledCloseMs),
      ...stateColumns(state),
    }
    if (opts.kind !== 'past') {
      const status = state.bidCount > 0 ? ('open' as const) : ('upcoming' as const)
      return { row: { ...base, status }, machine, state, sale: null }
    }
    // Decided at the close in force, as the closing job decides a lot.
    const closedAt = new Date(state.closesAtMs)
    const result = closingResult(state)
    return {
      row: { ...base, status: result.outcome, closedAt },
      machine,
      state,
      sale: result.outcome === 'sold' ? { priceCents: result.priceCents, at: closedAt } : null,
    }
  })
  return { lots, bids }
}

/** The bidder's headroom on a lot at a time: their limit less their leads on lots still open. */
function headroomAt(
  states: ReadonlyMap<number, LotState>,
  bidderId: string,
  lotNumber: number,
  atMs: number,
): number {
  const leads: Array<{ lotId: string; maxBidCents: number }> = []
  for (const [n, s] of states) {
    if (s.leaderId === bidderId && s.closesAtMs > atMs) {
      leads.push({ lotId: String(n), maxBidCents: s.maxima[0].maxBidCents })
    }
  }
  return biddingHeadroomCents(DEMO_BIDDER_LIMIT_CENTS, leads, String(lotNumber))
}

/** When a demo bidder registered for an auction: 1 to 3 days before it opened. */
export const registeredAt = (startsAt: Date, bidderIndex: number): Date =>
  new Date(startsAt.getTime() - (1 + (bidderIndex % 3)) * DAY_MS)
