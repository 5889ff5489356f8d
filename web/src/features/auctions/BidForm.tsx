'use client'

import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Locale } from '@/i18n/settings'
import { formatPrice } from '@/lib/format'
import { AllInTotal } from './AllInTotal'
import type { BidFormState } from './bid-form-state'
import { readBidAmount, type Delivery, type LotLiveState } from './lot-logic'
import styles from './Lot.module.css'

export interface BidFormProps {
  locale: Locale
  lot: LotLiveState
  delivery: Delivery | null
  /** useActionState's state, action and pending flag (the panel holds them: it shows the answer's lot). */
  state: BidFormState
  formAction: (form: FormData) => void
  pending: boolean
  /** What a refusal that needs the visitor to sign in or register shows with its message. */
  needs?: ReactNode
}

/**
 * The bid box's form: a maximum bid, posted to a server action (it works without JavaScript), with
 * an idempotency key made for the render and kept until the answer, so a double submit places one
 * bid. A refused bid's message is shown under the amount (or above the form) in the visitor's
 * language, and the focus goes to it.
 */
export function BidForm({
  locale,
  lot,
  delivery,
  state,
  formAction,
  pending,
  needs,
}: BidFormProps) {
  const { t } = useTranslation('auctions')
  const { t: tAll } = useTranslation(['auctions', 'validation'])
  const id = useId()
  // The answer rendered by the server (a post without JavaScript): focus its refused field.
  const [servedFocus] = useState(() => state.result !== null && !state.result.ok)
  const [typed, setTyped] = useState({ key: state.idempotencyKey, value: state.typed })
  const value = typed.key === state.idempotencyKey ? typed.value : state.typed
  const inputRef = useRef<HTMLInputElement>(null)
  const errorRef = useRef<HTMLParagraphElement>(null)
  const result = state.result
  const refused = result && !result.ok ? result : null

  useEffect(() => {
    if (!refused) return
    if (refused.field === 'maxBid') inputRef.current?.focus()
    else errorRef.current?.focus()
  }, [refused])

  const minimum = lot.minimumNextBidCents ?? lot.startingBidCents ?? 0
  const amount = readBidAmount(value)
  const forTotal = amount.ok ? amount.cents : minimum
  const errorText = refused ? tAll(refused.key, { minimum: formatPrice(minimum, locale) }) : null
  const fieldError = refused?.field === 'maxBid' ? errorText : null
  const formError = refused?.field === 'form' ? errorText : null
  const accepted = result?.ok ? result : null
  return (
    <form action={formAction} className={styles.bidForm} noValidate data-testid="bid-form">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="lotId" value={lot.lotId} />
      <input type="hidden" name="idempotencyKey" value={state.idempotencyKey} />
      {formError ? (
        <p
          ref={errorRef}
          className={styles.error}
          role="alert"
          tabIndex={-1}
          data-testid="bid-error"
        >
          {formError}
        </p>
      ) : null}
      {refused?.needs ? needs : null}
      <label htmlFor={`${id}-max`}>{t('box.maxLabel')}</label>
      <p id={`${id}-hint`} className={styles.note}>
        {t('box.maxHint', { minimum: formatPrice(minimum, locale) })}
      </p>
      <div className={styles.bidRow}>
        <input
          key={state.idempotencyKey}
          ref={inputRef}
          id={`${id}-max`}
          name="maxBid"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={state.typed}
          placeholder={formatPrice(minimum, locale)}
          onChange={(e) => setTyped({ key: state.idempotencyKey, value: e.target.value })}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-error ${id}-hint` : `${id}-hint`}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- only on the answer to the visitor's own bid
          autoFocus={servedFocus && refused?.field === 'maxBid'}
          data-testid="bid-amount"
        />
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? t('box.sending') : t('box.submit')}
        </button>
      </div>
      {fieldError ? (
        <p id={`${id}-error`} className={styles.error} role="alert" data-testid="bid-error">
          {fieldError}
        </p>
      ) : null}
      <p className={styles.status} role="status" data-testid="bid-answer">
        {accepted
          ? accepted.leading
            ? t('box.accepted', { amount: formatPrice(accepted.currentBidCents, locale) })
            : t('box.acceptedBehind', { amount: formatPrice(accepted.currentBidCents, locale) })
          : ''}
      </p>
      <AllInTotal locale={locale} bidCents={forTotal} delivery={delivery} />
    </form>
  )
}
