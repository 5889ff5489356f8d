import Link from 'next/link'
import { Breadcrumbs } from '@/features/landing'
import { landingStyles as styles } from '@/features/landing'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatNumber } from '@/lib/format'
import { localePath } from '@/lib/paths'
import { dealerMachinesPath, dealerPath, dealerPlace, type Dealer } from './dealers-data'

/** The dealer directory: every partner seller, where they are and how many machines they sell. */
export function DealerDirectory({ locale, dealers }: { locale: Locale; dealers: Dealer[] }) {
  const t = getT(locale, 'landing')
  return (
    <>
      <Breadcrumbs
        locale={locale}
        crumbs={[{ label: t('crumbs.home'), path: '/' }, { label: t('crumbs.dealers') }]}
      />
      <div className={`container ${styles.index}`}>
        <h1>{t('dealers.index.heading')}</h1>
        <p>{t('dealers.index.intro')}</p>
        {dealers.length ? (
          <ul className={styles.dealers} data-testid="dealer-list">
            {dealers.map((d) => (
              <li key={d.slug} className={styles.dealer}>
                <h2 className={styles.dealerName}>
                  <Link href={localePath(locale, dealerPath(d.slug))} prefetch={false}>
                    {d.name}
                  </Link>
                </h2>
                <p className="muted">{dealerPlace(d, locale)}</p>
                <p>
                  {d.listingCount > 0 ? (
                    <Link href={localePath(locale, dealerMachinesPath(d.slug))} prefetch={false}>
                      {t('dealers.index.machines', {
                        count: d.listingCount,
                        formatted: formatNumber(d.listingCount, locale),
                      })}
                    </Link>
                  ) : (
                    <span className="muted">{t('dealers.index.noMachines')}</span>
                  )}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('dealers.index.empty')}</p>
        )}
      </div>
    </>
  )
}
