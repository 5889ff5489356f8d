import type { Metadata } from 'next'
import { LegalDocument } from '@/features/content/company/LegalDocument'
import { companyPageMetadata } from '@/features/content/company/metadata'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localePage(params)
  return companyPageMetadata(locale, 'terms', '/terms-of-service', {
    category: 'Legal',
    name: 'Terms of Service',
  })
}

/** The terms of service: buying, offers, guarantees, selling, financing, transport, disputes. */
export default async function TermsOfServicePage({ params }: Props) {
  const locale = await localePage(params)
  return <LegalDocument locale={locale} doc="terms" />
}
