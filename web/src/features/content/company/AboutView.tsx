import Link from 'next/link'
import { ContentPage } from '@/features/content/pages/ContentPage'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { brandVars } from '@/features/content/company/content'
import type { CompanyStats } from '@/features/content/company/stats'
import { formatNumber } from '@/lib/format'
import { localePath } from '@/lib/paths'
import styles from './Company.module.css'

const BUYER_POINTS = ['inspection', 'delivery', 'financing', 'protection'] as const
const SELLER_POINTS = ['more', 'service', 'guarantee'] as const

/**
 * The about page: who we are (Austin, nationwide, part of an auction group), live inventory
 * numbers when the api answers, and the promises to buyers and sellers (spec §1).
 */
export function AboutView({ locale, stats }: { locale: Locale; stats: CompanyStats | null }) {
  const t = getT(locale, 'company')
  const vars = brandVars()
  const sections = [
    ...(stats
      ? [
          {
            id: 'today',
            title: t('about.stats.title', vars),
            content: (
              <ul className={styles.stats}>
                {(['listings', 'categories', 'makes'] as const).map((k) => (
                  <li key={k}>
                    <strong>{formatNumber(stats[k], locale)}</strong>
                    <span>{t(`about.stats.${k}`, { count: stats[k] })}</span>
                  </li>
                ))}
              </ul>
            ),
          },
        ]
      : []),
    {
      id: 'who',
      title: t('about.who.title'),
      content: (
        <>
          <p>{t('about.who.p1', vars)}</p>
          <p>{t('about.who.p2')}</p>
        </>
      ),
    },
    {
      id: 'buyers',
      title: t('about.buyers.title'),
      content: (
        <ul className={styles.cards}>
          {BUYER_POINTS.map((k) => (
            <li key={k}>
              <h3>{t(`about.buyers.${k}.title`)}</h3>
              <p>{t(`about.buyers.${k}.text`)}</p>
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'sellers',
      title: t('about.sellers.title'),
      content: (
        <ul className={styles.cards}>
          {SELLER_POINTS.map((k) => (
            <li key={k}>
              <h3>{t(`about.sellers.${k}.title`)}</h3>
              <p>{t(`about.sellers.${k}.text`)}</p>
            </li>
          ))}
        </ul>
      ),
    },
  ]
  return (
    <ContentPage
      locale={locale}
      crumbs={[{ label: t('page.home'), path: '/' }, { label: t('about.crumb') }]}
      heading={t('about.heading', vars)}
      lead={t('about.lead', vars)}
      sections={sections}
    >
      <section aria-labelledby="about-cta" className={styles.contact}>
        <h2 id="about-cta">{t('about.cta.title')}</h2>
        <div className={styles.actions}>
          <Link className="btn" href={localePath(locale, '/equipment')} prefetch={false}>
            {t('about.cta.browse')}
          </Link>
          <Link
            className="btn btn-secondary"
            href={localePath(locale, '/services/sell')}
            prefetch={false}
          >
            {t('about.cta.sell')}
          </Link>
          <Link
            className="btn btn-secondary"
            href={localePath(locale, '/support')}
            prefetch={false}
          >
            {t('about.cta.faq')}
          </Link>
        </div>
      </section>
    </ContentPage>
  )
}
