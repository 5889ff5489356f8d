import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { companyPageMetadata } from '@/features/content/company/metadata'
import { SweepstakesRulesView } from '@/features/content/company/SweepstakesRulesView'
import { contestOf } from '@/features/sweepstakes/contest'
import { isLocale } from '@/i18n/settings'

interface Props {
  params: Promise<{ locale: string }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return companyPageMetadata(locale, 'sweepstakesRules', '/sweepstakes/official-rules', {
    category: 'Legal',
    name: 'Sweepstakes Official Rules',
  })
}

/** The sweepstakes' official rules (spec §5), in English and Spanish. */
export default async function SweepstakesRulesPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return <SweepstakesRulesView locale={locale} contest={await contestOf(locale)} />
}
