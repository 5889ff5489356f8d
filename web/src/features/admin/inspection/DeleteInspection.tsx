import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { deleteInspectionAction } from './inspection-actions'
import styles from './InspectionForm.module.css'

/** Delete the listing's inspection: a disclosure that says what will happen, then the button. */
export function DeleteInspection({ locale, stockNumber }: { locale: Locale; stockNumber: string }) {
  const t = getT(locale, 'admin-inspection')
  return (
    <details className={styles.danger}>
      <summary>{t('delete.summary')}</summary>
      <form action={deleteInspectionAction}>
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="stockNumber" value={stockNumber} />
        <p>{t('delete.explain')}</p>
        <button type="submit" className="btn">
          {t('delete.submit')}
        </button>
      </form>
    </details>
  )
}
