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
  return companyPageMetadata(locale, 'returns', '/return-policy', {
    category: 'Legal',
    name: 'Return Policy',
  })
}

/** The return policy: final sales, Powerhouse Protection claims, partner inventory, time limits. */
export default async function ReturnPolicyPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return <LegalDocument locale={locale} doc="returns" />
}
