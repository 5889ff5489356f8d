import Link from 'next/link'
import { DataTable, NumCell } from '@/components/console/DataTable'
import { Notice } from '@/components/console/Notice'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatNumber, formatPrice } from '@/lib/format'
import { localePath } from '@/lib/paths'
import { tableTexts } from '../table-texts'
import { auctionTime } from './auction-time'
import type { AdminAuctionData, AdminAuctionsData, AdminLotBidsData } from './auction-data'
import {
  AddLotForm,
  BiddingLimitForm,
  LotReserveForm,
  NewAuctionForm,
  WithdrawLotForm,
  type AuctionFormTexts,
} from './AuctionForms'

const price = (cents: number | null | undefined, locale: Locale) =>
  cents == null ? '—' : formatPrice(cents, locale)

/**
 * /admin/auctions: every auction with its lots counted, the new-auction form, and, when the
 * equipment table sent a stock number, the add-lot form with it, to choose one of the online
 * auctions not ended.
 */
export function AuctionsView({
  locale,
  data,
  texts,
  stockNumber,
  limitSetFor,
}: {
  locale: Locale
  data: AdminAuctionsData
  texts: AuctionFormTexts
  stockNumber?: string
  /** The bidder whose limit was just set (the page's ?done=limitSet&who=). */
  limitSetFor?: string
}) {
  const t = getT(locale, 'admin-auctions')
  const addable = data.filter((a) => a.format === 'online' && a.status !== 'past')
  return (
    <>
      {limitSetFor ? <Notice>{t('done.limitSet', { email: limitSetFor })}</Notice> : null}
      {stockNumber ? (
        <section aria-labelledby="add-to-auction">
          <h2 id="add-to-auction">{t('list.addTo', { stock: stockNumber })}</h2>
          {addable.length ? (
            <>
              <p>{t('list.chooseAuction')}</p>
              <AddLotForm
                locale={locale}
                texts={texts}
                stockNumber={stockNumber}
                auctions={addable.map((a) => ({
                  value: a.slug,
                  label: `${a.name} (${t(`auctionStatus.${a.status}`)})`,
                }))}
              />
            </>
          ) : (
            <p>{t('list.noneOpen')}</p>
          )}
        </section>
      ) : null}
      <DataTable
        rows={data.length}
        {...tableTexts(t, 'list', locale, { count: data.length }, [
          'name',
          'format',
          'status',
          'starts',
          'ends',
          '#lots',
          '#live',
          '#sold',
        ])}
      >
        {data.map((a) => (
          <tr key={a.slug}>
            <td>
              <Link href={localePath(locale, `/admin/auctions/${a.slug}`)} prefetch={false}>
                {a.name}
              </Link>
            </td>
            <td>{t(`formats.${a.format}`)}</td>
            <td>{t(`auctionStatus.${a.status}`)}</td>
            <td>{auctionTime(a.startsAt, a.timeZone, locale)}</td>
            <td>{auctionTime(a.endsAt, a.timeZone, locale)}</td>
            <NumCell>{formatNumber(a.lotCount, locale)}</NumCell>
            <NumCell>{formatNumber(a.liveLotCount, locale)}</NumCell>
            <NumCell>{formatNumber(a.soldLotCount, locale)}</NumCell>
          </tr>
        ))}
      </DataTable>
      <section aria-labelledby="new-auction">
        <h2 id="new-auction">{t('forms.create.label')}</h2>
        <NewAuctionForm locale={locale} texts={texts} />
      </section>
      <section aria-labelledby="bidding-limit">
        <h2 id="bidding-limit">{t('forms.limit.label')}</h2>
        <p>{t('forms.limit.lead')}</p>
        <BiddingLimitForm locale={locale} texts={texts} />
      </section>
    </>
  )
}

