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
  return companyPageMetadata(locale, 'privacy', '/privacy-policy', {
    category: 'Legal',
    name: 'Privacy Policy',
  })
}

/** The privacy policy: what we collect (forms, sign-in, analytics and utm_* parameters), why, rights. */
export default async function PrivacyPolicyPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return <LegalDocument locale={locale} doc="privacy" />
}
