import type { Metadata } from 'next'
import { LandingView } from '@/features/landing/LandingView'
import { landingMetadata, landingSearch } from '@/features/landing/landing-page'
import { getLeadPrefill } from '@/features/listing/equipment-data'
import { PartsRequest } from '@/features/parts/PartsRequest'
import { partsLanding, PARTS_REQUEST_ID } from '@/features/parts/parts-data'
import { getT } from '@/i18n/server'
import type { RawParams } from '@ironyard/contract/search-url'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string }>
  searchParams: Promise<RawParams>
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const locale = await localePage(props.params)
  return landingMetadata(partsLanding(locale), await props.searchParams, locale)
}

/**
 * /parts (spec §2 "parts"): machines sold with their attachments, filterable by make and
 * category like every landing page, and the parts request form under the results.
 */
export default async function PartsPage(props: Props) {
  const locale = await localePage(props.params)
  const landing = partsLanding(locale)
  const t = getT(locale, 'pages')
  const [{ outcome, popular }, prefill] = await Promise.all([
    landingSearch(landing, await props.searchParams, locale),
    getLeadPrefill(locale),
  ])
  return (
    <>
      <LandingView
        locale={locale}
        landing={landing}
        outcome={outcome}
        popular={popular}
        intro={
          <p>
            {landing.intro} <a href={`#${PARTS_REQUEST_ID}`}>{t('parts.requestLink')}</a>
          </p>
        }
      />
      <PartsRequest locale={locale} prefill={prefill} />
    </>
  )
}
