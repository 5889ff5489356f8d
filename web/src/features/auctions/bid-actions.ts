'use server'

import {
  AuctionLotStateDocument,
  PlaceBidDocument,
  RegisterToBidDocument,
  UnwatchLotDocument,
  WatchLotDocument,
} from '@/graphql/__generated__/graphql'
import { localeArg } from '@/lib/action-args'
import { formDataArg, formLocale, formText, stateArg } from '@/lib/action-input'
import { gql } from '@/lib/api-client'
import { mapApiError } from '@/lib/api-errors'
import type { Locale } from '@/i18n/settings'
import { liveStateOf } from './lot-data'
import { bidErrorView, readBidAmount, type LotLiveState } from './lot-logic'
import type { BidFormState, RegisterFormState, WatchFormState } from './bid-form-state'

const KEY = /^[\w-]{16,100}$/
const LOT_ID = /^[1-9]\d{0,9}$/

/** The form's idempotency key: the one it sent (a double submit sends it twice), else a new one. */
function keyOf(form: FormData, prev: Record<string, unknown>): string {
  const sent = form.get('idempotencyKey')
  if (typeof sent === 'string' && KEY.test(sent)) return sent
  return typeof prev.idempotencyKey === 'string' && KEY.test(prev.idempotencyKey)
    ? prev.idempotencyKey
    : crypto.randomUUID()
}

async function freshLot(lotId: string, locale: Locale): Promise<LotLiveState | null> {
  try {
    const { auctionLot } = await gql(
      AuctionLotStateDocument,
      { id: lotId },
      { locale, session: true, unauthenticated: 'error' },
    )
    return auctionLot ? liveStateOf(auctionLot) : null
  } catch {
    return null
  }
}

/**
 * The lot as it is now, for the caller (their maximum, lead): the live page reads it when its
 * stream opens or reopens, so a bid made before it listened is not missed. Null for anything
 * but a lot id, or when the api cannot answer.
 */
export async function lotSnapshotAction(
  lotIdArg: unknown,
  localeArgValue: unknown,
): Promise<LotLiveState | null> {
  if (typeof lotIdArg !== 'string' || !LOT_ID.test(lotIdArg)) return null
  return freshLot(lotIdArg, localeArg(localeArgValue))
}

/**
 * A maximum bid from the bid box (issue 34), with JavaScript or without (a plain form post): the
 * amount is read with the contract's rules, then placed with the form's idempotency key, so a
 * double submit places one bid. Each answer carries a new key for the next bid, the lot as it is
 * now, and for a refusal the message key the box shows.
 */
export async function placeBidAction(prevArg: unknown, formArg: unknown): Promise<BidFormState> {
  const prev = stateArg(prevArg)
  const form = formDataArg(formArg)
  const locale = formLocale(form)
  const lotId = formText(form, 'lotId', 12)
  const typed = formText(form, 'maxBid', 40)
  const idempotencyKey = keyOf(form, prev)
  if (!LOT_ID.test(lotId)) {
    return {
      idempotencyKey,
      typed,
      lot: null,
      result: { ok: false, field: 'form', key: 'auctions:errors.unknown' },
    }
  }
  const amount = readBidAmount(typed)
  if (!amount.ok) {
    // Nothing was sent: the key stays for the corrected bid.
    return {
      idempotencyKey,
      typed,
      lot: null,
      result: { ok: false, field: 'maxBid', key: `validation:${amount.key}` },
    }
  }
  try {
    const { placeBid } = await gql(
      PlaceBidDocument,
      { lotId, maxBidCents: amount.cents, idempotencyKey },
      { locale, session: true, unauthenticated: 'error' },
    )
    return {
      idempotencyKey: crypto.randomUUID(),
      typed: '',
      lot: liveStateOf(placeBid.lot),
      result: { ok: true, leading: placeBid.leading, currentBidCents: placeBid.currentBidCents },
    }
  } catch (e) {
    const err = mapApiError(e)
    const view = bidErrorView(err.code, err.messageKey)
    return {
      idempotencyKey: crypto.randomUUID(),
      typed,
      lot: await freshLot(lotId, locale),
      result: { ok: false, ...view },
    }
  }
}

const REGISTER_KEYS: Record<string, string> = {
  'auctions:register.termsRequired': 'auctions:errors.termsRequired',
  'auctions:register.emailNotVerified': 'auctions:errors.emailNotVerified',
  'auctions:bid.staff': 'auctions:errors.staff',
}

/** Register to bid: the auction's terms accepted and a phone (given here, else the profile's). */
export async function registerToBidAction(
  _prevArg: unknown,
  formArg: unknown,
): Promise<RegisterFormState> {
  const form = formDataArg(formArg)
  const locale = formLocale(form)
  const auctionSlug = formText(form, 'auctionSlug', 120)
  const phone = formText(form, 'phone', 40)
  const acceptTerms = form.get('acceptTerms') === 'on'
  if (!acceptTerms) {
    return {
      registered: false,
      phone,
      error: { field: 'acceptTerms', key: 'auctions:errors.termsRequired' },
    }
  }
  try {
    await gql(
      RegisterToBidDocument,
      { auctionSlug, acceptTerms, phone: phone || null },
      { locale, session: true, unauthenticated: 'error' },
    )
    return { registered: true, phone, error: null }
  } catch (e) {
    const err = mapApiError(e)
    const field = err.fields.find((f) => f.path === 'phone')
    if (field)
      return { registered: false, phone, error: { field: 'phone', key: `validation:${field.key}` } }
    const key =
      err.messageKey && Object.hasOwn(REGISTER_KEYS, err.messageKey)
        ? REGISTER_KEYS[err.messageKey]
        : err.code === 'UNAUTHENTICATED'
          ? 'auctions:errors.signIn'
          : 'auctions:errors.unknown'
    return { registered: false, phone, error: { field: 'form', key } }
  }
}

/** Watch or stop watching a lot (the button says which). */
export async function watchLotAction(prevArg: unknown, formArg: unknown): Promise<WatchFormState> {
  const prev = stateArg(prevArg)
  const form = formDataArg(formArg)
  const locale = formLocale(form)
  const lotId = formText(form, 'lotId', 12)
  const watch = form.get('watch') === '1'
  const was = prev.watching === true
  if (!LOT_ID.test(lotId)) return { watching: was, failed: true }
  try {
    const vars = { lotId }
    const opts = { locale, session: true, unauthenticated: 'error' as const }
    const watching = watch
      ? (await gql(WatchLotDocument, vars, opts)).watchLot.watching
      : (await gql(UnwatchLotDocument, vars, opts)).unwatchLot.watching
    return { watching, failed: false }
  } catch {
    return { watching: was, failed: true }
  }
}
