'use client'

import Link from 'next/link'
import { useActionState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Locale } from '@/i18n/settings'
import { formatPrice } from '@/lib/format'
import { BidForm } from './BidForm'
import { BidHistory } from './BidHistory'
import { placeBidAction } from './bid-actions'
import type { BidFormState } from './bid-form-state'
import { timeLeftText, withAnswer, type Delivery, type LotLiveState } from './lot-logic'
import { closeTime } from './lot-time'
import { RegisterForm } from './RegisterForm'
import { useLotLive, useNow } from './use-lot-live'
import { WatchButton } from './WatchButton'
import styles from './Lot.module.css'

export type LotViewer = 'visitor' | 'unregistered' | 'registered'

export interface LotBidPanelProps {
  locale: Locale
  auctionSlug: string
  timeZone: string
  lotNumber: number
  initial: LotLiveState
  /** The server's clock at render (ms): the countdown's first text is the server's. */
  renderedAt: number
  viewer: LotViewer
  /** The signed-in caller watches the lot. */
  watching: boolean
  /** Made on the server for this render; the bid form keeps it until its answer. */
  idempotencyKey: string
  delivery: Delivery | null
  /** The ZIP form (a GET form the server renders: it works without JavaScript). */
  zipForm: ReactNode
  /** The sign-in page that comes back here. */
  signinHref: string
  /** Live updates (off in stories and tests). */
  live?: boolean
  /** Stories and tests: the bid form's state. */
  initialBidState?: BidFormState
}

/**
 * The lot's bidding (issue 34): status, price, bids, reserve, the countdown in the auction's
 * time zone, the bid box (or registration, or the sign-in prompt), watch and the history. With
 * JavaScript it follows the lot live and announces an extended close; without, it shows the lot
 * as of the page's load and the forms still post.
 */
export function LotBidPanel({
  locale,
  auctionSlug,
  timeZone,
  lotNumber,
  initial,
  renderedAt,
  viewer,
  watching,
  idempotencyKey,
  delivery,
  zipForm,
  signinHref,
  live = true,
  initialBidState,
}: LotBidPanelProps) {
  const { t } = useTranslation('auctions')
  const liveState = useLotLive(
    initial,
    live && (initial.status === 'open' || initial.status === 'upcoming'),
    locale,
  )
  const [bidState, bidAction, bidPending] = useActionState(
    placeBidAction,
    initialBidState ?? { idempotencyKey, typed: '', lot: null, result: null },
  )
  const lot = withAnswer(liveState, bidState.lot)
  const now = useNow(renderedAt)
  const closesMs = lot.closesAt ? new Date(lot.closesAt).getTime() : null
  const left = closesMs === null ? null : timeLeftText(closesMs - now, (k, v) => t(k, v))
  const biddable = lot.status === 'open' && left !== null
  const price = lot.currentBidCents ?? lot.startingBidCents
  const money = (cents: number) => formatPrice(cents, locale)
  const reserve =
    lot.reserveMet === null
      ? t('reserve.none')
      : lot.reserveMet
        ? t('reserve.met')
        : t('reserve.notMet')

  const bidForm = (
    <BidForm
      locale={locale}
      lot={lot}
      delivery={delivery}
      state={bidState}
      formAction={bidAction}
      pending={bidPending}
      needs={
        <Link href={signinHref} prefetch={false}>
          {t('signin.link')}
        </Link>
      }
    />
  )
  let box: ReactNode
  if (!biddable) {
    box = (
      <p className={styles.note}>
        {lot.status === 'upcoming' ? t('status.upcoming') : t('box.closedNote')}
      </p>
    )
  } else if (viewer === 'visitor') {
    box = (
      <div className={styles.signin} data-testid="signin-prompt">
        <p>{t('signin.prompt')}</p>
        <Link className="btn btn-primary" href={signinHref} prefetch={false}>
          {t('signin.link')}
        </Link>
      </div>
    )
  } else if (viewer === 'unregistered') {
    box = (
      <RegisterForm locale={locale} auctionSlug={auctionSlug}>
        {bidForm}
      </RegisterForm>
    )
  } else box = bidForm

  return (
    <div className={styles.panel}>
      <section
        aria-labelledby="bid-box-title"
        className={styles.box}
        id="bid-box"
        data-testid="bid-box"
      >
        <h2 id="bid-box-title">{t('box.heading')}</h2>
        <dl className={styles.facts}>
          <div>
            <dt>{t('table.status')}</dt>
            <dd data-testid="lot-status">{t(`status.${lot.status}`)}</dd>
          </div>
          {price !== null ? (
            <div>
              <dt>{lot.currentBidCents !== null ? t('price.current') : t('price.starting')}</dt>
              <dd className={styles.price} data-testid="lot-price">
                {money(price)}
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{t('table.bids')}</dt>
            <dd data-testid="lot-bid-count">{t('price.bids', { count: lot.bidCount })}</dd>
          </div>
          <div>
            <dt>{t('reserve.label')}</dt>
            <dd data-testid="lot-reserve">{reserve}</dd>
          </div>
          {lot.closesAt ? (
            <div>
              <dt>{t('table.timeLeft')}</dt>
              <dd>
                <span data-testid="lot-time-left">{left ?? t('time.closed')}</span>
                <br />
                <time dateTime={lot.closesAt} className={styles.note}>
                  {t(left === null ? 'time.closedAt' : 'time.closes', {
                    date: closeTime(lot.closesAt, timeZone, locale),
                  })}
                </time>
              </dd>
            </div>
          ) : null}
          {biddable && lot.minimumNextBidCents !== null ? (
            <div>
              <dt>{t('price.next')}</dt>
              <dd data-testid="lot-next-bid">{money(lot.minimumNextBidCents)}</dd>
            </div>
          ) : null}
        </dl>
        {viewer !== 'visitor' && (lot.myMaxBidCents !== null || lot.leading) ? (
          <p className={lot.leading ? styles.leading : styles.outbid} data-testid="my-standing">
            {lot.leading ? t('box.leading') : t('box.outbid')}{' '}
            {lot.myMaxBidCents !== null
              ? t('box.myMax', { amount: money(lot.myMaxBidCents) })
              : null}
          </p>
        ) : null}
        <p className="visually-hidden" aria-live="polite" data-testid="lot-announcer">
          {lot.extendedTo
            ? t('live.extended', { time: closeTime(lot.extendedTo, timeZone, locale) })
            : ''}
        </p>
        {box}
        {biddable ? zipForm : null}
        {viewer !== 'visitor' ? (
          <WatchButton locale={locale} lotId={lot.lotId} watching={watching} />
        ) : null}
      </section>
      <BidHistory locale={locale} lotNumber={lotNumber} bids={lot.bids} timeZone={timeZone} />
    </div>
  )
}
