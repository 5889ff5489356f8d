'use client'

import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { TaxAssumption } from '@/graphql/__generated__/graphql'
import type { Locale } from '@/i18n/settings'
import { estimateTaxSavingsAction } from '@/features/services/services-actions'
import { formatNumber, formatPrice } from '@/lib/format'
import { TAX_ASSUMPTION_KEYS } from '@ironyard/contract/field-checks'
import type { Outcome, TaxEstimate as Estimate } from '@/features/services/services-data'
import styles from './Services.module.css'
import { PriceField } from './PriceField'
import { usePriceCalculator } from './use-price-calculator'

export interface TaxEstimateProps {
  locale: Locale
  /** The page the GET form submits to (it works without JavaScript). */
  action: string
  initialPrice: string
  initialAssumption: TaxAssumption
  /** The api's answer for the initial values, when the page was asked for one. */
  initialOutcome: Outcome<Estimate> | null
  /** Tests: the action's stand-in. */
  estimate?: typeof estimateTaxSavingsAction
}

/**
 * Spec §1/§9 tax-savings estimate. The api computes it with the assumptions the visitor picks
 * (both readings of the spec); the assumptions and the "not tax advice" caveat stay in view.
 */
export function TaxEstimate({
  locale,
  action,
  initialPrice,
  initialAssumption,
  initialOutcome,
  estimate = estimateTaxSavingsAction,
}: TaxEstimateProps) {
  const { t } = useTranslation('services')
  const { t: tv } = useTranslation('validation')
  const [price, setPrice] = useState(initialPrice)
  const [assumption, setAssumption] = useState<TaxAssumption>(initialAssumption)
  const calculator = usePriceCalculator(initialOutcome, 'price')
  const { id, formRef, pending, recheck, result, apiDown } = calculator
  const priceError = calculator.error
  const run = (p: string, a: TaxAssumption) => calculator.run(p, () => estimate(p, a, locale))

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    if (!run(price, assumption)) {
      e.currentTarget.querySelector<HTMLElement>('[name="taxPrice"]')?.focus()
    }
  }

  return (
    <form
      ref={formRef}
      className={styles.panel}
      method="get"
      action={`${action}#tax`}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
      aria-busy={pending}
    >
      <h2 id={`${id}-title`}>{t('finance.tax.title')}</h2>
      <p>{t('finance.tax.intro')}</p>
      <PriceField
        id={`${id}-price`}
        name="taxPrice"
        label={t('finance.tax.price')}
        value={price}
        onChange={(next) => {
          setPrice(next)
          recheck(next)
        }}
        error={priceError ? tv(priceError) : null}
      />
      <fieldset className={styles.field}>
        <legend className="label">{t('finance.tax.assumption')}</legend>
        {TAX_ASSUMPTION_KEYS.map((a) => (
          <label key={a}>
            <input
              type="radio"
              name="assumption"
              value={a}
              checked={assumption === a}
              onChange={() => {
                setAssumption(a)
                if (price.trim()) run(price, a)
              }}
            />{' '}
            {t(`finance.tax.assumptions.${a}`)}
          </label>
        ))}
      </fieldset>
      <div>
        <button type="submit" className="btn btn-secondary" disabled={pending}>
          {t('finance.tax.submit')}
        </button>
      </div>
      <div className={styles.result} aria-live="polite" data-testid="tax-result">
        <h3>{t('finance.tax.resultTitle')}</h3>
        {result ? (
          <>
            <p className={styles.figure} data-savings-cents={result.taxSavingsCents}>
              {t('finance.tax.savings', { amount: formatPrice(result.taxSavingsCents, locale) })}
            </p>
            <p className={styles.help}>{t(`finance.tax.assumptions.${result.assumption}`)}</p>
            <dl className={styles.facts}>
              <div>
                <dt>{t('finance.tax.deduction')}</dt>
                <dd>
                  {t('finance.tax.deductionValue', {
                    amount: formatPrice(result.deductionCents, locale),
                    percent: formatNumber(result.depreciationPercent, locale),
                  })}
                </dd>
              </div>
              <div>
                <dt>{t('finance.tax.rate')}</dt>
                <dd>
                  {t('finance.tax.ratePercent', {
                    percent: formatNumber(result.taxRatePercent, locale, 2),
                  })}
                </dd>
              </div>
              <div>
                <dt>{t('finance.tax.netCost')}</dt>
                <dd>{formatPrice(result.netCostCents, locale)}</dd>
              </div>
            </dl>
          </>
        ) : apiDown ? (
          <p role="alert">{t('finance.tax.unavailable')}</p>
        ) : null}
        <p className={styles.help}>{t('finance.tax.disclaimer')}</p>
      </div>
    </form>
  )
}
