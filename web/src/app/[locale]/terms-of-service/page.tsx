import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { LegalDocument } from '@/features/content/company/LegalDocument'
import { isLocale } from '@/i18n/settings'
import { companyPageMetadata } from '@/features/content/company/metadata'

interface Props {
  params: Promise<{ locale: string }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return companyPageMetadata(locale, 'terms', '/terms-of-service', {
    category: 'Legal',
    name: 'Terms of Service',
  })
}

/** The terms of service: buying, offers, guarantees, selling, financing, transport, disputes. */
export default async function TermsOfServicePage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return <LegalDocument locale={locale} doc="terms" />
}
