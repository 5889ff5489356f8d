/*
 * The lot page's rules for what it shows, as plain functions (no React, no server imports): the
 * time left, the all-in total for a maximum, the live updates' reducer and the refused bid's
 * message. The browser and the server render with the same ones.
 */
import { salesTaxCents, stateSalesTaxPercent } from '@ironyard/contract/all-in-cost'
import { buyerFeeCents } from '@ironyard/contract/auctions/buyer-fee'
import { bidAmountProblem } from '@ironyard/contract/auctions/bid-refusals'
import { parseMoneyCents } from '@ironyard/contract/money'

export type LotStatus = 'upcoming' | 'open' | 'sold' | 'unsold' | 'withdrawn'

/** One entry of the public history ("Bidder 3", the price after the bid, when; the caller's own). */
export interface HistoryEntry {
  bidderNumber: number
  amountCents: number
  at: string
  mine: boolean
}

/** What the bid box, the countdown and the history show; the live updates change it. */
export interface LotLiveState {
  lotId: string
  status: LotStatus
  closesAt: string | null
  startingBidCents: number | null
  currentBidCents: number | null
  minimumNextBidCents: number | null
  bidCount: number
  reserveMet: boolean | null
  leading: boolean
  myMaxBidCents: number | null
  bids: HistoryEntry[]
  /** The leader's public number, once a live update said it (the page's load knows only `leading`). */
  leaderBidderNumber?: number | null
  /** The close announced to screen readers after an extension (null before any). */
  extendedTo: string | null
}

/** `Subscription.lotUpdated`'s payload: the lot's whole public state after a change. */
export interface LotUpdate {
  lotId: string
  status: LotStatus
  currentBidCents: number | null
  minimumNextBidCents: number | null
  bidCount: number
  closesAt: string | null
  reserveMet: boolean | null
  leaderBidderNumber: number | null
  lastBidderNumber: number | null
  lastBidAmountCents: number | null
  lastBidAt: string | null
  extended: boolean
}

const STATUSES: readonly string[] = ['upcoming', 'open', 'sold', 'unsold', 'withdrawn']
const intOrNull = (v: unknown): v is number | null =>
  v === null || (typeof v === 'number' && Number.isInteger(v))
const textOrNull = (v: unknown): v is string | null => v === null || typeof v === 'string'

/**
 * One `event: next` of the stream (`{"data":{"lotUpdated":{...}}}`), or null for anything else
 * (an error answer, a payload of another shape): a page never breaks on what it cannot read.
 */
export function parseLotUpdate(data: string): LotUpdate | null {
  let body: unknown
  try {
    body = JSON.parse(data)
  } catch {
    return null
  }
  const u = (body as { data?: { lotUpdated?: Record<string, unknown> } } | null)?.data?.lotUpdated
  if (!u || typeof u !== 'object') return null
  const ok =
    typeof u.lotId === 'string' &&
    typeof u.status === 'string' &&
    STATUSES.includes(u.status) &&
    typeof u.bidCount === 'number' &&
    intOrNull(u.currentBidCents) &&
    intOrNull(u.minimumNextBidCents) &&
    textOrNull(u.closesAt) &&
    (u.reserveMet === null || typeof u.reserveMet === 'boolean') &&
    intOrNull(u.leaderBidderNumber ?? null) &&
    intOrNull(u.lastBidderNumber ?? null) &&
    intOrNull(u.lastBidAmountCents ?? null) &&
    textOrNull(u.lastBidAt ?? null)
  if (!ok) return null
  return {
    lotId: u.lotId as string,
    status: u.status as LotStatus,
    currentBidCents: u.currentBidCents as number | null,
    minimumNextBidCents: u.minimumNextBidCents as number | null,
    bidCount: u.bidCount as number,
    closesAt: u.closesAt as string | null,
    reserveMet: u.reserveMet as boolean | null,
    leaderBidderNumber: (u.leaderBidderNumber ?? null) as number | null,
    lastBidderNumber: (u.lastBidderNumber ?? null) as number | null,
    lastBidAmountCents: (u.lastBidAmountCents ?? null) as number | null,
    lastBidAt: (u.lastBidAt ?? null) as string | null,
    extended: u.extended === true,
  }
}

/** The caller's bidder number, from their own entries of the history (null before their first bid). */
export const myBidderNumber = (bids: readonly HistoryEntry[]): number | null =>
  bids.find((b) => b.mine)?.bidderNumber ?? null

