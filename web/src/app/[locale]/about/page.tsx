import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { AboutView } from '@/features/content/company/AboutView'
import { isLocale } from '@/i18n/settings'
import { companyPageMetadata } from '@/features/content/company/metadata'
import { getCompanyStats } from '@/features/content/company/stats'

interface Props {
  params: Promise<{ locale: string }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return companyPageMetadata(locale, 'about', '/about', { category: 'Landing Page', name: 'About' })
}

/** About the company (spec §1), with live inventory numbers from the api. */
export default async function AboutPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return <AboutView locale={locale} stats={await getCompanyStats(locale)} />
}
