import Link from 'next/link'
import { ConsoleShell } from '@/components/console/ConsoleShell'
import { consoleStyles as styles } from '@/components/console/styles'
import { WorkLists, type ConsoleWorkData } from '@/components/console/WorkLists'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatNumber } from '@/lib/format'
import { localePath } from '@/lib/paths'
import type { MyPartnerSellerData } from './partner-data'

/**
 * /partner (issue 15): the member's partner seller by name, its listings in each state (each a
 * link to the table filtered by it), the way to each part of the partner console, and the work
 * lists of their own listings, leads and lots (issue 36, point 9; the admin dashboard's).
 */
export function PartnerOverview({
  locale,
  seller,
  work,
}: {
  locale: Locale
  seller: MyPartnerSellerData
  work: ConsoleWorkData
}) {
  const t = getT(locale, 'partner')
  const admin = getT(locale, 'admin')
  const total = seller.listingsByStatus.reduce((n, s) => n + s.count, 0)
  return (
    <ConsoleShell
      locale={locale}
      console="partner"
      active="overview"
      title={seller.name}
      lead={t('overview.lead')}
    >
      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby="inventory">
          <h2 id="inventory">{t('overview.inventory')}</h2>
          <table className={styles.table}>
            <caption className="visually-hidden">{t('overview.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('overview.status')}</th>
                <th scope="col" className={styles.num}>
                  {t('overview.count')}
                </th>
              </tr>
            </thead>
            <tbody>
              {seller.listingsByStatus.map((s) => (
                <tr key={s.status}>
                  <th scope="row">
                    <Link
                      href={`${localePath(locale, '/partner/equipment')}?status=${s.status}`}
                      prefetch={false}
                    >
                      {admin(`status.${s.status}`)}
                    </Link>
                  </th>
                  <td className={styles.num}>{formatNumber(s.count, locale)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('overview.total')}</th>
                <td className={styles.num}>{formatNumber(total, locale)}</td>
              </tr>
            </tfoot>
          </table>
        </section>
        <section className={styles.card} aria-labelledby="next">
          <h2 id="next">{t('overview.next')}</h2>
          <ul className={styles.links}>
            {(
              [
                ['equipment', '/partner/equipment'],
                ['newListing', '/partner/equipment/new'],
                ['import', '/partner/import'],
                ['leads', '/partner/leads'],
                ['apiKeys', '/partner/api-keys'],
              ] as const
            ).map(([key, path]) => (
              <li key={key}>
                <Link href={localePath(locale, path)} prefetch={false}>
                  {t(`overview.links.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <WorkLists locale={locale} console="partner" work={work} />
    </ConsoleShell>
  )
}
