import type { Locale } from '@/i18n/settings'
import { getT } from '@/i18n/server'
import { formatNumber } from '@/lib/format'
import type { AdminDashboardData } from './admin-data'
import { consoleStyles as styles } from '@/components/console/styles'
import { ConsoleShell } from '@/components/console/ConsoleShell'

/**
 * The console's first screen (issue 14): the inventory by state (spec §4) and the leads waiting
 * for staff. Server-rendered; numbers only, so it reads the same without JavaScript.
 */
export function AdminDashboard({ locale, data }: { locale: Locale; data: AdminDashboardData }) {
  const t = getT(locale, 'admin')
  const n = (v: number) => formatNumber(v, locale)
  const total = data.listingsByStatus.reduce((sum, s) => sum + s.count, 0)
  return (
    <ConsoleShell
      locale={locale}
      active="dashboard"
      title={t('dashboard.title')}
      lead={t('dashboard.lead')}
    >
      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby="admin-inventory">
          <h2 id="admin-inventory">{t('dashboard.inventory.title')}</h2>
          <table className={styles.table}>
            <caption className="visually-hidden">{t('dashboard.inventory.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('dashboard.inventory.status')}</th>
                <th scope="col" className={styles.num}>
                  {t('dashboard.inventory.count')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.listingsByStatus.map((s) => (
                <tr key={s.status}>
                  <th scope="row">{t(`status.${s.status}`)}</th>
                  <td className={styles.num}>{n(s.count)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('dashboard.inventory.total')}</th>
                <td className={styles.num}>{n(total)}</td>
              </tr>
            </tfoot>
          </table>
        </section>
        <section className={styles.card} aria-labelledby="admin-leads">
          <h2 id="admin-leads">{t('dashboard.leads.title')}</h2>
          <dl className={styles.stats}>
            <div>
              <dt>{t('dashboard.leads.waiting')}</dt>
              <dd>{n(data.leadsWaiting)}</dd>
            </div>
            <div>
              <dt>{t('dashboard.leads.lastWeek')}</dt>
              <dd>{n(data.leadsLastWeek)}</dd>
            </div>
            <div>
              <dt>{t('dashboard.leads.oldest')}</dt>
              <dd>
                {data.oldestWaitingHours === null || data.oldestWaitingHours === undefined
                  ? t('dashboard.leads.none')
                  : t('dashboard.leads.hours', { count: data.oldestWaitingHours })}
              </dd>
            </div>
          </dl>
        </section>
      </div>
    </ConsoleShell>
  )
}