/**
 * The state after an update. Every update carries the whole public state, so one that arrives
 * late (a lower bid count than shown) is ignored and a missed one is made good by the next; the
 * newest history entry is added once; the caller leads when the leader's number is theirs.
 */
export function applyLotUpdate(state: LotLiveState, u: LotUpdate): LotLiveState {
  if (u.lotId !== state.lotId || u.bidCount < state.bidCount) return state
  const mine = myBidderNumber(state.bids)
  let bids = state.bids
  if (
    u.lastBidderNumber !== null &&
    u.lastBidAmountCents !== null &&
    u.lastBidAt !== null &&
    u.bidCount > state.bidCount &&
    !bids.some((b) => b.at === u.lastBidAt && b.bidderNumber === u.lastBidderNumber)
  ) {
    bids = [
      {
        bidderNumber: u.lastBidderNumber,
        amountCents: u.lastBidAmountCents,
        at: u.lastBidAt,
        mine: mine !== null && u.lastBidderNumber === mine,
      },
      ...bids,
    ]
  }
  return {
    ...state,
    status: u.status,
    closesAt: u.closesAt,
    currentBidCents: u.currentBidCents,
    minimumNextBidCents: u.minimumNextBidCents,
    bidCount: u.bidCount,
    reserveMet: u.reserveMet,
    leading: u.leaderBidderNumber !== null && mine !== null && u.leaderBidderNumber === mine,
    leaderBidderNumber: u.leaderBidderNumber,
    bids,
    extendedTo: u.extended && u.closesAt ? u.closesAt : state.extendedTo,
  }
}

/** The parts of a time left, largest first, at most two ("2 h 14 min", "14 min 5 s", "42 s"). */
export type TimeUnit = 'd' | 'h' | 'min' | 's'

export function timeLeftParts(ms: number): Array<{ unit: TimeUnit; count: number }> {
  if (ms <= 0) return []
  const total = Math.ceil(ms / 1000)
  const d = Math.floor(total / 86_400)
  const h = Math.floor((total % 86_400) / 3600)
  const min = Math.floor((total % 3600) / 60)
  const s = total % 60
  if (d > 0)
    return [
      { unit: 'd', count: d },
      { unit: 'h', count: h },
    ]
  if (h > 0)
    return [
      { unit: 'h', count: h },
      { unit: 'min', count: min },
    ]
  if (min > 0)
    return [
      { unit: 'min', count: min },
      { unit: 's', count: s },
    ]
  return [{ unit: 's', count: s }]
}

type T = (key: string, vars: Record<string, unknown>) => string

/** "2 h 14 min left" in the caller's words (`t` of the auctions namespace); null once closed. */
export function timeLeftText(ms: number, t: T): string | null {
  const parts = timeLeftParts(ms)
  if (!parts.length) return null
  return t('time.left', {
    time: parts.map((p) => t(`time.${p.unit}`, { count: p.count })).join(' '),
  })
}

/** The all-in total for a maximum: bid, buyer's fee, sales tax and freight to the caller's ZIP. */
export interface AuctionAllIn {
  bidCents: number
  feeCents: number
  /** Null until the caller's ZIP (and so their state and the freight) is known. */
  taxCents: number | null
  taxPercent: number | null
  freightCents: number | null
  totalCents: number
}

/** Where the machine goes, from the listing's all-in cost for the caller's ZIP. */
export interface Delivery {
  zip: string
  state: string
  freightCents: number
}

/**
 * The all-in total, from the existing rules: the contract's buyer's fee on the bid, the
 * state's sales tax on the bid (the all-in cost rules tax the price, never freight or fees) and
 * the freight the listing's all-in cost quotes to the caller's ZIP.
 */
export function auctionAllIn(bidCents: number, delivery: Delivery | null): AuctionAllIn {
  const feeCents = buyerFeeCents(bidCents)
  if (!delivery) {
    return {
      bidCents,
      feeCents,
      taxCents: null,
      taxPercent: null,
      freightCents: null,
      totalCents: bidCents + feeCents,
    }
  }
  const taxCents = salesTaxCents(bidCents, delivery.state)
  return {
    bidCents,
    feeCents,
    taxCents,
    taxPercent: stateSalesTaxPercent(delivery.state) ?? 0,
    freightCents: delivery.freightCents,
    totalCents: bidCents + feeCents + taxCents + delivery.freightCents,
  }
}

