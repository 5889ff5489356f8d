import type { Locale } from '../../context'

const NOT_ENOUGH = {
  en: 'Not enough comparable sales to value this machine yet',
  es: 'Aún no hay suficientes ventas comparables para valorar esta máquina',
} satisfies Record<Locale, string>

export const notEnoughValuationDataMessage = (locale: Locale): string => NOT_ENOUGH[locale]

export const CONFIDENCE_LABELS = {
  en: { high: 'High', medium: 'Medium', low: 'Low' },
  es: { high: 'Alta', medium: 'Media', low: 'Baja' },
} satisfies Record<Locale, Record<'high' | 'medium' | 'low', string>>
