import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { DealerDirectory } from '@/features/dealers/DealerDirectory'
import { getDealers } from '@/features/dealers/dealers-data'
import { getT } from '@/i18n/server'
import { isLocale } from '@/i18n/settings'
import { pageMetadata } from '@/lib/seo'
import { BRAND } from '@ironyard/contract'

interface Props {
  params: Promise<{ locale: string }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  const t = getT(locale, 'landing')
  return pageMetadata({
    locale,
    path: '/dealers',
    title: t('dealers.index.title'),
    description: t('dealers.index.description', { name: BRAND.name }),
    analytics: { category: 'Landing Page', name: 'Dealers' },
  })
}

/** The dealer directory (spec §2): partner sellers, their location and machines for sale. */
export default async function DealersPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return <DealerDirectory locale={locale} dealers={await getDealers(locale)} />
}
