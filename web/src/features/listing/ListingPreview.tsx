import { isStockNumber } from '@ironyard/contract/admin-listing'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { consolePath, type Console } from '@/components/console/console'
import { localePage } from '@/i18n/locale-page'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { decodeSegment, listingPath } from '@/lib/listing-path'
import { localePath } from '@/lib/paths'
import { buyerContext } from './buyer-context'
import { getSimilarListings } from './listing-data'
import { ListingDetailView } from './ListingDetailView'
import styles from './Preview.module.css'
import { getListingPreview } from './preview-data'

interface PreviewRoute {
  console: Console
  /** Lets the signed-in user in, or sends them to sign in (or to the 403 page). */
  guard: (locale: Locale, path: string) => Promise<unknown>
  params: Promise<{ locale: string; stock: string }>
}

/** The preview is for the console's users only: never indexed, never followed. */
export async function listingPreviewMetadata({
  params,
}: {
  params: Promise<{ locale: string; stock: string }>
}): Promise<Metadata> {
  const locale = await localePage(params)
  const { stock } = await params
  const t = getT(locale, 'admin-media')
  return {
    title: t('preview.title', { title: decodeSegment(stock) ?? '' }),
    robots: { index: false, follow: false, nocache: true },
  }
}

/**
 * /<console>/equipment/<stock>/preview (issue 36, point 10): the listing as buyers will see it,
 * drafts and listings not for sale included. It is the public equipment page's own component
 * with the listing the api returns to this console's user only (`listingPreview`: staff, or the
 * partner whose listing it is), under a "Preview" banner that says whether buyers can open it. A
 * draft shows as it will look once published.
 */
export async function ListingPreviewPage({ console, guard, params }: PreviewRoute) {
  const { stock } = await params
  const locale = await localePage(params)
  const stockNumber = decodeSegment(stock)
  const path = consolePath(console, `/equipment/${encodeURIComponent(stockNumber ?? '')}`)
  await guard(locale, `${path}/preview`)
  if (!isStockNumber(stockNumber)) notFound()
  const listing = await getListingPreview(stockNumber, locale)
  if (!listing) notFound()
  const t = getT(locale, 'admin-media')
  const ta = getT(locale, 'admin')
  // What the public page shows too (the api's `listing` keeps drafts and removed ones to itself).
  const visible = listing.status !== 'draft' && listing.status !== 'removed'
  const here = localePath(locale, `${path}/preview`)
  // A draft (or a removed listing) is shown as buyers will see it once it is on sale again: the
  // page of a machine for sale, not the "no longer available" one. The banner names its state.
  const shown = visible ? listing : { ...listing, status: 'available' as const }
  return (
    <>
      <aside className={styles.banner} aria-labelledby="preview-label">
        <div className="container">
          <p>
            <strong id="preview-label" className={styles.label}>
              {t('preview.label')}
            </strong>{' '}
            {t('preview.lead', {
              stockNumber: listing.stockNumber,
              status: ta(`status.${listing.status}`),
            })}{' '}
            {visible ? t('preview.public') : t('preview.hidden')}
          </p>
          <p className={styles.links}>
            <a href={localePath(locale, path)}>
              {t('preview.back', { stockNumber: listing.stockNumber })}
            </a>
            <a href={localePath(locale, `${path}/media`)}>{t('preview.photos')}</a>
            {visible ? <a href={listingPath(listing, locale)}>{t('preview.openPublic')}</a> : null}
          </p>
        </div>
      </aside>
      <ListingDetailView
        locale={locale}
        listing={shown}
        similar={getSimilarListings(listing.stockNumber, locale)}
        buyer={buyerContext(here)}
      />
    </>
  )
}
