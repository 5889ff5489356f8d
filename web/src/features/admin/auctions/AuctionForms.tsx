'use client'

import type { Locale } from '@/i18n/settings'
import { ConsoleField, FieldRow } from '@/components/console/ConsoleField'
import { ConsoleForm, type ConsoleFormTexts } from '@/components/console/ConsoleForm'
import {
  addAuctionLotAction,
  createAuctionAction,
  setBiddingLimitAction,
  setLotReserveAction,
  withdrawAuctionLotAction,
} from './auction-actions'
import { dollarsOf } from './auction-form-input'

/** The forms' words, read on the server (`admin-auctions` namespace) and handed down. */
export interface AuctionFormTexts {
  create: ConsoleFormTexts
  add: ConsoleFormTexts
  withdraw: ConsoleFormTexts
  limit: ConsoleFormTexts
  reserve: ConsoleFormTexts
  labels: { create: string; add: string; withdraw: string; limit: string; reserve: string }
  /** Asked before a reserve is removed (the lot then sells at any price). */
  removeReserve: { title: string; message: string; confirm: string; cancel: string }
  fields: Record<string, string>
  hints: Record<string, string>
  formats: { online: string; onsite: string }
}

/** A new auction: names in both languages, format, times on the auction's clock, place. */
export function NewAuctionForm({ locale, texts }: { locale: Locale; texts: AuctionFormTexts }) {
  const f = texts.fields
  const p = 'auction-new'
  return (
    <ConsoleForm
      action={createAuctionAction}
      locale={locale}
      label={texts.labels.create}
      texts={texts.create}
    >
      {(errors, values) => {
        const field = (name: string, extra: { hint?: string; maxLength?: number } = {}) => (
          <ConsoleField
            idPrefix={p}
            name={name}
            label={f[name]}
            defaultValue={values[name]}
            error={errors[name]}
            maxLength={extra.maxLength ?? 120}
            hint={extra.hint}
          />
        )
        return (
          <>
            <FieldRow>
              {field('name')}
              {field('nameEs')}
            </FieldRow>
            <FieldRow>
              {field('description', { maxLength: 1000 })}
              {field('descriptionEs', { maxLength: 1000 })}
            </FieldRow>
            <FieldRow>
              <ConsoleField
                idPrefix={p}
                name="format"
                label={f.format}
                kind="select"
                options={[
                  { value: 'online', label: texts.formats.online },
                  { value: 'onsite', label: texts.formats.onsite },
                ]}
                defaultValue={values.format ?? 'online'}
                error={errors.format}
              />
              <ConsoleField
                idPrefix={p}
                name="timeZone"
                label={f.timeZone}
                hint={texts.hints.timeZone}
                defaultValue={values.timeZone ?? 'America/Chicago'}
                error={errors.timeZone}
                maxLength={64}
              />
            </FieldRow>
            <FieldRow>
              {field('startsAt', { hint: texts.hints.time, maxLength: 16 })}
              {field('endsAt', { hint: texts.hints.time, maxLength: 16 })}
            </FieldRow>
            <FieldRow>
              {field('lotIntervalSeconds', { hint: texts.hints.lotInterval, maxLength: 6 })}
              {field('softCloseSeconds', { hint: texts.hints.softClose, maxLength: 6 })}
            </FieldRow>
            <FieldRow>
              {field('city')}
              {field('state', { hint: texts.hints.state, maxLength: 2 })}
              {field('venue')}
            </FieldRow>
          </>
        )
      }}
    </ConsoleForm>
  )
}

/**
 * Add a listing as an auction's next lot: stock number, starting bid, reserve (optional). On an
 * auction's page the auction is that one (`auctionSlug`); from the equipment table it is chosen
 * among the online auctions not ended (`auctions`).
 */
export function AddLotForm({
  locale,
  texts,
  stockNumber,
  ...where
}: {
  locale: Locale
  texts: AuctionFormTexts
  /** Filled from the equipment table's "Add to an auction". */
  stockNumber?: string
} & (
  | { auctionSlug: string; auctions?: never }
  | { auctionSlug?: never; auctions: Array<{ value: string; label: string }> }
)) {
  const f = texts.fields
  return (
    <ConsoleForm
      action={addAuctionLotAction}
      locale={locale}
      label={texts.labels.add}
      texts={texts.add}
      hidden={where.auctionSlug ? { auction: where.auctionSlug } : {}}
    >
      {(errors, values) => (
        <FieldRow>
          {where.auctions ? (
            <ConsoleField
              idPrefix="lot-add"
              name="auction"
              label={f.auction}
              kind="select"
              options={where.auctions}
              defaultValue={values.auction}
              error={errors.auctionSlug}
            />
          ) : null}
          <ConsoleField
            idPrefix="lot-add"
            name="stockNumber"
            label={f.stockNumber}
            defaultValue={values.stockNumber ?? stockNumber ?? ''}
            error={errors.stockNumber ?? (where.auctions ? undefined : errors.auctionSlug)}
            maxLength={40}
          />
          <ConsoleField
            idPrefix="lot-add"
            name="startingBid"
            label={f.startingBid}
            inputMode="decimal"
            defaultValue={values.startingBid}
            error={errors.startingBidCents}
            maxLength={16}
          />
          <ConsoleField
            idPrefix="lot-add"
            name="reserve"
            label={f.reserve}
            hint={texts.hints.reserve}
            inputMode="decimal"
            defaultValue={values.reserve}
            error={errors.reserveCents}
            maxLength={16}
          />
        </FieldRow>
      )}
    </ConsoleForm>
  )
}

