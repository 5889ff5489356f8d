import type { Metadata } from 'next'
import { CareersView } from '@/features/content/company/CareersView'
import { companyPageMetadata } from '@/features/content/company/metadata'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localePage(params)
  return companyPageMetadata(locale, 'careers', '/careers', {
    category: 'Landing Page',
    name: 'Careers',
  })
}

/** Why work here and the open roles by team; applications go by email. */
export default async function CareersPage({ params }: Props) {
  const locale = await localePage(params)
  return <CareersView locale={locale} />
}
