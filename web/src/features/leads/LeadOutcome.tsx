'use client'

import type { ReactNode, Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { parseMoneyCents } from '@ironyard/contract/money'
import type { Locale } from '@/i18n/settings'
import { formatPrice } from '@/lib/format'
import type { LeadAnswer } from '@/features/leads/lead-form-state'
import type { LeadField, LeadFormType } from '@/features/leads/lead-forms'
import { LikelihoodBadge } from './LikelihoodMeter'
import styles from './LeadForm.module.css'

interface OutcomeProps {
  answer: LeadAnswer
  type: LeadFormType
  Heading: 'h2' | 'h3'
  /** Focused when the answer arrives. */
  ref: Ref<HTMLDivElement>
  /** "Send another": a new, empty form. */
  onAgain: () => void
}

/** Spec §4: the pre-qualification the program cannot serve, and why. */
export function LeadSorry({
  answer,
  type,
  Heading,
  ref,
  onAgain,
  sorryExtra,
}: OutcomeProps & { sorryExtra?: ReactNode }) {
  const { t } = useTranslation('forms')
  return (
    <div
      ref={ref}
      className={styles.sorry}
      role="status"
      tabIndex={-1}
      data-lead-type={type}
      data-outcome="not_a_fit"
    >
      <Heading className={styles.title}>{t('sorry.title')}</Heading>
      {(answer.fitReasons ?? []).map((r) => (
        <p key={r}>{t(`sorry.reasons.${r}`)}</p>
      ))}
      <p>{t('sorry.next')}</p>
      {sorryExtra}
      <button type="button" className="btn btn-secondary" onClick={onAgain}>
        {t('sorry.again')}
      </button>
    </div>
  )
}

/** The lead received: when we will be in touch (or the mail consent), and the offer's chances. */
export function LeadSuccess({
  answer,
  type,
  Heading,
  ref,
  onAgain,
  values,
  locale,
  successExtra,
}: OutcomeProps & {
  /** The values sent. */
  values: Partial<Record<LeadField, string>>
  locale: Locale
  successExtra?: ReactNode
}) {
  const { t } = useTranslation('forms')
  const { t: tv } = useTranslation('validation')
  const offerCents = values.offerAmount ? parseMoneyCents(values.offerAmount) : null
  return (
    <div ref={ref} className={styles.success} role="status" tabIndex={-1} data-lead-type={type}>
      <Heading className={styles.title}>{tv('form.success')}</Heading>
      {type === 'name_your_price' && offerCents !== null ? (
        <p>{t('success.offerReceived', { amount: formatPrice(offerCents, locale) })}</p>
      ) : null}
      {answer.likelihood ? <LikelihoodBadge likelihood={answer.likelihood} /> : null}
      {answer.subscription ? (
        // Consent for mail: the same text whatever the address's state, unless it is the
        // signed-in user's own verified address (active at once).
        <p>
          {t(answer.subscription === 'ACTIVE' ? 'success.subscribed' : 'success.checkEmail', {
            email: values.email,
          })}
        </p>
      ) : (
        <p>{t(`success.${answer.contactWindow ?? 'within24Hours'}`)}</p>
      )}
      {successExtra}
      {answer.duplicate ? <p className={styles.hint}>{t('success.duplicate')}</p> : null}
      <button type="button" className="btn btn-secondary" onClick={onAgain}>
        {t('success.again')}
      </button>
    </div>
  )
}
