import type { Locale } from '../../context'
import { t } from '../../i18n'

/**
 * Spec §8 "market intelligence with no data" texts (`market:<key>` in api/src/i18n). The api
 * answers a status and the key; the web shows its own copy of the text for the key (and may show
 * `message`).
 */
export const MARKET_MESSAGE_KEYS = [
  'marketIntelligence.priceTrends.notEnoughData',
  'marketIntelligence.brandPremiums.notEnoughData',
  'marketIntelligence.supply.notEnoughData',
] as const

export type MarketMessageKey = (typeof MARKET_MESSAGE_KEYS)[number]

export interface MarketStatus {
  status: 'ok' | 'not_enough_data'
  messageKey: MarketMessageKey | null
  message: string | null
}

export function marketStatus(enough: boolean, key: MarketMessageKey, locale: Locale): MarketStatus {
  return enough
    ? { status: 'ok', messageKey: null, message: null }
    : { status: 'not_enough_data', messageKey: key, message: t(locale, `market:${key}`) }
}
