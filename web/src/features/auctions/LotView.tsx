import Link from 'next/link'
import type { ReactNode } from 'react'
import { ZipForm, type ZipProblem } from '@/components/ui/ZipForm'
import { Breadcrumbs } from '@/features/landing'
import { ClientTranslations } from '@/i18n/ClientTranslations'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { listingPath } from '@/lib/listing-path'
import { localePath } from '@/lib/paths'
import { signinHref } from '@/lib/signin-href'
import { AUCTIONS_PATH, auctionPath } from './auctions-data'
import { LotBidPanel, type LotViewer } from './LotBidPanel'
import { liveStateOf, lotPath, requestTime, type LotPageAuction, type LotPageLot } from './lot-data'
import type { Delivery } from './lot-logic'
import styles from './Lot.module.css'

/** The ZIP the all-in total is for, as the listing's all-in cost read it (?zip=, else the cookie). */
export interface LotZip {
  zip: string
  error: ZipProblem
  delivery: Delivery | null
}

export interface LotViewProps {
  locale: Locale
  auction: LotPageAuction
  lot: LotPageLot
  signedIn: boolean
  zip: LotZip
  /** The machine: the listing page's gallery, facts, insights and inspection (or nothing). */
  machine: ReactNode
}

/**
 * /auctions/<slug>/lots/<n> (issue 34): the machine on one side, the lot's bidding on the other
 * (one column on a phone, the bid box first), with links back to the auction and to the listing.
 */
export function LotView({ locale, auction, lot, signedIn, zip, machine }: LotViewProps) {
  const t = getT(locale, 'auctions')
  const tp = getT(locale, 'pages')
  const path = localePath(locale, lotPath(auction.slug, lot.lotNumber))
  const viewer: LotViewer = !signedIn
    ? 'visitor'
    : auction.registeredToBid
      ? 'registered'
      : 'unregistered'
  const online = lot.startingBidCents !== null
  const zipForm = (
    <ZipForm
      id="lot-zip"
      action={`${path}#bid-box`}
      zip={zip.zip}
      problem={zip.error}
      texts={{
        label: t('allIn.zipLabel'),
        submit: t('allIn.zipSubmit'),
        invalid: t('allIn.zipInvalid'),
        unknown: t('allIn.zipUnknown', { zip: zip.zip }),
      }}
      classNames={{ form: styles.zipForm, row: styles.zipRow, error: styles.error }}
    />
  )
  const l = lot.listing
  return (
    <>
      <Breadcrumbs
        locale={locale}
        crumbs={[
          { label: tp('crumbs.home'), path: '/' },
          { label: tp('crumbs.auctions'), path: AUCTIONS_PATH },
          { label: auction.name, path: auctionPath(auction.slug) },
          { label: t('lot.crumb', { number: lot.lotNumber }) },
        ]}
      />
      <article className={`container ${styles.page}`} data-testid="lot-page">
        <h1>{t('lot.heading', { number: lot.lotNumber, title: lot.title })}</h1>
        <p className={styles.links}>
          <Link href={localePath(locale, auctionPath(auction.slug))} prefetch={false}>
            {t('lot.backToAuction', { name: auction.name })}
          </Link>
          {l ? (
            <Link
              href={listingPath({ ...l, make: { name: l.makeName } }, locale)}
              prefetch={false}
              data-testid="lot-listing-link"
            >
              {t('lot.viewListing')}
            </Link>
          ) : null}
        </p>
        <div className={styles.layout}>
          <div className={styles.panelColumn}>
            {online ? (
              <ClientTranslations
                locale={locale}
                namespaces={['auctions', { ns: 'validation', keys: ['validation'] }]}
              >
                <LotBidPanel
                  locale={locale}
                  auctionSlug={auction.slug}
                  timeZone={auction.timeZone}
                  lotNumber={lot.lotNumber}
                  initial={liveStateOf(lot)}
                  renderedAt={requestTime()}
                  viewer={viewer}
                  watching={lot.watching}
                  idempotencyKey={crypto.randomUUID()}
                  delivery={zip.delivery}
                  zipForm={zipForm}
                  signinHref={signinHref(locale, path)}
                />
              </ClientTranslations>
            ) : (
              <p>{t('lot.noOnlineBidding')}</p>
            )}
          </div>
          <div className={styles.machine}>
            <h2 className="visually-hidden">{t('lot.machine')}</h2>
            {machine ?? <p>{t('lot.notListed')}</p>}
          </div>
        </div>
      </article>
    </>
  )
}
