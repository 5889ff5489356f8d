import { LeadForm } from '@/features/leads/LeadForm'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { BRAND } from '@ironyard/contract'
import type { LeadPrefill } from '@/features/listing/equipment-data'
import { formatPrice } from '@/lib/format'
import type { EquipmentLeadType } from '@/features/leads/lead-forms'
import type { ListingDetail } from '@/features/listing/listing-data'
import styles from './Equipment.module.css'

export interface BuyerActionsProps {
  locale: Locale
  listing: ListingDetail
  queryId: string | null
  prefill: LeadPrefill | null
}

/**
 * The buy box's forms (spec §2, §6): Buy Now, Name Your Price and Contact Sales (Contact Partner
 * Seller on partner inventory), one open at a time. Sold and withdrawn machines offer the
 * "notify me about similar machines" sign-up instead. Each form render gets its own idempotency
 * key.
 */
export function BuyerActions({ locale, listing: l, queryId, prefill }: BuyerActionsProps) {
  const t = getT(locale, 'equipment')
  const tf = getT(locale, 'forms')
  const common = {
    locale,
    stockNumber: l.stockNumber,
    queryId,
    brand: BRAND.name,
    prefill: prefill?.values,
    advertisedPriceCents: l.advertisedPriceCents,
  }
  if (l.status === 'sold' || l.status === 'no_longer_available') {
    return (
      <div className={styles.notify} id="notify-similar">
        <LeadForm
          {...common}
          type="notify_similar"
          headingLevel="h2"
          idempotencyKey={crypto.randomUUID()}
          introValues={{ title: l.title }}
        />
      </div>
    )
  }
  const forms: Array<[EquipmentLeadType, Record<string, string>]> = [
    ['buy_now', { price: formatPrice(l.advertisedPriceCents, locale) }],
    ['name_your_price', {}],
    l.isPartnerSeller
      ? ['contact_partner_seller', { seller: l.seller.name }]
      : ['contact_sales', {}],
  ]
  return (
    <div className={styles.actions} role="group" aria-label={t('buy.actions')}>
      {forms.map(([type, introValues], i) => (
        <LeadForm
          key={type}
          {...common}
          type={type}
          headingLevel="h2"
          idempotencyKey={crypto.randomUUID()}
          introValues={introValues}
          disclosure={{
            id: `form-${type}`,
            summary: tf(`forms.${type}.title`),
            name: 'buyer-actions',
            defaultOpen: i === 0,
            className: styles.action,
            bodyClassName: styles.actionBody,
          }}
        />
      ))}
    </div>
  )
}
