import type { Metadata } from 'next'
import { BRAND } from '@ironyard/contract'
import { HomePage } from '@/features/home/HomePage'
import { getT } from '@/i18n/server'
import { pageMetadata } from '@/lib/seo'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localePage(params)
  const t = getT(locale, 'home')
  return pageMetadata({
    locale,
    path: '/',
    title: t('meta.title', { name: BRAND.name }),
    description: t('meta.description'),
    analytics: { category: 'Landing Page', name: 'Home' },
  })
}

/** Home (spec §2): features/home/HomePage renders every section. */
export default async function Page({ params, searchParams }: Props) {
  const locale = await localePage(params)
  const { zip } = await searchParams
  return <HomePage locale={locale} typedZip={zip} />
}
