import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatPrice } from '@/lib/format'
import type { InstantValuation } from '@/features/services/services-data'
import styles from './Services.module.css'
import { valuationMethod } from '@/components/ui/valuation-method'

/**
 * The instant estimate: auction and retail value with the model's confidence, or the api's "not
 * enough data" text, and in both cases how it was found in the listing page's words (issue 37:
 * the same valuation service, method, window and count). Links to the fee calculator with the
 * retail value.
 */
export function ValuationResult({
  locale,
  valuation: v,
  compareHref,
}: {
  locale: Locale
  valuation: InstantValuation
  /** The sell page's fee calculator; the retail value is appended as ?value=. */
  compareHref: string
}) {
  const t = getT(locale, 'services')
  const ti = getT(locale, 'insights')
  const machine = `${v.year} ${v.make.name} ${v.model}`
  const val = v.valuation
  const method = valuationMethod(ti, {
    basis: val.basis,
    make: v.make.name,
    model: v.model,
    windowMonths: val.windowMonths,
    count: val.comparableCount,
  })
  return (
    <div
      className={styles.result}
      role="status"
      data-testid="valuation-result"
      data-status={val.status}
    >
      <h2>{t('valuations.instant.resultTitle', { machine })}</h2>
      {val.status === 'ok' && val.auctionValueCents !== null && val.retailValueCents !== null ? (
        <>
          <dl className={styles.facts}>
            <div>
              <dt>{t('valuations.instant.auction')}</dt>
              <dd className={styles.figure} data-cents={val.auctionValueCents}>
                {formatPrice(val.auctionValueCents, locale)}
              </dd>
            </div>
            <div>
              <dt>{t('valuations.instant.retail')}</dt>
              <dd className={styles.figure} data-cents={val.retailValueCents}>
                {formatPrice(val.retailValueCents, locale)}
              </dd>
            </div>
          </dl>
          {val.confidence ? (
            <p>
              <strong>
                {t('valuations.instant.confidence', {
                  level: t(`valuations.instant.confidenceLevel.${val.confidence}`),
                })}
              </strong>
            </p>
          ) : null}
          <p>{method}</p>
          <p className={styles.help}>{t('valuations.instant.explain')}</p>
          <p>
            <a
              href={`${compareHref}?value=${Math.round(val.retailValueCents / 100)}#fee-calculator`}
            >
              {t('valuations.instant.compare')}
            </a>
          </p>
        </>
      ) : (
        <>
          <p>{val.message}</p>
          <p>{method}</p>
        </>
      )}
    </div>
  )
}
