'use client'

import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { Locale } from '@/i18n/settings'
import { compareSaleProceedsAction } from '@/features/services/services-actions'
import { formatNumber, formatPrice } from '@/lib/format'
import type { Outcome, SaleProceeds as Proceeds } from '@/features/services/services-data'
import styles from './Services.module.css'
import { PriceField } from './PriceField'
import { usePriceCalculator } from './use-price-calculator'

export interface SaleProceedsProps {
  locale: Locale
  /** The page the GET form submits to (it works without JavaScript). */
  action: string
  /** The free valuation page, for sellers who do not know their machine's value. */
  valuationHref: string
  initialValue: string
  initialOutcome: Outcome<Proceeds> | null
  /** Tests: the action's stand-in. */
  compare?: typeof compareSaleProceedsAction
}

/**
 * Spec §2 sell page fee calculator: what a seller takes home with us, at an auction and from a
 * dealer. The api does the arithmetic; the assumptions it used are listed under the result, so
 * the "30-50% more" claim can be checked rather than taken on trust.
 */
export function SaleProceeds({
  locale,
  action,
  valuationHref,
  initialValue,
  initialOutcome,
  compare = compareSaleProceedsAction,
}: SaleProceedsProps) {
  const { t } = useTranslation('services')
  const { t: tv } = useTranslation('validation')
  const [value, setValue] = useState(initialValue)
  const { id, formRef, pending, run, recheck, error, result, apiDown } = usePriceCalculator(
    initialOutcome,
    'marketValue',
  )

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    if (!run(value, () => compare(value, locale))) {
      e.currentTarget.querySelector<HTMLElement>('[name="value"]')?.focus()
    }
  }

  const money = (cents: number) => formatPrice(cents, locale)

  return (
    <form
      ref={formRef}
      className={styles.panel}
      method="get"
      action={`${action}#fee-calculator`}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
      aria-busy={pending}
    >
      <h2 id={`${id}-title`}>{t('sell.calculator.title')}</h2>
      <p>{t('sell.calculator.intro')}</p>
      <PriceField
        id={`${id}-value`}
        name="value"
        label={t('sell.calculator.value')}
        value={value}
        onChange={(next) => {
          setValue(next)
          recheck(next)
        }}
        error={error ? tv(error) : null}
        help={
          <>
            {t('sell.calculator.valueHelp')}{' '}
            <a href={valuationHref}>{t('sell.calculator.valuationLink')}</a>
          </>
        }
      />
      <div>
        <button type="submit" className="btn btn-secondary" disabled={pending}>
          {t('sell.calculator.submit')}
        </button>
      </div>
      <div className={styles.result} aria-live="polite" data-testid="proceeds-result">
        {result ? (
          <>
            <table className={styles.table}>
              <caption className="visually-hidden">{t('sell.calculator.resultTitle')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('sell.calculator.channel')}</th>
                  <th scope="col">{t('sell.calculator.salePrice')}</th>
                  <th scope="col">{t('sell.calculator.fee')}</th>
                  <th scope="col">{t('sell.calculator.transport')}</th>
                  <th scope="col">{t('sell.calculator.net')}</th>
                </tr>
              </thead>
              <tbody>
                {result.channels.map((c) => (
                  <tr
                    key={c.channel}
                    className={c.channel === 'marketplace' ? styles.ours : undefined}
                    data-channel={c.channel}
                  >
                    <th scope="row">{t(`sell.calculator.channels.${c.channel}`)}</th>
                    <td>{money(c.salePriceCents)}</td>
                    <td>{money(c.feeCents)}</td>
                    <td>{money(c.transportCents)}</td>
                    <td>
                      <strong>{money(c.netCents)}</strong>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <ul className={styles.list}>
              {result.moreThanAuctionPercent !== null ? (
                <li>
                  {t('sell.calculator.moreThanAuction', {
                    percent: formatNumber(result.moreThanAuctionPercent, locale, 1),
                  })}
                </li>
              ) : null}
              {result.moreThanDealerPercent !== null ? (
                <li>
                  {t('sell.calculator.moreThanDealer', {
                    percent: formatNumber(result.moreThanDealerPercent, locale, 1),
                  })}
                </li>
              ) : null}
            </ul>
            <h3>{t('sell.calculator.assumptionsTitle')}</h3>
            <ul>
              {result.channels.map((c) => (
                <li key={c.channel}>
                  {t(`sell.calculator.assumption.${c.channel}`, {
                    price: formatNumber(c.priceOfMarketPercent, locale),
                    fee: formatNumber(c.feePercent, locale),
                    transport: money(c.transportCents),
                  })}
                </li>
              ))}
            </ul>
            <p className={styles.help}>{t('sell.calculator.assumptionsNote')}</p>
          </>
        ) : apiDown ? (
          <p role="alert">{t('sell.calculator.unavailable')}</p>
        ) : null}
      </div>
    </form>
  )
}
