import type { Metadata } from 'next'
import { SupportView } from '@/features/content/company/SupportView'
import { companyPageMetadata } from '@/features/content/company/metadata'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localePage(params)
  return companyPageMetadata(locale, 'support', '/support', {
    category: 'Landing Page',
    name: 'Support',
  })
}

/** Support: the FAQ by topic, with FAQPage structured data, and the support contacts. */
export default async function SupportPage({ params }: Props) {
  const locale = await localePage(params)
  return <SupportView locale={locale} />
}
