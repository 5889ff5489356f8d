import { cookies } from 'next/headers'
import { AlertSignup } from '@/features/alerts/AlertSignup'
import { Hero } from './Hero'
import {
  BrowseByCategory,
  Reasons,
  Reviews,
  ShopByPrice,
  TopManufacturers,
  TrustAndTransactions,
} from './HomeSections'
import styles from './Home.module.css'
import { Rail } from './Rail'
import { VideoSection } from './VideoSection'
import { ClientTranslations } from '@/i18n/ClientTranslations'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { BRAND } from '@ironyard/contract'
import { getFeaturedVideo, getHomeData, NEAR_ME_RADIUS_MILES } from './home-data'
import { localePath } from '@/lib/paths'
import { ZIP_COOKIE } from '@/lib/request-headers'

/** Home (spec §2): every section in order, from the hero search to trust and transactions. */
export async function HomePage({ locale }: { locale: Locale }) {
  const t = getT(locale, 'home')
  const cookieZip = (await cookies()).get(ZIP_COOKIE)?.value
  const zip = cookieZip && /^\d{5}$/.test(cookieZip) ? cookieZip : BRAND.defaultZip
  const [data, featured] = await Promise.all([
    getHomeData(locale, zip),
    getFeaturedVideo(locale).catch(() => null),
  ])
  const popular = [...data.catalog.categories]
    .sort((a, b) => b.listingCount - a.listingCount)
    .slice(0, 12)
  const place = data.nearMe.stats.zipCity
    ? `${data.nearMe.stats.zipCity}, ${data.nearMe.stats.zipState}`
    : zip
  const searchPath = localePath(locale, '/equipment')
  const nearMeHref = `${searchPath}?zip=${zip}&radius=${NEAR_ME_RADIUS_MILES}`
  return (
    <ClientTranslations locale={locale} namespaces={['search', 'alerts']}>
      <Hero locale={locale} popular={popular.slice(0, 6)} />
      <BrowseByCategory locale={locale} categories={popular} />
      <ShopByPrice locale={locale} />
      <TopManufacturers locale={locale} makes={data.topMakes} />
      <Rail
        id="lightning"
        locale={locale}
        title={t('lightning.title')}
        lead={t('lightning.lead')}
        href={localePath(locale, '/lightning-deals')}
        allLabel={t('lightning.all')}
        listings={data.lightningDeals.results}
        queryID={data.lightningDeals.queryID}
        empty={t('rail.empty')}
      />
      <Rail
        id="priced-to-sell"
        locale={locale}
        title={t('pricedToSell.title')}
        lead={t('pricedToSell.lead')}
        href={localePath(locale, '/pricereduced')}
        allLabel={t('pricedToSell.all')}
        listings={data.pricedToSell.results}
        queryID={data.pricedToSell.queryID}
        empty={t('rail.empty')}
      />
      <Rail
        id="near-me"
        locale={locale}
        title={t('nearMe.title', { place })}
        lead={t('nearMe.lead', { count: NEAR_ME_RADIUS_MILES })}
        href={nearMeHref}
        allLabel={t('nearMe.all')}
        listings={data.nearMe.results}
        queryID={data.nearMe.queryID}
        empty={t('nearMe.empty')}
        extra={
          <form action={searchPath} method="get" className={styles.nearForm}>
            <label>
              <span className="label">{t('nearMe.zipLabel')}</span>
              <input
                className="input"
                name="zip"
                inputMode="numeric"
                pattern="[0-9]{5}"
                maxLength={5}
                autoComplete="postal-code"
                defaultValue={zip}
              />
            </label>
            <input type="hidden" name="radius" value={NEAR_ME_RADIUS_MILES} />
            <button type="submit" className="btn btn-secondary">
              {t('nearMe.change')}
            </button>
          </form>
        }
      />
      <section className="section" aria-label={t('alerts.label')}>
        <div className="container">
          <AlertSignup locale={locale} filters={{}} variant="band" />
        </div>
      </section>
      {featured ? (
        <VideoSection locale={locale} listing={featured.listing} video={featured.video} />
      ) : null}
      <Rail
        id="recent"
        locale={locale}
        title={t('recent.title')}
        href={localePath(locale, '/recentlyadded')}
        allLabel={t('recent.all')}
        listings={data.recent.results.slice(0, 8)}
        queryID={data.recent.queryID}
        empty={t('rail.empty')}
      />
      <Reasons locale={locale} />
      <Reviews locale={locale} />
      <TrustAndTransactions locale={locale} total={data.recent.stats.total} />
    </ClientTranslations>
  )
}
