import type { Metadata } from 'next'
import { AllianceView } from '@/features/resources/AllianceView'
import { getLeadPrefill } from '@/features/listing/equipment-data'
import { ALLIANCE_PATH, getResourcesOverview } from '@/features/resources/resources-data'
import { getT } from '@/i18n/server'
import { pageMetadata } from '@/lib/seo'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localePage(params)
  const t = getT(locale, 'pages')
  return pageMetadata({
    locale,
    path: ALLIANCE_PATH,
    title: t('alliance.title'),
    description: t('alliance.description'),
    analytics: { category: 'Resources', name: 'Landing: Taxonomy Alliance' },
  })
}

/** The open equipment taxonomy alliance: members, licence, how to join, API. */
export default async function AlliancePage({ params }: Props) {
  const locale = await localePage(params)
  const [{ taxonomyStats }, prefill] = await Promise.all([
    getResourcesOverview(locale),
    getLeadPrefill(locale),
  ])
  return <AllianceView locale={locale} stats={taxonomyStats} prefill={prefill} />
}
