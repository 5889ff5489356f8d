import { isAuctionSlug } from '@ironyard/contract/auctions'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { ConsoleShell } from '@/components/console/ConsoleShell'
import { queryText } from '@/components/console/DetailLayout'
import { Notice } from '@/components/console/Notice'
import { auctionFormTexts, getAdminLotBids } from '@/features/admin/auctions/auction-data'
import { LiveBidLog } from '@/features/admin/auctions/LiveBidLog'
import { auctionMetadata } from '@/features/admin/auctions/auction-meta'
import { LotBidsView, LotTermsSection } from '@/features/admin/auctions/AuctionViews'
import { requireAdmin } from '@/features/auth/session-server'
import { localePage } from '@/i18n/locale-page'
import { getT } from '@/i18n/server'
import { localePath } from '@/lib/paths'

interface Props {
  params: Promise<{ locale: string; slug: string; lotId: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

const LOT_ID = /^[1-9]\d{0,9}$/

export async function generateMetadata({ params }: Props) {
  const { slug, lotId } = await params
  return auctionMetadata(params, 'bids', `/admin/auctions/${slug}/lots/${lotId}`, { lot: lotId })
}

/**
 * /admin/auctions/<slug>/lots/<id> (issue 34): a lot's whole bid log, refused bids too, and, while
 * it has not closed, its reserve and starting bid.
 */
export default async function AdminLotBidsPage({ params, searchParams }: Props) {
  const { slug, lotId } = await params
  const locale = await localePage(params)
  // Back here after signing in, when "here" is a lot's address (two hostile segments, up to the
  // URL's limit, would not fit the redirect's header): else to the auctions.
  const valid = isAuctionSlug(slug) && LOT_ID.test(lotId)
  await requireAdmin(locale, valid ? `/admin/auctions/${slug}/lots/${lotId}` : '/admin/auctions')
  if (!valid) notFound()
  const log = await getAdminLotBids(lotId, locale)
  if (!log || log.auctionSlug !== slug) notFound()
  const t = getT(locale, 'admin-auctions')
  const live = log.lot.status === 'upcoming' || log.lot.status === 'open'
  const saved = queryText(await searchParams, 'done', 20) === 'reserveSet'
  return (
    <ConsoleShell
      locale={locale}
      active="auctions"
      title={t('bids.title', { lot: log.lot.lotNumber, title: log.lot.title })}
    >
      <p>
        <Link href={localePath(locale, `/admin/auctions/${slug}`)} prefetch={false}>
          {t('bids.back', { name: log.auctionName })}
        </Link>
      </p>
      {saved ? <Notice>{t('done.reserveSet')}</Notice> : null}
      {live ? (
        <LiveBidLog
          lotId={log.lot.id}
          texts={{ listening: t('bids.listening'), updated: t('bids.updated') }}
        />
      ) : null}
      <LotBidsView locale={locale} log={log} />
      {live ? (
        <LotTermsSection
          locale={locale}
          texts={auctionFormTexts(locale)}
          auctionSlug={slug}
          lot={log.lot}
        />
      ) : null}
    </ConsoleShell>
  )
}