/**
 * A lot's reserve and, before its first bid, its starting bid (the api refuses a raise once bids
 * are in). An empty reserve removes it: asked first, the lot then selling at any price.
 */
export function LotReserveForm({
  locale,
  texts,
  auctionSlug,
  lot,
}: {
  locale: Locale
  texts: AuctionFormTexts
  auctionSlug: string
  lot: {
    id: string
    bidCount: number
    startingBidCents?: number | null
    reserveCents?: number | null
  }
}) {
  const f = texts.fields
  const p = `lot-${lot.id}-terms`
  const hadReserve = lot.reserveCents != null
  return (
    <ConsoleForm
      action={setLotReserveAction}
      locale={locale}
      label={texts.labels.reserve}
      texts={texts.reserve}
      hidden={{ auction: auctionSlug, lotId: lot.id }}
      confirm={{
        when: (data) =>
          hadReserve && !String(data.get('reserve') ?? '').trim() ? texts.removeReserve : null,
      }}
    >
      {(errors, values) => (
        <>
          {errors.lotId ? (
            <p role="alert" id={`${p}-lot-error`}>
              {errors.lotId}
            </p>
          ) : null}
          <FieldRow>
            <ConsoleField
              idPrefix={p}
              name="reserve"
              label={f.reserve}
              hint={lot.bidCount > 0 ? texts.hints.reserveWithBids : texts.hints.reserve}
              inputMode="decimal"
              defaultValue={values.reserve ?? dollarsOf(lot.reserveCents)}
              error={errors.reserveCents}
              maxLength={16}
            />
            {lot.bidCount === 0 ? (
              <ConsoleField
                idPrefix={p}
                name="startingBid"
                label={f.startingBid}
                inputMode="decimal"
                defaultValue={values.startingBid ?? dollarsOf(lot.startingBidCents)}
                error={errors.startingBidCents}
                maxLength={16}
              />
            ) : null}
          </FieldRow>
        </>
      )}
    </ConsoleForm>
  )
}

/** Withdraw one lot, with the reason staff give. */
export function WithdrawLotForm({
  locale,
  texts,
  auctionSlug,
  lotId,
  lotNumber,
}: {
  locale: Locale
  texts: AuctionFormTexts
  auctionSlug: string
  lotId: string
  lotNumber: number
}) {
  return (
    <ConsoleForm
      action={withdrawAuctionLotAction}
      locale={locale}
      label={`${texts.labels.withdraw} ${lotNumber}`}
      texts={texts.withdraw}
      hidden={{ auction: auctionSlug, lotId }}
    >
      {(errors, values) => (
        <ConsoleField
          idPrefix={`lot-${lotId}`}
          name="reason"
          label={texts.fields.reason}
          defaultValue={values.reason}
          error={errors.reason}
          maxLength={500}
        />
      )}
    </ConsoleForm>
  )
}

/** A bidder's bidding limit, by the e-mail they sign in with (the api audits it). */
export function BiddingLimitForm({ locale, texts }: { locale: Locale; texts: AuctionFormTexts }) {
  return (
    <ConsoleForm
      action={setBiddingLimitAction}
      locale={locale}
      label={texts.labels.limit}
      texts={texts.limit}
    >
      {(errors, values) => (
        <FieldRow>
          <ConsoleField
            idPrefix="limit"
            name="email"
            label={texts.fields.email}
            defaultValue={values.email}
            error={errors.email}
            maxLength={254}
          />
          <ConsoleField
            idPrefix="limit"
            name="limit"
            label={texts.fields.limit}
            hint={texts.hints.limit}
            inputMode="decimal"
            defaultValue={values.limit}
            error={errors.limitCents}
            maxLength={16}
          />
        </FieldRow>
      )}
    </ConsoleForm>
  )
}