/** /admin/auctions/<slug>: the lots (reserve, price, leader), add a lot, withdraw, results. */
export function AuctionDetail({
  locale,
  auction,
  texts,
  done,
  stockNumber,
}: {
  locale: Locale
  auction: AdminAuctionData
  texts: AuctionFormTexts
  done?: string
  stockNumber?: string
}) {
  const t = getT(locale, 'admin-auctions')
  const base = localePath(locale, `/admin/auctions/${auction.slug}`)
  return (
    <>
      {done && ['created', 'added', 'withdrawn'].includes(done) ? (
        <Notice>{t(`done.${done}`)}</Notice>
      ) : null}
      <p>
        {t('detail.when', {
          starts: auctionTime(auction.startsAt, auction.timeZone, locale),
          ends: auctionTime(auction.endsAt, auction.timeZone, locale),
          interval: auction.lotIntervalSeconds,
          softClose: auction.softCloseSeconds,
        })}
      </p>
      <p>
        <a
          href={`${localePath(locale, '/admin/auctions/export')}?auction=${auction.slug}`}
          download
        >
          {t('detail.export')}
        </a>
      </p>
      <DataTable
        rows={auction.lots.length}
        {...tableTexts(t, 'lots', locale, { count: auction.lots.length }, [
          '#lot',
          'title',
          'status',
          '#start',
          '#reserve',
          '#price',
          '#bids',
          'closes',
          'leader',
          'actions',
        ])}
      >
        {auction.lots.map((l) => (
          <tr key={l.id}>
            <NumCell>{l.lotNumber}</NumCell>
            <td>
              {l.title}
              {l.stockNumber ? (
                <>
                  <br />
                  <Link
                    href={localePath(locale, `/admin/equipment/${l.stockNumber}`)}
                    prefetch={false}
                  >
                    {l.stockNumber}
                  </Link>
                </>
              ) : null}
            </td>
            <td>
              {t(`status.${l.status}`)}
              {l.withdrawnReason ? (
                <>
                  <br />
                  {l.withdrawnReason}
                </>
              ) : null}
            </td>
            <NumCell>{price(l.startingBidCents, locale)}</NumCell>
            <NumCell>{price(l.reserveCents, locale)}</NumCell>
            <NumCell>{price(l.currentBidCents, locale)}</NumCell>
            <NumCell>{formatNumber(l.bidCount, locale)}</NumCell>
            <td>{auctionTime(l.closesAt, auction.timeZone, locale)}</td>
            <td>{l.leaderEmail ?? '—'}</td>
            <td>
              <Link href={`${base}/lots/${l.id}`} prefetch={false}>
                {t('lots.bidsLink', { lot: l.lotNumber })}
              </Link>
              {l.status === 'upcoming' || l.status === 'open' ? (
                <WithdrawLotForm
                  locale={locale}
                  texts={texts}
                  auctionSlug={auction.slug}
                  lotId={l.id}
                  lotNumber={l.lotNumber}
                />
              ) : null}
            </td>
          </tr>
        ))}
      </DataTable>
      {auction.format === 'online' && auction.status !== 'past' ? (
        <section aria-labelledby="add-lot">
          <h2 id="add-lot">{t('forms.add.label')}</h2>
          <AddLotForm
            locale={locale}
            texts={texts}
            auctionSlug={auction.slug}
            stockNumber={stockNumber}
          />
        </section>
      ) : null}
    </>
  )
}

/** A lot's reserve and starting bid, while it has not closed (the api decides what may change). */
export function LotTermsSection({
  locale,
  texts,
  auctionSlug,
  lot,
}: {
  locale: Locale
  texts: AuctionFormTexts
  auctionSlug: string
  lot: AdminLotBidsData['lot']
}) {
  const t = getT(locale, 'admin-auctions')
  return (
    <section aria-labelledby="lot-terms">
      <h2 id="lot-terms">{t('forms.reserve.label')}</h2>
      <p>{t('forms.reserve.lead')}</p>
      <LotReserveForm locale={locale} texts={texts} auctionSlug={auctionSlug} lot={lot} />
    </section>
  )
}

/** /admin/auctions/<slug>/lots/<id>: the lot's whole bid log, refused bids too, staff only. */
export function LotBidsView({ locale, log }: { locale: Locale; log: AdminLotBidsData }) {
  const t = getT(locale, 'admin-auctions')
  return (
    <>
      <p>
        {t('bids.summary', {
          status: t(`status.${log.lot.status}`),
          price: price(log.lot.currentBidCents, locale),
          leader: log.lot.leaderEmail ?? '—',
        })}
      </p>
      <DataTable
        rows={log.bids.length}
        {...tableTexts(t, 'bids', locale, { count: log.bids.length }, [
          'at',
          'bidder',
          '#max',
          'outcome',
          '#price',
        ])}
      >
        {log.bids.map((b) => (
          <tr key={b.id}>
            <td>{new Date(b.at).toISOString().replace('T', ' ').slice(0, 23)} UTC</td>
            <td>{b.bidderEmail}</td>
            <NumCell>{price(b.maxBidCents, locale)}</NumCell>
            <td>{b.accepted ? t('bids.accepted') : t(`bids.refusals.${b.refusal ?? 'other'}`)}</td>
            <NumCell>{price(b.priceAfterCents, locale)}</NumCell>
          </tr>
        ))}
      </DataTable>
    </>
  )
}
