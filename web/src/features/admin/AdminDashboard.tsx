import Link from 'next/link'
import type { Locale } from '@/i18n/settings'
import { getT } from '@/i18n/server'
import { formatNumber } from '@/lib/format'
import { localePath } from '@/lib/paths'
import type { AdminDashboardData } from './admin-data'
import { consoleStyles as styles } from '@/components/console/styles'
import { ConsoleShell } from '@/components/console/ConsoleShell'
import { WorkLists, type ConsoleWorkData } from '@/components/console/WorkLists'

/**
 * The console's first screen (issues 14 and 36): the inventory by state and the leads waiting
 * for staff, every count a link to its filtered table, then the work lists (drafts, listings
 * without photos or an inspection, stale ones, this week's cuts, overdue leads, lots closing
 * today). Server-rendered; it reads the same without JavaScript.
 */
export function AdminDashboard({
  locale,
  data,
  work,
}: {
  locale: Locale
  data: AdminDashboardData
  work: ConsoleWorkData
}) {
  const t = getT(locale, 'admin')
  const n = (v: number) => formatNumber(v, locale)
  const total = data.listingsByStatus.reduce((sum, s) => sum + s.count, 0)
  const equipment = localePath(locale, '/admin/equipment')
  const leads = localePath(locale, '/admin/leads')
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
                  <th scope="row">
                    <Link href={`${equipment}?status=${s.status}`} prefetch={false}>
                      {t(`status.${s.status}`)}
                    </Link>
                  </th>
                  <td className={styles.num}>{n(s.count)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">
                  <Link href={equipment} prefetch={false}>
                    {t('dashboard.inventory.total')}
                  </Link>
                </th>
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
              <dd>
                <Link
                  href={leads}
                  prefetch={false}
                  aria-label={t('dashboard.leads.openWaiting', {
                    count: data.leadsWaiting,
                    formatted: n(data.leadsWaiting),
                  })}
                >
                  {n(data.leadsWaiting)}
                </Link>
              </dd>
            </div>
            <div>
              <dt>{t('dashboard.leads.lastWeek')}</dt>
              <dd>
                <Link
                  href={`${leads}?status=all&newer=168`}
                  prefetch={false}
                  aria-label={t('dashboard.leads.openLastWeek', {
                    count: data.leadsLastWeek,
                    formatted: n(data.leadsLastWeek),
                  })}
                >
                  {n(data.leadsLastWeek)}
                </Link>
              </dd>
            </div>
            <div>
              <dt>{t('dashboard.leads.oldest')}</dt>
              <dd>
                {data.oldestWaitingHours === null || data.oldestWaitingHours === undefined ? (
                  t('dashboard.leads.none')
                ) : (
                  <Link href={`${leads}?sort=oldest`} prefetch={false}>
                    {t('dashboard.leads.hours', { count: data.oldestWaitingHours })}
                  </Link>
                )}
              </dd>
            </div>
          </dl>
        </section>
      </div>
      <WorkLists locale={locale} console="admin" work={work} />
    </ConsoleShell>
  )
}
