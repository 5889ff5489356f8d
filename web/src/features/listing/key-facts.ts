import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatNumber } from '@/lib/format'
import type { ListingDetail } from './listing-data'

export interface KeyFact {
  key: string
  label: string
  /** null: not stated (shown as such). */
  value: string | null
}

/**
 * Spec §2 key facts: hours, miles, serial, emission tier, condition, and what the machine is. The
 * equipment page and its printed spec sheet list the same ones. Spec §2 names the first ones: say
 * so when one is unknown rather than leave it out (hours give way to miles on trucks).
 */
export function keyFacts(locale: Locale, l: ListingDetail): KeyFact[] {
  const t = getT(locale, 'equipment')
  const tl = getT(locale, 'listing')
  const n = (v: number | null) => (v === null ? null : formatNumber(v, locale))
  const facts: Array<[string, string, string | null]> = [
    ['hours', t('facts.hours'), n(l.hours)],
    ['miles', t('facts.miles'), n(l.miles)],
    ['secondaryHours', t('facts.secondaryHours'), n(l.secondaryHours)],
    ['serial', t('facts.serial'), l.serialNumber ?? null],
    ['emissionTier', t('facts.emissionTier'), l.emissionTier ?? null],
    ['condition', t('facts.condition'), l.condition ? tl(`condition.${l.condition}`) : null],
    ['year', t('facts.year'), String(l.year)],
    ['make', t('facts.make'), l.make.name],
    ['model', t('facts.model'), l.model],
    ['category', t('facts.category'), l.category.name],
    ['type', t('facts.type'), l.subcategory?.name ?? null],
    ['stock', t('facts.stock'), l.stockNumber],
    ['warranty', t('facts.warranty'), t(l.hasWarranty ? 'facts.yes' : 'facts.no')],
  ]
  const alwaysShown = new Set([
    'serial',
    'emissionTier',
    'condition',
    l.miles === null ? 'hours' : 'miles',
  ])
  return facts
    .filter(([key, , value]) => value !== null || alwaysShown.has(key))
    .map(([key, label, value]) => ({ key, label, value }))
}
