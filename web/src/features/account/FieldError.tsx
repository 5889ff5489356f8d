'use client'

import { useTranslation } from 'react-i18next'
import styles from './Forms.module.css'

/** One field's error under its input, in the page's language (spec §5 texts). */
export function FieldError({
  id,
  errorKey,
  fallback,
}: {
  id: string
  errorKey?: string
  fallback?: string
}) {
  const { t, i18n } = useTranslation('account')
  if (!errorKey) return null
  const text = i18n.exists(errorKey, { ns: 'account' })
    ? t(errorKey)
    : (fallback ?? t('validation.invalid'))
  return (
    <p id={id} className={styles.fieldError}>
      {text}
    </p>
  )
}
