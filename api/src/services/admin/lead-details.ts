import { LEAD_DETAIL_KEYS, type LeadDetailField } from '@ironyard/contract/lead-types'
import type { Lead } from '../../db/schema'
import { hasMessage, t } from '../../i18n'
import { csvDollars, type CsvCell } from '../../lib/csv'
import { formatMoney } from '../../lib/format-money'
import type { Locale } from '../../lib/locale'

/** One of a lead's own answers, as the stored text. */
export interface LeadDetail {
  key: LeadDetailField
  value: string
}

/**
 * A lead's own answers (issue 36: a valuation's machine, a pre-qualification's company and
 * credit), in its form's order (contract LEAD_DETAIL_KEYS); an answer left empty is left out.
 */
export function leadDetailsOf(lead: Pick<Lead, 'type' | 'details'>): LeadDetail[] {
  const keys: readonly LeadDetailField[] = LEAD_DETAIL_KEYS[lead.type] ?? []
  const out: LeadDetail[] = []
  for (const key of keys) {
    const v = lead.details?.[key]
    if (typeof v === 'number' || (typeof v === 'string' && v !== '')) {
      out.push({ key, value: String(v) })
    }
  }
  return out
}

/** The answers whose stored value is a code the reader gets in words. */
const WORDED = new Set<LeadDetailField>(['creditRating', 'machineCount', 'fit'])

/** A lead's answer as a CSV cell in the reader's language: money in dollars, codes in words. */
export function leadDetailCell(detail: LeadDetail | undefined, locale: Locale): CsvCell {
  if (!detail) return null
  if (detail.key === 'price') return csvDollars(Number(detail.value))
  if (detail.key === 'year' || detail.key === 'leadValueUsd') return Number(detail.value)
  if (detail.key === 'fitReasons') {
    // Stored as 'a, b': each reason in words, a code the catalogue does not know as stored.
    return detail.value
      .split(', ')
      .filter(Boolean)
      .map((code) => {
        const key = `admin:leadDetailValues.fitReasons.${code}`
        return hasMessage(key) ? t(locale, key) : code
      })
      .join('; ')
  }
  if (WORDED.has(detail.key)) {
    const key = `admin:leadDetailValues.${detail.key}.${detail.value}`
    // A code the catalogue does not know (an old lead) is written as stored.
    return hasMessage(key) ? t(locale, key) : detail.value
  }
  return detail.value
}

/** A lead's answer named in the reader's language: its label ('Credit rating'). */
export const leadDetailLabel = (detail: LeadDetail, locale: Locale): string =>
  t(locale, `admin:leadDetails.${detail.key}`)

/**
 * A lead's answer as text for a person (the sales mail, the lead's page): money as money in the
 * reader's locale, codes in words, the rest as stored.
 */
export function leadDetailText(detail: LeadDetail, locale: Locale): string {
  if (detail.key === 'price') return formatMoney(Number(detail.value), locale)
  if (detail.key === 'leadValueUsd') return formatMoney(Number(detail.value) * 100, locale)
  return String(leadDetailCell(detail, locale))
}
