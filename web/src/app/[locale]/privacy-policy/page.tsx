import type { Metadata } from 'next'
import { LegalDocument } from '@/features/content/company/LegalDocument'
import { companyPageMetadata } from '@/features/content/company/metadata'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localePage(params)
  return companyPageMetadata(locale, 'privacy', '/privacy-policy', {
    category: 'Legal',
    name: 'Privacy Policy',
  })
}

/** The privacy policy: what we collect (forms, sign-in, analytics and utm_* parameters), why, rights. */
export default async function PrivacyPolicyPage({ params }: Props) {
  const locale = await localePage(params)
  return <LegalDocument locale={locale} doc="privacy" />
}
