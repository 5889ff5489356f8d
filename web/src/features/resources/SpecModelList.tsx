import Link from 'next/link'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatNumber, formatPrice } from '@/lib/format'
import { localePath } from '@/lib/paths'
import { specSheetPath, yearSpan, type SpecSheetSummary } from '@/features/resources/resources-data'
import styles from './Resources.module.css'

/** One category's spec sheets, a table per make (the list arrives ordered by make, then model). */
export function SpecModelList({
  locale,
  category,
  sheets,
}: {
  locale: Locale
  category: string
  sheets: SpecSheetSummary[]
}) {
  const t = getT(locale, 'resources')
  const groups: Array<{ make: SpecSheetSummary['make']; sheets: SpecSheetSummary[] }> = []
  for (const s of sheets) {
    const last = groups.at(-1)
    if (last && last.make.slug === s.make.slug) last.sheets.push(s)
    else groups.push({ make: s.make, sheets: [s] })
  }
  const none = t('specCategory.none')
  return (
    <div>
      {groups.map((g) => (
        <section
          key={g.make.slug}
          className={styles.makeGroup}
          aria-labelledby={`make-${g.make.slug}`}
        >
          <h2 id={`make-${g.make.slug}`}>{g.make.name}</h2>
          <div className={styles.tableWrap}>
            <table className={`${styles.table} ${styles.fixed}`}>
              <thead>
                <tr>
                  <th scope="col" className={styles.wide}>
                    {t('specCategory.model')}
                  </th>
                  <th scope="col">{t('specCategory.years')}</th>
                  <th scope="col" className={styles.num}>
                    {t('specCategory.operatingWeight')}
                  </th>
                  <th scope="col" className={styles.num}>
                    {t('specCategory.price')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {g.sheets.map((s) => (
                  <tr key={s.slug}>
                    <th scope="row">
                      <Link
                        href={localePath(locale, specSheetPath(category, s.slug))}
                        prefetch={false}
                      >
                        {g.make.name} {s.name}
                      </Link>
                    </th>
                    <td>{yearSpan(s.yearFrom, s.yearTo, t('specCategory.present')) ?? none}</td>
                    <td className={styles.num}>
                      {s.operatingWeightLb === null
                        ? none
                        : `${formatNumber(s.operatingWeightLb, locale)} lb`}
                    </td>
                    <td className={styles.num}>
                      {s.modelPriceCents === null ? none : formatPrice(s.modelPriceCents, locale)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  )
}
