import type { Locale } from '../../context'
import { t } from '../../i18n'

export const notEnoughValuationDataMessage = (locale: Locale): string =>
  t(locale, 'valuation:notEnoughData')

export const confidenceLabel = (confidence: 'high' | 'medium' | 'low', locale: Locale): string =>
  t(locale, `valuation:confidence.${confidence}`)
