import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { SupportView } from '@/features/content/company/SupportView'
import { isLocale } from '@/i18n/settings'
import { companyPageMetadata } from '@/features/content/company/metadata'

interface Props {
  params: Promise<{ locale: string }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return companyPageMetadata(locale, 'support', '/support', {
    category: 'Landing Page',
    name: 'Support',
  })
}

/** Support: the FAQ by topic, with FAQPage structured data, and the support contacts. */
export default async function SupportPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return <SupportView locale={locale} />
}
