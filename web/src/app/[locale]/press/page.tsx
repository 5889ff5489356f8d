import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { PressView } from '@/features/content/company/PressView'
import { isLocale } from '@/i18n/settings'
import { companyPageMetadata } from '@/features/content/company/metadata'

interface Props {
  params: Promise<{ locale: string }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return companyPageMetadata(locale, 'press', '/press', { category: 'Landing Page', name: 'Press' })
}

/** Company announcements, company facts and the media contact. */
export default async function PressPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return <PressView locale={locale} />
}
