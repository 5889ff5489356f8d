import type { Metadata } from 'next'
import { companyPageMetadata } from '@/features/content/company/metadata'
import { SweepstakesRulesView } from '@/features/content/company/SweepstakesRulesView'
import { contestOf } from '@/features/sweepstakes/contest'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localePage(params)
  return companyPageMetadata(locale, 'sweepstakesRules', '/sweepstakes/official-rules', {
    category: 'Legal',
    name: 'Sweepstakes Official Rules',
  })
}

/** The sweepstakes' official rules (spec §5), in English and Spanish. */
export default async function SweepstakesRulesPage({ params }: Props) {
  const locale = await localePage(params)
  return <SweepstakesRulesView locale={locale} contest={await contestOf(locale)} />
}
