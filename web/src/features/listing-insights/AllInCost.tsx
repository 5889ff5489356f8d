import { ZipForm, type ZipProblem } from '@/components/ui/ZipForm'
import type { AllInCostFieldsFragment } from '@/graphql/__generated__/graphql'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatDate, formatNumber, formatPrice, formatPriceCents } from '@/lib/format'
import { AllInLines } from './AllInLines'
import styles from './Insights.module.css'

export type AllInCostData = AllInCostFieldsFragment

export interface AllInState {
  /** What the visitor typed (or the remembered ZIP). */
  zip: string
  error: ZipProblem
  cost: AllInCostData | null
}

/**
 * Issue 17 point 4: price + freight + estimated sales tax + fees = total, and the monthly payment
 * on the total, for the visitor's ZIP. A plain GET form (it works without JavaScript; the proxy
 * remembers a known ZIP in the visitor's ZIP cookie), and every figure with its assumptions.
 */
export function AllInCost({
  locale,
  path,
  state,
}: {
  locale: Locale
  /** The listing page's path: the form reloads it with ?zip=. */
  path: string
  state: AllInState
}) {
  const t = getT(locale, 'insights')
  const c = state.cost
  const money = (cents: number) => formatPrice(cents, locale)
  return (
    <section
      id="all-in-cost"
      className={styles.block}
      aria-labelledby="all-in-title"
      data-all-in-cost={c ? c.zip : ''}
    >
      <h2 id="all-in-title">{t('allIn.heading')}</h2>
      <p>{t('allIn.intro')}</p>
      <ZipForm
        id="all-in-zip"
        action={`${path}#all-in-cost`}
        zip={state.zip}
        problem={state.error}
        texts={{
          label: t('allIn.zipLabel'),
          submit: t('allIn.submit'),
          invalid: t('allIn.zipInvalid'),
          unknown: t('allIn.zipUnknown', { zip: state.zip }),
        }}
        classNames={{ form: styles.zipForm, row: styles.zipRow, error: styles.error }}
      />
      {c ? (
        <>
          <p className={styles.note}>
            {t('allIn.deliveredTo', { city: c.city, state: c.state, zip: c.zip })}
          </p>
          <AllInLines
            locale={locale}
            cost={c}
            classNames={{ list: styles.costs, total: styles.total }}
          />
          <details className={styles.assumptions}>
            <summary>{t('allIn.assumptions')}</summary>
            <ul>
              <li>
                {c.freight.freeShipping ? `${t('allIn.freeShipping')}. ` : ''}
                {t('allIn.freightBasis', {
                  class: t(`allIn.class.${c.freight.transportClass}`),
                  weight: formatNumber(c.freight.operatingWeightLb, locale),
                  source: t(`allIn.weightSource.${c.freight.weightSource}`),
                  miles: formatNumber(c.freight.roadMiles, locale),
                  crow: formatNumber(c.freight.greatCircleMiles, locale),
                  factor: formatNumber(c.freight.roadFactor, locale, 2),
                  rate: formatPriceCents(c.freight.perMileCents, locale),
                  minimum: money(c.freight.minimumCents),
                  permits:
                    c.freight.permitCents > 0
                      ? t('allIn.permits', { amount: money(c.freight.permitCents) })
                      : '',
                  date: formatDate(c.freightRatesAsOf, locale),
                })}
              </li>
              <li>
                {t('allIn.taxBasis', {
                  state: c.state,
                  percent: formatNumber(c.taxPercent, locale, 3),
                  date: formatDate(c.taxRatesAsOf, locale),
                })}
              </li>
              <li>
                {t('allIn.feesBasis', {
                  amount: money(c.feesCents),
                  date: formatDate(c.feesAsOf, locale),
                })}
              </li>
              <li>
                {t('allIn.monthlyBasis', {
                  rate: formatNumber(c.ratePercent, locale, 2),
                  term: c.termMonths,
                  down: formatNumber(c.downPercent, locale),
                })}
              </li>
            </ul>
            <p className={styles.note}>{t('allIn.disclaimer')}</p>
          </details>
        </>
      ) : state.error ? null : (
        <p className={styles.note}>{t('allIn.prompt')}</p>
      )}
    </section>
  )
}
