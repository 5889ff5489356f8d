import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatDate } from '@/lib/format'
import type { ListingDetail } from '@/features/listing/listing-data'
import { SignInLinks } from './SignInLinks'
import styles from './Equipment.module.css'

type Inspection = NonNullable<ListingDetail['inspection']>

/** What everyone sees of an inspection: when, the overall condition, what is great, what needs work. */
export function InspectionSummary({
  locale,
  inspection,
}: {
  locale: Locale
  inspection: Inspection
}) {
  const t = getT(locale, 'equipment')
  const tl = getT(locale, 'listing')
  return (
    <div className={styles.summary}>
      <h3>{t('inspection.summary')}</h3>
      <p className={styles.small}>
        {t('inspection.inspectedOn', { date: formatDate(inspection.inspectedAt, locale) })} ·{' '}
        {t('inspection.overall')}: <strong>{tl(`condition.${inspection.overallCondition}`)}</strong>
      </p>
      <div className={styles.notes}>
        <div>
          <h4>{t('inspection.great')}</h4>
          <ul className={styles.great}>
            {inspection.whatIsGreat.map((x) => (
              <li key={x}>{x}</li>
            ))}
          </ul>
        </div>
        <div>
          <h4>{t('inspection.needsWork')}</h4>
          <ul className={styles.needsWork}>
            {inspection.whatNeedsWork.map((x) => (
              <li key={x}>{x}</li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  )
}

/** The detailed report's place for anonymous visitors (spec §2): sign up or log in to see it. */
export function LockedReport({ locale, returnTo }: { locale: Locale; returnTo: string }) {
  const t = getT(locale, 'equipment')
  return (
    <div className={styles.locked} data-report="locked">
      <h3>{t('inspection.lockedTitle')}</h3>
      <p>{t('inspection.lockedText')}</p>
      <SignInLinks
        locale={locale}
        returnTo={returnTo}
        signUp={t('inspection.signUp')}
        logIn={t('inspection.logIn')}
      />
    </div>
  )
}
