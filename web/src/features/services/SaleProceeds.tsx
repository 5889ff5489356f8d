'use client'

import { useId, useRef, useState, useTransition, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useEarlyInput } from '@/components/ui/use-early-input'
import type { Locale } from '@/i18n/settings'
import { compareSaleProceedsAction } from '@/features/services/services-actions'
import { formatNumber, formatPrice } from '@/lib/format'
import { checkCalculatorPrice, keyOf } from '@ironyard/contract/field-checks'
import { fieldKeys } from '@/lib/action-result'
import type { Outcome, SaleProceeds as Proceeds } from '@/features/services/services-data'
import styles from './Services.module.css'

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
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  useEarlyInput(formRef)
  const [value, setValue] = useState(initialValue)
  const [outcome, setOutcome] = useState(initialOutcome)
  const [localError, setLocalError] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)
  const [pending, startTransition] = useTransition()
  const latest = useRef(0)

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const key = keyOf(checkCalculatorPrice(value))
    setLocalError(key)
    if (key) {
      e.currentTarget.querySelector<HTMLElement>('[name="value"]')?.focus()
      return
    }
    const ticket = ++latest.current
    startTransition(async () => {
      try {
        const next = await compare(value, locale)
        if (ticket !== latest.current) return
        setFailed(false)
        setOutcome(next)
      } catch {
        if (ticket === latest.current) setFailed(true)
      }
    })
  }

  const remote = outcome && !outcome.ok ? fieldKeys(outcome).marketValue : undefined
  const error = localError ?? remote ?? null
  const result = outcome?.ok ? outcome.data : null
  const apiDown = failed || (outcome && !outcome.ok && !remote)
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
      <div className={styles.field}>
        <label className="label" htmlFor={`${id}-value`}>
          {t('sell.calculator.value')}
        </label>
        <div className={styles.money}>
          <input
            id={`${id}-value`}
            className="input"
            name="value"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={value}
            onChange={(e) => {
              setValue(e.currentTarget.value)
              if (error) setLocalError(keyOf(checkCalculatorPrice(e.currentTarget.value)))
            }}
            aria-required
            aria-invalid={error ? true : undefined}
            aria-describedby={[error ? `${id}-value-error` : null, `${id}-value-help`]
              .filter(Boolean)
              .join(' ')}
          />
        </div>
        <p id={`${id}-value-help`} className={styles.help}>
          {t('sell.calculator.valueHelp')}{' '}
          <a href={valuationHref}>{t('sell.calculator.valuationLink')}</a>
        </p>
        {error ? (
          <p id={`${id}-value-error`} className={styles.error}>
            {tv(error)}
          </p>
        ) : null}
      </div>
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
