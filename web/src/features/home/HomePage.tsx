import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'
import { AlertSignup } from '@/features/alerts'
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
import { getFeaturedVideo, getHomeData, NEAR_ME_RADIUS_MILES } from './home-data'
import { localePath } from '@/lib/paths'
import { ZIP_COOKIE } from '@/lib/request-headers'
import { nearMeZip } from './near-me-zip'

/** Home (spec §2): every section in order, from the hero search to trust and transactions. */
export async function HomePage({
  locale,
  typedZip,
}: {
  locale: Locale
  /** The `zip` of home's "Top deals near" form, when it was submitted. */
  typedZip?: string | string[]
}) {
  const t = getT(locale, 'home')
  const searchPath = localePath(locale, '/equipment')
  const near = nearMeZip(typedZip, (await cookies()).get(ZIP_COOKIE)?.value)
  if (near.kind === 'search')
    redirect(`${searchPath}?zip=${near.zip}&radius=${NEAR_ME_RADIUS_MILES}`)
  const { zip, typed } = near
  const zipErrorId = 'near-me-zip-error'
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
  const nearMeHref = `${searchPath}?zip=${zip}&radius=${NEAR_ME_RADIUS_MILES}`
  return (
    <>
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
          <form
            action={`${localePath(locale, '/')}#near-me`}
            method="get"
            className={styles.nearForm}
          >
            <label>
              <span className="label">{t('nearMe.zipLabel')}</span>
              <input
                className="input"
                name="zip"
                inputMode="numeric"
                pattern="[0-9]{5}"
                maxLength={5}
                autoComplete="postal-code"
                defaultValue={typed ?? zip}
                aria-invalid={typed !== undefined ? true : undefined}
                aria-describedby={typed !== undefined ? zipErrorId : undefined}
              />
            </label>
            <button type="submit" className="btn btn-secondary">
              {t('nearMe.change')}
            </button>
            {typed !== undefined ? (
              <p id={zipErrorId} className={styles.nearError} role="alert">
                {t('nearMe.zipUnknown')}
              </p>
            ) : null}
          </form>
        }
      />
      <section className="section" aria-label={t('alerts.label')}>
        <div className="container">
          <ClientTranslations locale={locale} namespaces={['alerts']}>
            <AlertSignup locale={locale} filters={{}} variant="band" />
          </ClientTranslations>
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
        listings={data.recent.results}
        queryID={data.recent.queryID}
        empty={t('rail.empty')}
      />
      <Reasons locale={locale} />
      <Reviews locale={locale} />
      <TrustAndTransactions locale={locale} total={data.recent.stats.total} />
    </>
  )
}
