'use client'

import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { OfferLikelihood } from '@/graphql/__generated__/graphql'
import type { Locale } from '@/i18n/settings'
import { parseMoneyCents } from '@ironyard/contract/money'
import styles from './LeadForm.module.css'

const BANDS: OfferLikelihood[] = ['slim_chance', 'possible', 'high_chance']

/** The band of an offer (spec §4): three steps, filled up to the band, with its name. */
export function LikelihoodBadge({
  likelihood,
  busy = false,
}: {
  likelihood: OfferLikelihood
  busy?: boolean
}) {
  const { t } = useTranslation('forms')
  const level = BANDS.indexOf(likelihood)
  return (
    <p
      className={`${styles.likelihood} ${styles[likelihood]} ${busy ? styles.busy : ''}`}
      data-likelihood={likelihood}
    >
      <span className={styles.meter} aria-hidden="true">
        {BANDS.map((b, i) => (
          <span key={b} className={i <= level ? styles.on : undefined} />
        ))}
      </span>
      <span>
        {t('likelihood.label')}: <strong>{t(`likelihood.${likelihood}`)}</strong>
      </span>
    </p>
  )
}

type Live =
  | { status: 'idle' | 'invalid' | 'error' }
  | { status: 'loading'; previous?: Estimate }
  | ({ status: 'done' } & Estimate)

/**
 * The band only: the comparable sales behind it are the listing's one valuation (issue 37), whose
 * method, window and count the comparable-sales block states once for the whole page.
 */
interface Estimate {
  likelihood: OfferLikelihood
}

/**
 * Name Your Price, before sending: asks the api how likely the seller is to accept the amount
 * being typed (debounced; a newer amount cancels the older question).
 */
export function LiveLikelihood({
  stockNumber,
  locale,
  amount,
  refused = false,
  debounceMs = 400,
}: {
  stockNumber: string
  locale: Locale
  amount: string
  /**
   * The amount breaks the form's rule (its field says why, e.g. over the largest amount): nothing
   * is asked, so "could not be checked" never sits next to that message (issue 16, defect 8).
   */
  refused?: boolean
  debounceMs?: number
}) {
  const { t } = useTranslation('forms')
  const [live, setLive] = useState<Live>({ status: 'idle' })
  const typed = amount.trim()
  const cents = typed ? parseMoneyCents(typed) : null
  const unasked = !typed ? 'idle' : refused || cents === null || cents <= 0 ? 'invalid' : null
  // No question for an empty or unreadable amount: settled while rendering, not after.
  if (unasked && live.status !== unasked) setLive({ status: unasked })

  useEffect(() => {
    if (unasked) return
    const ctl = new AbortController()
    const timer = setTimeout(async () => {
      setLive((prev) => ({
        status: 'loading',
        previous:
          prev.status === 'done' ? prev : prev.status === 'loading' ? prev.previous : undefined,
      }))
      try {
        const q = new URLSearchParams({ stock: stockNumber, amount: typed, locale })
        const res = await fetch(`/api/offer-likelihood?${q.toString()}`, { signal: ctl.signal })
        if (!res.ok) throw new Error(`offer likelihood answered ${res.status}`)
        const body = (await res.json()) as Estimate
        setLive({ status: 'done', ...body })
      } catch {
        if (!ctl.signal.aborted) setLive({ status: 'error' })
      }
    }, debounceMs)
    return () => {
      clearTimeout(timer)
      ctl.abort()
    }
  }, [typed, unasked, stockNumber, locale, debounceMs])

  const shown =
    live.status === 'done' ? live : live.status === 'loading' ? live.previous : undefined
  return (
    <div className={styles.live} aria-live="polite" aria-busy={live.status === 'loading'}>
      {shown ? (
        <>
          <LikelihoodBadge likelihood={shown.likelihood} busy={live.status === 'loading'} />
          <p className={styles.hint}>{t('likelihood.basis')}</p>
        </>
      ) : live.status === 'loading' ? (
        <p className={styles.hint}>{t('likelihood.checking')}</p>
      ) : live.status === 'error' ? (
        <p className={styles.hint}>{t('likelihood.unavailable')}</p>
      ) : live.status === 'idle' ? (
        <p className={styles.hint}>{t('likelihood.prompt')}</p>
      ) : null}
    </div>
  )
}
