import type { InspectorCardFieldsFragment } from '@/graphql/__generated__/graphql'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { SignInLinks } from './SignInLinks'
import styles from './Equipment.module.css'

/** Spec §3 inspector card: name, certifications, inspections, experience, downloadable report. */
export function InspectorCard({
  locale,
  inspector,
  report,
}: {
  locale: Locale
  inspector: InspectorCardFieldsFragment
  /** The report PDF when unlocked; where to come back after signing in when locked. */
  report: { url: string } | { lockedReturnTo: string } | null
}) {
  const t = getT(locale, 'equipment')
  const initials = inspector.name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
  return (
    <aside className={styles.inspector} aria-labelledby="inspector-title">
      <h3 id="inspector-title" className={styles.inspectorHeading}>
        {t('inspector.title')}
      </h3>
      <div className={styles.inspectorWho}>
        <span className={styles.avatar} aria-hidden="true">
          {initials}
        </span>
        <p className={styles.inspectorName}>{inspector.name}</p>
      </div>
      <ul className={styles.inspectorStats}>
        <li>{t('inspector.certifications', { count: inspector.certificationCount })}</li>
        <li>{t('inspector.inspections', { count: inspector.inspectionCount })}</li>
        <li>{t('inspector.years', { count: inspector.yearsOfExperience })}</li>
      </ul>
      {inspector.certifications.length ? (
        <ul className={styles.certs}>
          {inspector.certifications.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      ) : null}
      {report && 'url' in report ? (
        <a className="btn btn-secondary" href={report.url} target="_blank" rel="noopener">
          {t('inspector.download')}
        </a>
      ) : report && 'lockedReturnTo' in report ? (
        <>
          <p className={styles.small}>{t('inspector.downloadLocked')}</p>
          <SignInLinks
            locale={locale}
            returnTo={report.lockedReturnTo}
            signUp={t('inspection.signUp')}
            logIn={t('inspection.logIn')}
          />
        </>
      ) : null}
    </aside>
  )
}
