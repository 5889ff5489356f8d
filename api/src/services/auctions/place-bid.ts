import { applyBid } from '@ironyard/contract/auctions/apply-bid'
import { bidAmountProblem, type BidRefusalReason } from '@ironyard/contract/auctions/bid-refusals'
import {
  biddingHeadroomCents,
  DEFAULT_BIDDING_LIMIT_CENTS,
} from '@ironyard/contract/auctions/bidding-limit'
import { minimumNextBidCents, type LotState } from '@ironyard/contract/auctions/proxy-bidding'
import { formKeySchema } from '@ironyard/contract/forms/fields'
import type { AppDeps, CurrentUser, Locale } from '../../context'
import type { Database } from '../../db/client'
import { AppError, parseOrThrow } from '../../lib/errors'
import { requireUserId } from '../profile/require-user'
import { bidRefusal, staffMayNotBid } from './bid-refusal-error'
import {
  earlierBid,
  leadsOf,
  lockedState,
  lockedStatus,
  stateValues,
  unseenBids,
  type BidLogRow,
} from './bid-rows'
import {
  BID_LOCK,
  BID_START,
  BID_WRITE,
  bidTransaction,
  num,
  type BidConn,
  type LockRow,
  type StartRow,
  type WriteRow,
} from './bid-sql'
import { lotHistoryOf, publishPlacedBid, type AcceptedBidSeen, type LotHistory } from './lot-events'
import { KeyedQueue } from './lot-queue'
import { isLive, lotNotFound, parseLotId } from './lot-state'

/** What an accepted bid answers (a refused one is an error). */
export interface BidResultView {
  accepted: true
  lotId: number
  leading: boolean
  currentBidCents: number
  minimumNextBidCents: number
  closesAt: Date
  /** The same idempotency key came again: this is the first answer. */
  duplicate: boolean
}

export interface PlaceBidInput {
  lotId: unknown
  maxBidCents: unknown
  idempotencyKey: unknown
}

type Deps = Pick<AppDeps, 'database' | 'env' | 'logger' | 'now'>

/**
 * Bids of one lot in flight in one process (`lot-queue.ts`): one holding the lot's lock (2 round
 * trips: the writes, COMMIT) and the next ones on their way to it (3: BEGIN, the limit, the lot's
 * lock), so the lock is never idle waiting for this process; a hot lot holds 3 pool connections,
 * never the whole pool. (In-process runs on the loaded 2-core machine: 1 about halved a hot lot's
 * rate; 5 and 10 were slower again.)
 */
export const BIDS_IN_FLIGHT_PER_LOT = 3
const queues = new WeakMap<Database, KeyedQueue<number>>()

function lotQueue(database: Database): KeyedQueue<number> {
  let queue = queues.get(database)
  if (!queue) queues.set(database, (queue = new KeyedQueue<number>(BIDS_IN_FLIGHT_PER_LOT)))
  return queue
}

/** What the transaction decided, and what publishing an accepted bid needs. */
interface Decided {
  row: BidLogRow
  duplicate: boolean
  /** The lot's state after the bid (before it, for a duplicate or a refusal). */
  state: LotState
  extended: boolean
  unseen: AcceptedBidSeen[]
  at: Date
}

/**
 * Issue 34: a maximum (proxy) bid. The caller must be registered for the lot's auction, not staff,
 * and not the machine's seller or one of its partner's members (decided before the lot's lock,
 * decision 054 point 8). In one transaction of three statements (`bid-sql.ts`): the bidder's limit
 * row is locked, with the lot and the access read alongside; then the lot's row (always in that
 * order, so two bids never wait on each other in a circle), the database's clock read once that
 * lock is granted being the bid's time, with the idempotency key and the bidder's leading
 * maximums on the other lots not closed yet (read after the bidder's lock); the contract's
 * `applyBid` decides on the stored state with that headroom; then one statement writes the bid log
 * row (in commit order), an accepted bid's lot and the outbid mail. The same idempotency key
 * answers as it did the first time (one bid), and with another lot or amount it is a CONFLICT.
 * Bids of one lot queue inside the process before taking a connection (`BIDS_IN_FLIGHT_PER_LOT`).
 */
export async function placeBid(
  deps: Deps,
  user: CurrentUser | null,
  input: PlaceBidInput,
  locale: Locale,
): Promise<BidResultView> {
  const bidderId = requireUserId(user)
  const idempotencyKey = parseOrThrow(formKeySchema, input.idempotencyKey, locale)
  const lotId = parseLotId(input.lotId)
  if (lotId === null) throw lotNotFound()
  const amountProblem = bidAmountProblem(input.maxBidCents)
  if (amountProblem) throw bidRefusal(amountProblem, locale)
  const maxBidCents = input.maxBidCents as number
  const bid: BidAttempt = { lotId, bidderId, maxBidCents, idempotencyKey }

  const history = lotHistoryOf(deps.database, lotId)
  const decided = await lotQueue(deps.database).run(lotId, () =>
    bidTransaction(deps.database, async (conn) => {
      const start = await firstRead(conn, bid)
      if (!start) throw lotNotFound()
      if (user!.roles.includes('admin')) throw staffMayNotBid()
      const refusedBefore = accessProblem(user!, start)
      if (refusedBefore) throw bidRefusal(refusedBefore, locale)
      return decide(conn, bid, start, history)
    }),
  )

  const { row } = decided
  if (row.lotId !== lotId || row.maxBidCents !== maxBidCents) {
    throw new AppError(
      'CONFLICT',
      { messageKey: 'validation:form.idempotencyConflict' },
      { locale },
    )
  }
  // Committed: the lot's watchers hear of it (a replayed key changed nothing and says nothing),
  // from the state the bid holds (no read).
  if (row.accepted && !decided.duplicate) {
    await publishPlacedBid(deps, {
      lotId,
      state: decided.state,
      bid: { id: row.id, bidderId, priceAfterCents: row.priceAfterCents, at: decided.at },
      history,
      unseen: decided.unseen,
      extended: decided.extended,
    })
  }
  return answerOf(row, decided.state, decided.duplicate, locale)
}

