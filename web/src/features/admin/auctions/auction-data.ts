import {
  AdminAuctionDocument,
  AdminAuctionsDocument,
  AdminLotBidsDocument,
} from '@/graphql/__generated__/graphql'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { gql } from '@/lib/api-client'
import type { AuctionFormTexts } from './AuctionForms'

const opts = (locale: Locale) => ({ locale, session: true }) as const

export async function getAdminAuctions(locale: Locale) {
  return (await gql(AdminAuctionsDocument, {}, opts(locale))).adminAuctions
}
export type AdminAuctionsData = Awaited<ReturnType<typeof getAdminAuctions>>

export async function getAdminAuction(slug: string, locale: Locale) {
  return (await gql(AdminAuctionDocument, { slug }, opts(locale))).adminAuction
}
export type AdminAuctionData = NonNullable<Awaited<ReturnType<typeof getAdminAuction>>>

export async function getAdminLotBids(lotId: string, locale: Locale) {
  return (await gql(AdminLotBidsDocument, { lotId }, opts(locale))).adminLotBids
}
export type AdminLotBidsData = NonNullable<Awaited<ReturnType<typeof getAdminLotBids>>>

const FIELDS = [
  'name',
  'nameEs',
  'description',
  'descriptionEs',
  'format',
  'timeZone',
  'startsAt',
  'endsAt',
  'lotIntervalSeconds',
  'softCloseSeconds',
  'city',
  'state',
  'venue',
  'auction',
  'stockNumber',
  'startingBid',
  'reserve',
  'reason',
  'email',
  'limit',
]

/** The forms' words in the visitor's language. */
export function auctionFormTexts(locale: Locale): AuctionFormTexts {
  const t = getT(locale, 'admin-auctions')
  const form = (k: string) => ({
    submit: t(`forms.${k}.submit`),
    sending: t(`forms.${k}.sending`),
    failed: t('forms.failed'),
  })
  return {
    create: form('create'),
    add: form('add'),
    withdraw: form('withdraw'),
    limit: form('limit'),
    reserve: form('reserve'),
    labels: {
      create: t('forms.create.label'),
      add: t('forms.add.label'),
      withdraw: t('forms.withdraw.label'),
      limit: t('forms.limit.label'),
      reserve: t('forms.reserve.label'),
    },
    removeReserve: {
      title: t('forms.reserve.remove.title'),
      message: t('forms.reserve.remove.message'),
      confirm: t('forms.reserve.remove.confirm'),
      cancel: t('forms.reserve.remove.cancel'),
    },
    fields: Object.fromEntries(FIELDS.map((f) => [f, t(`fields.${f}`)])),
    hints: {
      timeZone: t('hints.timeZone'),
      time: t('hints.time'),
      lotInterval: t('hints.lotInterval'),
      softClose: t('hints.softClose'),
      state: t('hints.state'),
      reserve: t('hints.reserve'),
      reserveWithBids: t('hints.reserveWithBids'),
      limit: t('hints.limit'),
    },
    formats: { online: t('formats.online'), onsite: t('formats.onsite') },
  }
}
