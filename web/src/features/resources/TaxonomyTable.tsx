import Link from 'next/link'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { localePath } from '@/lib/paths'
import {
  isRealProvenance,
  specSheetPath,
  yearSpan,
  type TaxonomyRow,
} from '@/features/resources/resources-data'
import { ProvenanceBadge } from './ProvenanceBadge'
import styles from './Resources.module.css'

/**
 * Rows of the open taxonomy. Every row shows its provenance; generated rows are marked and
 * never linked (they are not products). Real models with a spec sheet link to it.
 */
export function TaxonomyTable({ locale, rows }: { locale: Locale; rows: TaxonomyRow[] }) {
  const t = getT(locale, 'resources')
  const none = t('taxonomy.table.none')
  return (
    // Scrolls sideways on phones: a labelled region in the tab order, so keyboards reach it
    // (axe scrollable-region-focusable; issue 16, defect 9).
    <div
      className={styles.tableWrap}
      role="region"
      aria-label={t('taxonomy.table.caption')}
      tabIndex={0}
    >
      <table className={styles.table} id="taxonomy-table">
        <caption className="visually-hidden">{t('taxonomy.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('taxonomy.table.make')}</th>
            <th scope="col">{t('taxonomy.table.model')}</th>
            <th scope="col">{t('taxonomy.table.category')}</th>
            <th scope="col">{t('taxonomy.table.years')}</th>
            <th scope="col">{t('taxonomy.table.sizeClass')}</th>
            <th scope="col">{t('taxonomy.table.provenance')}</th>
            <th scope="col">{t('taxonomy.table.specSheet')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const real = isRealProvenance(r.provenance)
            const linked = real && r.hasSpecSheet && r.category
            return (
              <tr
                key={r.id}
                data-provenance={r.provenance}
                className={real ? undefined : styles.generatedRow}
              >
                <td>{r.make.name}</td>
                <th scope="row">{r.name}</th>
                <td>
                  {r.category?.name ?? t('taxonomy.table.uncategorized')}
                  {r.subcategory ? <span className="muted"> · {r.subcategory.name}</span> : null}
                </td>
                <td>{yearSpan(r.yearFrom, r.yearTo, t('taxonomy.table.present')) ?? none}</td>
                <td>{r.sizeClass ?? none}</td>
                <td>
                  <ProvenanceBadge locale={locale} provenance={r.provenance} />
                </td>
                <td>
                  {linked ? (
                    <Link
                      href={localePath(
                        locale,
                        specSheetPath(r.category!.slug, `${r.make.slug}-${r.slug}`),
                      )}
                      prefetch={false}
                      aria-label={t('taxonomy.table.viewSpecsLabel', {
                        make: r.make.name,
                        model: r.name,
                      })}
                    >
                      {t('taxonomy.table.viewSpecs')}
                    </Link>
                  ) : (
                    none
                  )}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
