import { CONDITIONS } from '@ironyard/contract/listing-enums'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import type { InspectionReport } from '@/features/listing/equipment-data'
import { formatNumber } from '@/lib/format'
import styles from './Equipment.module.css'

/** The unlocked 150-point report: one disclosure per section, then the documents as PDFs. */
export function InspectionReportView({
  locale,
  report,
}: {
  locale: Locale
  report: InspectionReport
}) {
  const t = getT(locale, 'equipment')
  const tl = getT(locale, 'listing')
  return (
    <div className={styles.report} data-report="unlocked">
      <h3>{t('inspection.report', { count: report.pointCount })}</h3>
      {report.sections.map((s) => (
        <details key={s.name} className={styles.section}>
          <summary>
            <span className={styles.sectionName}>{s.name}</span>
            <span className={styles.small}>
              {t('inspection.sectionRated', { rated: s.rated, total: s.points.length })}
              {s.averageRating !== null
                ? ` · ${t('inspection.average', {
                    condition: tl(`condition.${CONDITIONS[Math.round(s.averageRating)]}`),
                  })} (${formatNumber(s.averageRating, locale, 1)}/4)`
                : ''}
            </span>
          </summary>
          <table className={styles.points}>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('inspection.point')}</th>
                <th scope="col">{t('inspection.rating')}</th>
                <th scope="col">{t('inspection.note')}</th>
              </tr>
            </thead>
            <tbody>
              {s.points.map((p) => (
                <tr key={p.position}>
                  <td>{p.position}</td>
                  <th scope="row">{p.name}</th>
                  <td data-rating={p.rating ?? 'na'}>
                    {p.rating ? tl(`condition.${p.rating}`) : t('inspection.notApplicable')}
                  </td>
                  <td>{p.note ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ))}
      {report.documents.length ? (
        <>
          <h3>{t('inspection.documents')}</h3>
          <ul className={styles.documents}>
            {report.documents.map((d) => (
              <li key={d.id}>
                <a href={d.url} target="_blank" rel="noopener" data-document={d.kind}>
                  {t(`documentKind.${d.kind}`)}
                </a>{' '}
                <span className={styles.small}>
                  {t('inspection.pdf')} · {t('inspection.pages', { count: d.pages })}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  )
}
