import type { Metadata } from 'next'
import { DealerDirectory } from '@/features/dealers/DealerDirectory'
import { getDealers } from '@/features/dealers/dealers-data'
import { getT } from '@/i18n/server'
import { pageMetadata } from '@/lib/seo'
import { BRAND } from '@ironyard/contract'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localePage(params)
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
  const locale = await localePage(params)
  return <DealerDirectory locale={locale} dealers={await getDealers(locale)} />
}
