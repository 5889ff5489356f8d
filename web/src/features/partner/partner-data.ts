import {
  MyPartnerSellerDocument,
  PartnerApiKeysDocument,
  PartnerSellersDocument,
} from '@/graphql/__generated__/graphql'
import type { Locale } from '@/i18n/settings'
import { gql } from '@/lib/api-client'

/** The signed-in member's partner seller: its name and listings by state (the api scopes it). */
export async function getMyPartnerSeller(locale: Locale) {
  const { myPartnerSeller } = await gql(MyPartnerSellerDocument, {}, { locale, session: true })
  return myPartnerSeller
}
export type MyPartnerSellerData = Awaited<ReturnType<typeof getMyPartnerSeller>>

/** The member's partner's API keys, newest first (revoked ones included). */
export async function getPartnerApiKeys(locale: Locale) {
  const { partnerApiKeys } = await gql(PartnerApiKeysDocument, {}, { locale, session: true })
  return partnerApiKeys
}
export type PartnerApiKeysData = Awaited<ReturnType<typeof getPartnerApiKeys>>

/** Every partner seller with its members (admin console). */
export async function getPartnerSellers(locale: Locale) {
  const { partnerSellers } = await gql(PartnerSellersDocument, {}, { locale, session: true })
  return partnerSellers
}
export type PartnerSellersData = Awaited<ReturnType<typeof getPartnerSellers>>
