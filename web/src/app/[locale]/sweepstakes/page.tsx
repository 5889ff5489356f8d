import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { SweepstakesView } from '@/features/content/company/SweepstakesView'
import { isLocale } from '@/i18n/settings'
import { companyPageMetadata } from '@/features/content/company/metadata'

interface Props {
  params: Promise<{ locale: string }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return companyPageMetadata(locale, 'sweepstakes', '/sweepstakes', {
    category: 'Landing Page',
    name: 'Sweepstakes',
  })
}

/** The 2023 trade-show sweepstakes, which has ended (spec §2, §4, §9). */
export default async function SweepstakesPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return <SweepstakesView locale={locale} />
}
