import type { Locale } from '../../context'

/**
 * Spec §8 "market intelligence with no data" texts, in both languages. The api answers a status
 * and the key; the web shows its own copy of the text for the key (and may show `message`).
 */
export const MARKET_MESSAGES = {
  'marketIntelligence.priceTrends.notEnoughData': {
    en: 'Not enough price trend data available',
    es: 'No hay suficientes datos de tendencias de precios',
  },
  'marketIntelligence.brandPremiums.notEnoughData': {
    en: 'Brand premium data coming soon',
    es: 'Datos de primas por marca próximamente',
  },
  'marketIntelligence.supply.notEnoughData': {
    en: 'Supply data coming soon',
    es: 'Datos de oferta próximamente',
  },
} as const satisfies Record<string, Record<Locale, string>>

export type MarketMessageKey = keyof typeof MARKET_MESSAGES

export interface MarketStatus {
  status: 'ok' | 'not_enough_data'
  messageKey: MarketMessageKey | null
  message: string | null
}

export function marketStatus(enough: boolean, key: MarketMessageKey, locale: Locale): MarketStatus {
  return enough
    ? { status: 'ok', messageKey: null, message: null }
    : { status: 'not_enough_data', messageKey: key, message: MARKET_MESSAGES[key][locale] }
}
