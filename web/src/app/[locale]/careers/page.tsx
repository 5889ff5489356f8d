import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CareersView } from '@/features/content/company/CareersView'
import { isLocale } from '@/i18n/settings'
import { companyPageMetadata } from '@/features/content/company/metadata'

interface Props {
  params: Promise<{ locale: string }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return companyPageMetadata(locale, 'careers', '/careers', {
    category: 'Landing Page',
    name: 'Careers',
  })
}

/** Why work here and the open roles by team; applications go by email. */
export default async function CareersPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return <CareersView locale={locale} />
}
