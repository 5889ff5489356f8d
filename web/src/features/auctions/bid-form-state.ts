import type { LotLiveState } from './lot-logic'

/** The bid box's form state (useActionState): its key, what was typed, and the last answer. */
export interface BidFormState {
  /** Made on the server for the render; kept until an answer (a double submit sends it twice). */
  idempotencyKey: string
  /** What the bidder typed, shown again after a refusal. */
  typed: string
  /** The lot as the answer left it (null when the bid was never sent). */
  lot: LotLiveState | null
  result:
    | null
    | { ok: true; leading: boolean; currentBidCents: number }
    | { ok: false; field: 'maxBid' | 'form'; key: string; needs?: 'signIn' | 'register' }
}

export interface RegisterFormState {
  registered: boolean
  phone: string
  error: null | { field: 'phone' | 'acceptTerms' | 'form'; key: string }
}

export interface WatchFormState {
  watching: boolean
  failed: boolean
}
