import Link from 'next/link'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { localePath } from '@/lib/paths'
import { getListingAuctionLot, lotPath } from './lot-data'
import { closeTime } from './lot-time'
import styles from './Lot.module.css'

/**
 * On the equipment page of a machine that is a lot of a live online auction (issue 34): "In
 * auction: Lot 4 of …, closes …", linking to the lot's page. Nothing otherwise.
 */
export async function ListingAuctionLink({
  locale,
  stockNumber,
}: {
  locale: Locale
  stockNumber: string
}) {
  const lot = await getListingAuctionLot(stockNumber, locale)
  if (!lot) return null
  const t = getT(locale, 'auctions')
  return (
    <p className={styles.auctionLink} data-testid="listing-auction-lot">
      {t('listing.inAuction', {
        number: lot.lotNumber,
        auction: lot.auctionName,
        date: closeTime(lot.closesAt, lot.timeZone, locale),
      })}{' '}
      <Link href={localePath(locale, lotPath(lot.auctionSlug, lot.lotNumber))} prefetch={false}>
        {t('listing.bidNow')}
      </Link>
    </p>
  )
}
