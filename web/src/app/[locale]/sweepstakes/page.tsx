import { BRAND } from '@ironyard/contract'
import type { Metadata } from 'next'
import { SweepstakesView } from '@/features/content/company/SweepstakesView'
import { companyPageMetadata } from '@/features/content/company/metadata'
import { SweepstakesForm } from '@/features/sweepstakes/SweepstakesForm'
import { contestOf } from '@/features/sweepstakes/contest'
import { ClientTranslations } from '@/i18n/ClientTranslations'
import { formatDate } from '@/lib/format'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localePage(params)
  // The title says what a visitor can do today: enter, wait for the opening, or read that it ended.
  const contest = await contestOf(locale)
  const vars = {
    start: formatDate(contest.opensAt, locale),
    end: formatDate(new Date(Date.parse(contest.closesAt) - 1), locale),
  }
  return companyPageMetadata(
    locale,
    'sweepstakes',
    '/sweepstakes',
    { category: 'Landing Page', name: 'Sweepstakes' },
    contest.status === 'open'
      ? { key: 'metaOpen', vars }
      : contest.status === 'upcoming'
        ? { key: 'metaUpcoming', vars }
        : undefined,
  )
}

/** The sweepstakes (spec §2, §4, §9): the entry form while open, else when it opens or that it ended. */
export default async function SweepstakesPage({ params }: Props) {
  const locale = await localePage(params)
  const contest = await contestOf(locale)
  return (
    <SweepstakesView
      locale={locale}
      contest={contest}
      form={
        contest.status === 'open' ? (
          <ClientTranslations locale={locale} namespaces={['company', 'forms', 'validation']}>
            <SweepstakesForm
              locale={locale}
              brand={BRAND.name}
              idempotencyKey={crypto.randomUUID()}
              luckyNumberCount={contest.luckyNumberCount}
              luckyNumberMin={contest.luckyNumberMin}
              luckyNumberMax={contest.luckyNumberMax}
            />
          </ClientTranslations>
        ) : null
      }
    />
  )
}
