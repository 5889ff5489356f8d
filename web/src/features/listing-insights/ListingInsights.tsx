import { BRAND } from '@ironyard/contract'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatPrice } from '@/lib/format'
import type { ListingDetail } from '@/features/listing'
import { AllInCost, type AllInState } from './AllInCost'
import { ComparableSales } from './ComparableSales'
import type { Insights } from './insights-data'
import { PriceHistory } from './PriceHistory'
import { ShareLinks } from './ShareLinks'
import { shareTexts } from './share-texts'

/**
 * Issue 17 on the equipment page: price history, the deal rating and comparable sales, the
 * all-in cost to the visitor's ZIP (for machines still for sale) and the share links.
 */
export function ListingInsights({
  locale,
  listing: l,
  allIn,
  insights,
  path,
  url,
  forSale,
}: {
  locale: Locale
  listing: ListingDetail
  allIn: AllInState | null
  /** Deal rating and comparable sales; null when the api could not answer. */
  insights: Insights | null
  /** The page's path, for the ZIP form. */
  path: string
  /** The page's absolute URL, for sharing. */
  url: string
  forSale: boolean
}) {
  const t = getT(locale, 'insights')
  const body = t('share.emailBody', {
    title: l.title,
    price: formatPrice(l.advertisedPriceCents, locale),
    url,
  })
  return (
    <>
      <ShareLinks
        url={url}
        emailSubject={t('share.emailSubject', { title: l.title, brand: BRAND.name })}
        emailBody={body}
        texts={shareTexts(locale)}
      />
      {forSale && allIn ? <AllInCost locale={locale} path={path} state={allIn} /> : null}
      <PriceHistory locale={locale} history={l.priceHistory} now={new Date()} />
      {insights ? (
        <ComparableSales locale={locale} insights={insights} make={l.make.name} model={l.model} />
      ) : null}
    </>
  )
}
