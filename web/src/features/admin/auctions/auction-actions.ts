'use server'

import {
  AddAuctionLotDocument,
  CreateAuctionDocument,
  SetAuctionLotReserveDocument,
  SetBiddingLimitDocument,
  WithdrawAuctionLotDocument,
} from '@/graphql/__generated__/graphql'
import { formDataArg, formLocale, formText, stateArg } from '@/lib/action-input'
import { writeThenRedirect } from '@/lib/action-redirect'
import { forgetCachedQueries, gql } from '@/lib/api-client'
import { localePath } from '@/lib/paths'
import type { ConsoleFormState } from '@/components/console/form-state'
import { addLotArgs, centsOf, createAuctionInput, lotReserveArgs } from './auction-form-input'

const SLUG = /^[a-z0-9-]{1,120}$/
const values = (form: FormData, keys: readonly string[]) =>
  Object.fromEntries(keys.map((k) => [k, formText(form, k, 1000)]))

const save = (typed: Record<string, string>, write: () => Promise<string>) =>
  writeThenRedirect(typed, write, forgetCachedQueries)

const AUCTION_FIELDS = [
  'name',
  'nameEs',
  'description',
  'descriptionEs',
  'format',
  'startsAt',
  'endsAt',
  'timeZone',
  'lotIntervalSeconds',
  'softCloseSeconds',
  'city',
  'state',
  'venue',
] as const

/** The new-auction form: the auction's page opens once it exists (a repeat answers the same one). */
export async function createAuctionAction(
  prevArg: ConsoleFormState,
  formArg: FormData,
): Promise<ConsoleFormState> {
  stateArg(prevArg)
  const form = formDataArg(formArg)
  const locale = formLocale(form)
  const v = values(form, AUCTION_FIELDS)
  return save(v, async () => {
    const { createAuction } = await gql(
      CreateAuctionDocument,
      { input: createAuctionInput(v) },
      { locale, session: true },
    )
    return `${localePath(locale, `/admin/auctions/${createAuction.slug}`)}?done=created`
  })
}

/** The add-lot form of an auction's page: back to the page, the new lot in its table. */
export async function addAuctionLotAction(
  prevArg: ConsoleFormState,
  formArg: FormData,
): Promise<ConsoleFormState> {
  stateArg(prevArg)
  const form = formDataArg(formArg)
  const locale = formLocale(form)
  const auction = formText(form, 'auction', 200)
  // The auction chosen stays chosen when the api refuses the form (it is a select from the table).
  const v = { auction, ...values(form, ['stockNumber', 'startingBid', 'reserve']) }
  return save(v, async () => {
    const { addAuctionLot } = await gql(AddAuctionLotDocument, addLotArgs(auction, v), {
      locale,
      session: true,
    })
    const page = SLUG.test(auction) ? `/admin/auctions/${auction}` : '/admin/auctions'
    return `${localePath(locale, page)}?done=added&lot=${addAuctionLot.lotNumber}`
  })
}

/** A lot's withdraw form (with its reason): back to the auction's page. */
export async function withdrawAuctionLotAction(
  prevArg: ConsoleFormState,
  formArg: FormData,
): Promise<ConsoleFormState> {
  stateArg(prevArg)
  const form = formDataArg(formArg)
  const locale = formLocale(form)
  const auction = formText(form, 'auction', 200)
  const lotId = formText(form, 'lotId', 20)
  const v = values(form, ['reason'])
  return save(v, async () => {
    await gql(WithdrawAuctionLotDocument, { lotId, reason: v.reason }, { locale, session: true })
    const page = SLUG.test(auction) ? `/admin/auctions/${auction}` : '/admin/auctions'
    return `${localePath(locale, page)}?done=withdrawn`
  })
}

const LOT_ID = /^[1-9]\d{0,9}$/

/** A lot's reserve form (reserve, and the starting bid before any bid): back to the lot's page. */
export async function setLotReserveAction(
  prevArg: ConsoleFormState,
  formArg: FormData,
): Promise<ConsoleFormState> {
  stateArg(prevArg)
  const form = formDataArg(formArg)
  const locale = formLocale(form)
  const auction = formText(form, 'auction', 200)
  const lotId = formText(form, 'lotId', 20)
  const v = values(form, ['reserve', 'startingBid'])
  return save(v, async () => {
    await gql(SetAuctionLotReserveDocument, lotReserveArgs(lotId, v), { locale, session: true })
    const page =
      SLUG.test(auction) && LOT_ID.test(lotId)
        ? `/admin/auctions/${auction}/lots/${lotId}`
        : '/admin/auctions'
    return `${localePath(locale, page)}?done=reserveSet`
  })
}

/** The bidding-limit form of the auctions page: back to it, saying whose limit was set. */
export async function setBiddingLimitAction(
  prevArg: ConsoleFormState,
  formArg: FormData,
): Promise<ConsoleFormState> {
  stateArg(prevArg)
  const form = formDataArg(formArg)
  const locale = formLocale(form)
  const v = values(form, ['email', 'limit'])
  return save(v, async () => {
    const { setBiddingLimit } = await gql(
      SetBiddingLimitDocument,
      { email: v.email, limitCents: centsOf(v.limit) },
      { locale, session: true },
    )
    const q = new URLSearchParams({ done: 'limitSet', who: setBiddingLimit.email })
    return `${localePath(locale, '/admin/auctions')}?${q}`
  })
}
