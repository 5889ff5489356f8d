import { LeadForm } from '@/features/leads'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { BRAND } from '@ironyard/contract'
import type { BuyerContext } from '@/features/listing/buyer-context'
import { formatPrice } from '@/lib/format'
import type { EquipmentLeadType } from '@/features/leads'
import type { ListingDetail } from '@/features/listing/listing-data'
import { openFormHref } from './listing-page'
import styles from './Equipment.module.css'

export interface BuyerActionsProps {
  locale: Locale
  listing: ListingDetail
  /**
   * The search and visitor the forms carry; the page's path, for the links that open a collapsed
   * form without JavaScript; the form to render open (`?form=`), Buy Now otherwise.
   */
  buyer: BuyerContext
}

/**
 * The forms the buy box renders for this machine, with their intro's values: the ways to buy, or
 * on a sold or withdrawn machine the "notify me about similar machines" sign-up.
 */
export function buyerForms(
  l: ListingDetail,
  locale: Locale,
): Array<[EquipmentLeadType, Record<string, string>]> {
  if (l.status === 'sold' || l.status === 'no_longer_available')
    return [['notify_similar', { title: l.title }]]
  return [
    ['buy_now', { price: formatPrice(l.advertisedPriceCents, locale) }],
    ['name_your_price', {}],
    l.isPartnerSeller
      ? ['contact_partner_seller', { seller: l.seller.name }]
      : ['contact_sales', {}],
  ]
}

/**
 * The buy box's forms (spec §2, §6): Buy Now, Name Your Price and Contact Sales (Contact Partner
 * Seller on partner inventory), one open at a time. Sold and withdrawn machines offer the
 * "notify me about similar machines" sign-up instead. Each form render gets its own idempotency
 * key. A collapsed form renders its fields once opened (issue 18); without JavaScript, opening
 * it shows a link to this page with that form open.
 */
export function BuyerActions({ locale, listing: l, buyer }: BuyerActionsProps) {
  const { queryId, prefill, path, openForm } = buyer
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
          introValues={buyerForms(l, locale)[0][1]}
        />
      </div>
    )
  }
  const forms = buyerForms(l, locale)
  const opened = forms.some(([type]) => type === openForm) ? openForm : forms[0][0]
  return (
    <div className={styles.actions} role="group" aria-label={t('buy.actions')}>
      {forms.map(([type, introValues]) => (
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
            defaultOpen: type === opened,
            openHref: openFormHref(path, queryId, type),
            className: styles.action,
            bodyClassName: styles.actionBody,
          }}
        />
      ))}
    </div>
  )
}
