import { BRAND } from '@ironyard/contract'
import Link from 'next/link'
import { ContentPage } from '@/features/content/pages/ContentPage'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { brandVars } from '@/features/content/company/content'
import { SWEEPSTAKES } from '@/features/content/company/facts'
import {
  contestDays,
  DEFAULT_CONTEST,
  type SweepstakesContest,
} from '@/features/content/company/SweepstakesView'
import { formatPrice } from '@/lib/format'
import { localePath } from '@/lib/paths'

const SECTIONS = [
  'noPurchase',
  'sponsor',
  'eligibility',
  'dates',
  'howToEnter',
  'prizes',
  'winners',
  'mailingList',
  'agreement',
] as const

/**
 * /sweepstakes/official-rules (spec §5: entering implies agreement with the official rules):
 * sponsor (BRAND), eligibility, the dates from configuration, how to enter, the prizes, how
 * winners are picked and notified, no purchase necessary.
 */
export function SweepstakesRulesView({
  locale,
  contest = DEFAULT_CONTEST,
}: {
  locale: Locale
  contest?: SweepstakesContest
}) {
  const t = getT(locale, 'company')
  const vars: Record<string, string | number> = {
    ...brandVars(),
    ...contestDays(contest, locale),
    legalName: BRAND.legalName,
    street: BRAND.street,
    city: BRAND.city,
    state: BRAND.state,
    zip: BRAND.zip,
    email: BRAND.supportEmail,
    numbers: contest.luckyNumberCount,
    min: contest.luckyNumberMin,
    max: contest.luckyNumberMax,
    first: formatPrice(SWEEPSTAKES.firstPrizeCents, locale),
    second: formatPrice(SWEEPSTAKES.secondPrizeCents, locale),
  }
  return (
    <ContentPage
      locale={locale}
      crumbs={[
        { label: t('page.home'), path: '/' },
        { label: t('sweepstakes.crumb'), path: '/sweepstakes' },
        { label: t('sweepstakesRules.crumb') },
      ]}
      heading={t('sweepstakesRules.heading', vars)}
      sections={SECTIONS.map((id) => ({
        id,
        title: t(`sweepstakesRules.${id}.title`),
        content: <p>{t(`sweepstakesRules.${id}.text`, vars)}</p>,
      }))}
    >
      <p>
        <Link href={localePath(locale, '/sweepstakes')} prefetch={false}>
          {t('sweepstakesRules.back')}
        </Link>
      </p>
    </ContentPage>
  )
}