/**
 * A typed maximum ("12,500", "$12,500.50") in cents, or the spec's message key for what is wrong
 * with it (the contract's `bidAmountProblem`: missing, or not a positive amount up to the most).
 */
export function readBidAmount(
  typed: string,
):
  | { ok: true; cents: number }
  | { ok: false; key: 'validation.bidAmountRequired' | 'validation.bidAmountInvalid' } {
  const text = typed.trim()
  const cents = text === '' ? null : parseMoneyCents(text)
  const problem =
    text === '' ? 'amountRequired' : cents === null ? 'amountInvalid' : bidAmountProblem(cents)
  if (problem === 'amountRequired') return { ok: false, key: 'validation.bidAmountRequired' }
  if (problem === 'amountInvalid' || cents === null)
    return { ok: false, key: 'validation.bidAmountInvalid' }
  return { ok: true, cents }
}

/** Where a refused bid's message goes, and its text key. */
export interface BidErrorView {
  /** `maxBid`: under the amount field (the focus goes there); `form`: above the form. */
  field: 'maxBid' | 'form'
  /** `validation:...` or `auctions:errors.<...>`. */
  key: string
  /** Shows the sign-in prompt or the registration form with it. */
  needs?: 'signIn' | 'register'
}

const BID_KEYS: Record<string, BidErrorView> = {
  'validation:validation.bidAmountRequired': {
    field: 'maxBid',
    key: 'validation:validation.bidAmountRequired',
  },
  'validation:validation.bidAmountInvalid': {
    field: 'maxBid',
    key: 'validation:validation.bidAmountInvalid',
  },
  'auctions:bid.belowMinimum': { field: 'maxBid', key: 'auctions:errors.belowMinimum' },
  'auctions:bid.overLimit': { field: 'maxBid', key: 'auctions:errors.overLimit' },
  'auctions:bid.lotNotOpen': { field: 'form', key: 'auctions:errors.lotNotOpen' },
  'auctions:bid.ownMachine': { field: 'form', key: 'auctions:errors.ownMachine' },
  'auctions:bid.staff': { field: 'form', key: 'auctions:errors.staff' },
  'auctions:bid.notRegistered': {
    field: 'form',
    key: 'auctions:errors.notRegistered',
    needs: 'register',
  },
  'validation:form.idempotencyConflict': { field: 'form', key: 'auctions:errors.conflict' },
}

/** The api's refusal (code and `extensions.messageKey`) as the bid box shows it. */
export function bidErrorView(code: string, messageKey: string | undefined): BidErrorView {
  if (messageKey && Object.hasOwn(BID_KEYS, messageKey)) return BID_KEYS[messageKey]
  if (code === 'UNAUTHENTICATED')
    return { field: 'form', key: 'auctions:errors.signIn', needs: 'signIn' }
  return { field: 'form', key: 'auctions:errors.unknown' }
}

/**
 * What the box shows: the live state, or the bid's answer when it is as new (its bid count at
 * least the live one's): the answer knows the caller's own maximum and bids. An older answer
 * still tells which bidder number is the caller's, so the live history marks theirs.
 */
export function withAnswer(live: LotLiveState, answer: LotLiveState | null): LotLiveState {
  if (!answer || answer.lotId !== live.lotId) return live
  if (answer.bidCount >= live.bidCount) return { ...answer, extendedTo: live.extendedTo }
  const mine = myBidderNumber(answer.bids)
  if (mine === null) return live
  const leader = live.leaderBidderNumber
  return {
    ...live,
    myMaxBidCents: answer.myMaxBidCents ?? live.myMaxBidCents,
    bids: live.bids.map((b) => (b.bidderNumber === mine ? { ...b, mine: true } : b)),
    leading: leader !== null && leader !== undefined ? leader === mine : live.leading,
  }
}

/** What the live lot takes: one update from the stream, or the whole lot read again. */
export type LotLiveAction =
  { type: 'update'; update: LotUpdate } | { type: 'snapshot'; state: LotLiveState }

/**
 * The live lot's reducer. A snapshot (the lot read again when the stream opens or reopens, so
 * nothing that happened before it listened is missed) replaces the state unless it is older.
 */
export function lotLiveReducer(state: LotLiveState, action: LotLiveAction): LotLiveState {
  if (action.type === 'update') return applyLotUpdate(state, action.update)
  const snap = action.state
  if (snap.lotId !== state.lotId || snap.bidCount < state.bidCount) return state
  return { ...snap, extendedTo: state.extendedTo }
}
