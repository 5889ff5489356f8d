'use client'

import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { isOfferAboveAsking } from '@ironyard/contract/money'
import type { Locale } from '@/i18n/settings'
import { formatPrice } from '@/lib/format'
import type { LeadFormState } from '@/features/leads/lead-form-state'
import type { LeadFormType } from '@/features/leads/lead-forms'
import { LiveLikelihood } from './LikelihoodMeter'
import styles from './LeadForm.module.css'

/** Why the last send failed, when it was not one field's fault (or more than the fields'). */
export function LeadFormMessage({ result }: { result: LeadFormState['result'] }) {
  const { t } = useTranslation('forms')
  const { t: tv } = useTranslation('validation')
  const failureKey = result && !result.ok ? result.messageKey : undefined
  const formMessage = failureKey
    ? failureKey.startsWith('form.')
      ? tv(failureKey)
      : t(failureKey)
    : null
  return formMessage ? (
    <p className={styles.formError} role="alert">
      {formMessage}
    </p>
  ) : null
}

/** What the form sends besides its fields. */
export function LeadHiddenFields({
  type,
  locale,
  stockNumber,
  idempotencyKey,
  queryId,
}: {
  type: LeadFormType
  locale: Locale
  stockNumber?: string
  idempotencyKey: string
  queryId?: string | null
}) {
  return (
    <>
      <input type="hidden" name="type" value={type} />
      <input type="hidden" name="locale" value={locale} />
      {stockNumber ? <input type="hidden" name="stockNumber" value={stockNumber} /> : null}
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <input type="hidden" name="queryId" value={queryId ?? ''} />
      {/* Empty without JavaScript; filled from the browser on submit (addBrowserContext). */}
      <input type="hidden" name="pageUrl" value="" />
      <input type="hidden" name="utm" value="" />
      <input type="hidden" name="firstVisitParams" value="" />
    </>
  )
}

/** "Name your price": a warning above the asking price, and the offer's live likelihood. */
export function OfferPreview({
  stockNumber,
  locale,
  amount,
  refused,
  advertisedPriceCents,
  debounceMs,
}: {
  stockNumber?: string
  locale: Locale
  /** The amount typed so far. */
  amount: string
  /** The amount is typed and the rules refuse it. */
  refused: boolean
  advertisedPriceCents?: number | null
  debounceMs?: number
}) {
  const { t } = useTranslation('forms')
  return (
    <>
      {isOfferAboveAsking(amount, advertisedPriceCents) ? (
        <p className={styles.warning} role="status" data-testid="offer-above-asking">
          {t('likelihood.aboveAsking', {
            price: formatPrice(advertisedPriceCents ?? 0, locale),
          })}
        </p>
      ) : null}
      <LiveLikelihood
        stockNumber={stockNumber ?? ''}
        locale={locale}
        amount={amount}
        refused={refused}
        debounceMs={debounceMs}
      />
    </>
  )
}

/** Spec §5: every form carries the consent text; email-only sign-ups consent to email. */
export function LeadConsentAndSubmit({
  type,
  brand,
  asksPhone,
  pending,
  pressProps,
}: {
  type: LeadFormType
  brand: string
  asksPhone: boolean
  pending: boolean
  /** The submit button's pointer handlers (see useLeadForm). */
  pressProps: Pick<
    ComponentProps<'button'>,
    'onPointerDown' | 'onPointerUp' | 'onPointerCancel' | 'onPointerLeave'
  >
}) {
  const { t } = useTranslation('forms')
  return (
    <>
      <p className={styles.consent}>{t(asksPhone ? 'consent' : 'consentEmail', { brand })}</p>
      <button
        type="submit"
        className="btn"
        disabled={pending}
        aria-disabled={pending}
        {...pressProps}
      >
        {pending ? t('sending') : t(`forms.${type}.submit`)}
      </button>
    </>
  )
}
