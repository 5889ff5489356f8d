import type { Metadata } from 'next'
import { LegalDocument } from '@/features/content/company/LegalDocument'
import { companyPageMetadata } from '@/features/content/company/metadata'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localePage(params)
  return companyPageMetadata(locale, 'returns', '/return-policy', {
    category: 'Legal',
    name: 'Return Policy',
  })
}

/** The return policy: final sales, Powerhouse Protection claims, partner inventory, time limits. */
export default async function ReturnPolicyPage({ params }: Props) {
  const locale = await localePage(params)
  return <LegalDocument locale={locale} doc="returns" />
}
