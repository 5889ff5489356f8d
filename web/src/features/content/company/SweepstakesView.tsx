import {
  DEFAULT_SWEEPSTAKES_DAYS,
  LUCKY_NUMBER_COUNT,
  LUCKY_NUMBER_MAX,
  LUCKY_NUMBER_MIN,
  sweepstakesWindow,
  type SweepstakesStatus,
} from '@ironyard/contract/sweepstakes'
import Link from 'next/link'
import type { ReactNode } from 'react'
import { ContentPage } from '@/features/content/pages/ContentPage'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { brandVars } from '@/features/content/company/content'
import { SWEEPSTAKES } from '@/features/content/company/facts'
import { formatDate, formatPrice } from '@/lib/format'
import { localePath } from '@/lib/paths'
import styles from './Company.module.css'

/** The contest window as the api reports it (env SWEEPSTAKES_OPENS_AT / _CLOSES_AT). */
export interface SweepstakesContest {
  status: SweepstakesStatus
  /** ISO date-times; `closesAt` is the first moment entries are refused. */
  opensAt: string
  closesAt: string
  luckyNumberCount: number
  luckyNumberMin: number
  luckyNumberMax: number
}

const defaultWindow = sweepstakesWindow(DEFAULT_SWEEPSTAKES_DAYS)

/** The contract's default contest (the 2023 trade-show contest, spec §4), when the api cannot say. */
export const DEFAULT_CONTEST: SweepstakesContest = {
  status: 'ended',
  opensAt: defaultWindow.opensAt.toISOString(),
  closesAt: defaultWindow.closesAt.toISOString(),
  luckyNumberCount: LUCKY_NUMBER_COUNT,
  luckyNumberMin: LUCKY_NUMBER_MIN,
  luckyNumberMax: LUCKY_NUMBER_MAX,
}

/** The contest's first and last days, as the page shows them. */
export function contestDays(contest: SweepstakesContest, locale: Locale) {
  return {
    start: formatDate(contest.opensAt, locale),
    end: formatDate(new Date(Date.parse(contest.closesAt) - 1), locale),
  }
}

/**
 * The contest page (spec §2, §4, §9), by the window from configuration: while open, the entry
 * form (`form`, rendered by the page with its translations); before, when it opens; after (the
 * default: the trade-show contest of 12-18 March 2023), that it has ended, with thanks.
 */
export function SweepstakesView({
  locale,
  contest = DEFAULT_CONTEST,
  form,
}: {
  locale: Locale
  contest?: SweepstakesContest
  form?: ReactNode
}) {
  const t = getT(locale, 'company')
  const vars = brandVars()
  const days = contestDays(contest, locale)
  const numbers = contest.luckyNumberCount
  const rulesLink = (
    <p>
      <Link href={localePath(locale, '/sweepstakes/official-rules')} prefetch={false}>
        {t('sweepstakes.form.rulesLink')}
      </Link>
    </p>
  )
  const state =
    contest.status === 'open'
      ? {
          id: 'open',
          title: t('sweepstakes.open.status'),
          content: (
            <>
              <p>{t('sweepstakes.open.text', { end: days.end, numbers })}</p>
              {form}
            </>
          ),
        }
      : contest.status === 'upcoming'
        ? {
            id: 'upcoming',
            title: t('sweepstakes.upcoming.status'),
            content: (
              <>
                <p>{t('sweepstakes.upcoming.text', { ...days, numbers })}</p>
                {rulesLink}
              </>
            ),
          }
        : {
            id: 'ended',
            title: t('sweepstakes.status'),
            content: <p>{t('sweepstakes.thanks', days)}</p>,
          }
  return (
    <ContentPage
      locale={locale}
      crumbs={[{ label: t('page.home'), path: '/' }, { label: t('sweepstakes.crumb') }]}
      heading={t('sweepstakes.heading', vars)}
      sections={[
        state,
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
        // How it worked: the ended contest's story (the open form and its rules say it before).
        ...(contest.status === 'ended'
          ? [
              {
                id: 'how',
                title: t('sweepstakes.howTitle'),
                content: (
                  <>
                    <p>{t('sweepstakes.how', { numbers })}</p>
                    <p>{t('sweepstakes.rules')}</p>
                    {rulesLink}
                  </>
                ),
              },
            ]
          : []),
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
