import type { Metadata } from 'next'
import { PressView } from '@/features/content/company/PressView'
import { companyPageMetadata } from '@/features/content/company/metadata'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localePage(params)
  return companyPageMetadata(locale, 'press', '/press', { category: 'Landing Page', name: 'Press' })
}

/** Company announcements, company facts and the media contact. */
export default async function PressPage({ params }: Props) {
  const locale = await localePage(params)
  return <PressView locale={locale} />
}
