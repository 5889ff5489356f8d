import type { Metadata } from 'next'
import { AboutView } from '@/features/content/company/AboutView'
import { companyPageMetadata } from '@/features/content/company/metadata'
import { getCompanyStats } from '@/features/content/company/stats'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localePage(params)
  return companyPageMetadata(locale, 'about', '/about', { category: 'Landing Page', name: 'About' })
}

/** About the company (spec §1), with live inventory numbers from the api. */
export default async function AboutPage({ params }: Props) {
  const locale = await localePage(params)
  return <AboutView locale={locale} stats={await getCompanyStats(locale)} />
}
