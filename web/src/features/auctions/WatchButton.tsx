'use client'

import { useActionState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Locale } from '@/i18n/settings'
import { watchLotAction } from './bid-actions'
import type { WatchFormState } from './bid-form-state'
import styles from './Lot.module.css'

/** Watch or stop watching the lot: a one-button form (a server action; works without JavaScript). */
export function WatchButton({
  locale,
  lotId,
  watching,
}: {
  locale: Locale
  lotId: string
  watching: boolean
}) {
  const { t } = useTranslation('auctions')
  const [state, formAction, pending] = useActionState<WatchFormState, FormData>(watchLotAction, {
    watching,
    failed: false,
  })
  return (
    <form action={formAction} className={styles.watch}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="lotId" value={lotId} />
      <input type="hidden" name="watch" value={state.watching ? '0' : '1'} />
      <button type="submit" className="btn btn-secondary" disabled={pending} data-testid="watch">
        {state.watching ? t('watch.unwatch') : t('watch.watch')}
      </button>
      <span role="status" className={styles.note}>
        {state.failed ? t('watch.failed') : state.watching ? t('watch.watching') : ''}
      </span>
    </form>
  )
}