interface BidAttempt {
  lotId: number
  bidderId: string
  maxBidCents: number
  idempotencyKey: string
}

/** The bidder's limit row locked; the lot (null: none) and the caller's access to it. */
async function firstRead(conn: BidConn, bid: BidAttempt): Promise<StartRow | null> {
  const [start] = await conn.query<StartRow>(BID_START, [bid.bidderId, bid.lotId])
  if (!start) return null
  const online =
    start.starting_bid_cents !== null &&
    start.scheduled_close_at !== null &&
    start.closes_at !== null
  return online ? start : null
}

/** Under the bidder's lock: the lot's lock, the rules, the writes. */
async function decide(
  conn: BidConn,
  bid: BidAttempt,
  start: StartRow,
  history: LotHistory,
): Promise<Decided> {
  const { lotId, bidderId, maxBidCents, idempotencyKey } = bid
  const [locked] = await conn.query<LockRow>(BID_LOCK, [lotId, bidderId, idempotencyKey])
  const state = locked ? lockedState(locked) : null
  if (!locked || !state) throw lotNotFound()
  const at = new Date(locked.at)
  if (locked.earlier) {
    const row = earlierBid(locked.earlier)
    return { row, duplicate: true, state, extended: false, unseen: [], at }
  }
  const limitCents = num(start.limit_cents) ?? DEFAULT_BIDDING_LIMIT_CENTS
  const headroomCents = biddingHeadroomCents(limitCents, leadsOf(locked), String(lotId))
  const outcome = isLive(lockedStatus(locked))
    ? applyBid(state, { bidderId, maxBidCents, headroomCents }, at.getTime())
    : ({ accepted: false, reason: 'lotNotOpen', state } as const)
  const after = outcome.state
  const refusal = outcome.accepted ? null : outcome.reason
  const leadingAfter = after.leaderId === bidderId
  const closesAtAfter = new Date(after.closesAtMs)
  // The leader before the bid lost the lead to someone else: one outbid mail, keyed by this bid.
  const outbid =
    outcome.accepted && state.leaderId !== null && state.leaderId !== after.leaderId
      ? state.leaderId
      : null
  const [written] = await conn.query<WriteRow>(BID_WRITE, [
    lotId,
    bidderId,
    maxBidCents,
    outcome.accepted,
    refusal,
    headroomCents,
    after.priceCents,
    leadingAfter,
    closesAtAfter,
    idempotencyKey,
    at,
    ...stateValues(after),
    outbid,
    history.lastId,
  ])
  const row: BidLogRow = {
    id: Number(written.id),
    lotId,
    maxBidCents,
    accepted: outcome.accepted,
    refusal,
    priceAfterCents: after.priceCents,
    leadingAfter,
    closesAtAfter,
  }
  const extended = after.closesAtMs !== state.closesAtMs
  return { row, duplicate: false, state: after, extended, unseen: unseenBids(written), at }
}

/** The bid's answer, from its log row: an accepted bid's result, a refused one's error. */
function answerOf(
  row: BidLogRow,
  lot: LotState,
  duplicate: boolean,
  locale: Locale,
): BidResultView {
  const then: LotState = { ...lot, priceCents: row.priceAfterCents }
  const minimum = minimumNextBidCents(then)
  if (!row.accepted) {
    const reason: BidRefusalReason = row.refusal ?? 'lotNotOpen'
    throw bidRefusal(reason, locale, { minimumCents: row.leadingAfter ? undefined : minimum })
  }
  return {
    accepted: true,
    lotId: row.lotId,
    leading: row.leadingAfter,
    currentBidCents: row.priceAfterCents!,
    minimumNextBidCents: minimum,
    closesAt: row.closesAtAfter,
    duplicate,
  }
}

/**
 * Why this caller may not bid on this lot, decided before the lot's lock (decision 054 point 8):
 * not registered for its auction, or the machine is their own (they are its seller, by e-mail, or
 * a member of its partner seller).
 */
function accessProblem(user: CurrentUser, start: StartRow): BidRefusalReason | null {
  if (!start.registered) return 'notRegistered'
  if (start.seller_id === null) return null
  const ownPartner = user.partnerSellerId != null && user.partnerSellerId === start.seller_id
  const email = start.seller_email
  const ownEmail = email !== null && email.toLowerCase() === user.email.toLowerCase()
  return ownPartner || ownEmail ? 'ownMachine' : null
}
