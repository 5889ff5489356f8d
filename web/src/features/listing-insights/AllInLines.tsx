import type { AllInCostFieldsFragment } from '@/graphql/__generated__/graphql'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatNumber, formatPrice } from '@/lib/format'

/**
 * The all-in cost's lines, price + freight + tax + fees = total, and the monthly payment on the
 * total: on the listing page (AllInCost) and on its printed spec sheet.
 */
export function AllInLines({
  locale,
  cost: c,
  classNames,
}: {
  locale: Locale
  cost: AllInCostFieldsFragment
  classNames: { list: string; total: string }
}) {
  const t = getT(locale, 'insights')
  const money = (cents: number) => formatPrice(cents, locale)
  return (
    <dl className={classNames.list}>
      <div>
        <dt>{t('allIn.price')}</dt>
        <dd>{money(c.priceCents)}</dd>
      </div>
      <div data-cost="freight">
        <dt>{t('allIn.freight')}</dt>
        <dd>{c.freight.freeShipping ? t('allIn.freeShipping') : money(c.freightCents)}</dd>
      </div>
      <div data-cost="tax">
        <dt>
          {t('allIn.tax')} ({formatNumber(c.taxPercent, locale, 3)} %)
        </dt>
        <dd>{money(c.taxCents)}</dd>
      </div>
      <div data-cost="fees">
        <dt>{t('allIn.fees')}</dt>
        <dd>{money(c.feesCents)}</dd>
      </div>
      <div className={classNames.total} data-cost="total">
        <dt>{t('allIn.total')}</dt>
        <dd>{money(c.totalCents)}</dd>
      </div>
      <div data-cost="monthly">
        <dt>{t('allIn.monthlyLabel')}</dt>
        <dd>{t('allIn.monthly', { payment: money(c.monthlyPaymentCents) })}</dd>
      </div>
    </dl>
  )
}
