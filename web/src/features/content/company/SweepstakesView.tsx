import Link from 'next/link'
import { ContentPage } from '@/features/content/pages/ContentPage'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { brandVars } from '@/features/content/company/content'
import { SWEEPSTAKES } from '@/features/content/company/facts'
import { formatDate, formatPrice } from '@/lib/format'
import { localePath } from '@/lib/paths'
import styles from './Company.module.css'

/**
 * The contest page (spec §2, §4, §9). The sweepstakes ran at a trade show on 12-18 March 2023,
 * so the page shows its ended state: the contest has ended, thanks, and what the prizes were.
 */
export function SweepstakesView({ locale }: { locale: Locale }) {
  const t = getT(locale, 'company')
  const vars = brandVars()
  return (
    <ContentPage
      locale={locale}
      crumbs={[{ label: t('page.home'), path: '/' }, { label: t('sweepstakes.crumb') }]}
      heading={t('sweepstakes.heading', vars)}
      sections={[
        {
          id: 'ended',
          title: t('sweepstakes.status'),
          content: (
            <p>
              {t('sweepstakes.thanks', {
                start: formatDate(SWEEPSTAKES.start, locale),
                end: formatDate(SWEEPSTAKES.end, locale),
              })}
            </p>
          ),
        },
        {
          id: 'prizes',
          title: t('sweepstakes.prizesTitle'),
          content: (
            <dl className={styles.prizes}>
              <div>
                <dt>{t('sweepstakes.first')}</dt>
                <dd>
                  {t('sweepstakes.firstValue', {
                    amount: formatPrice(SWEEPSTAKES.firstPrizeCents, locale),
                  })}
                </dd>
              </div>
              <div>
                <dt>{t('sweepstakes.second')}</dt>
                <dd>
                  {t('sweepstakes.secondValue', {
                    amount: formatPrice(SWEEPSTAKES.secondPrizeCents, locale),
                  })}
                </dd>
              </div>
            </dl>
          ),
        },
        {
          id: 'how',
          title: t('sweepstakes.howTitle'),
          content: (
            <>
              <p>{t('sweepstakes.how', { numbers: SWEEPSTAKES.luckyNumbers })}</p>
              <p>{t('sweepstakes.rules')}</p>
            </>
          ),
        },
      ]}
    >
      <section aria-labelledby="sweepstakes-next" className={styles.contact}>
        <h2 id="sweepstakes-next">{t('sweepstakes.next.title')}</h2>
        <p>{t('sweepstakes.next.text')}</p>
        <div className={styles.actions}>
          <Link className="btn" href={localePath(locale, '/equipment')} prefetch={false}>
            {t('sweepstakes.next.browse')}
          </Link>
        </div>
      </section>
    </ContentPage>
  )
}
