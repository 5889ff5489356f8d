import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import type { StorageEntry } from '@/features/content/company/browser-storage'
import styles from './Company.module.css'

/** The cookie policy's table of cookies or local storage keys: name, purpose, type, lifetime. */
export function StorageTable({
  locale,
  entries,
  label,
}: {
  locale: Locale
  entries: StorageEntry[]
  label: string
}) {
  const t = getT(locale, 'company')
  return (
    <div className={styles.tableWrap} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">{label}</caption>
        <thead>
          <tr>
            <th scope="col">{t('cookies.table.name')}</th>
            <th scope="col">{t('cookies.table.purpose')}</th>
            <th scope="col">{t('cookies.table.kind')}</th>
            <th scope="col">{t('cookies.table.lifetime')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id}>
              <th scope="row">
                <code>{e.name}</code>
              </th>
              <td>{t(`cookies.items.${e.id}.purpose`)}</td>
              <td>{t(`cookies.kinds.${e.kind}`)}</td>
              <td>{t(`cookies.items.${e.id}.lifetime`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
