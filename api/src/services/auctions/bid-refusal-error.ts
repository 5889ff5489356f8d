import type { BidRefusalReason } from '@ironyard/contract/auctions/bid-refusals'
import type { Locale } from '../../context'
import { t } from '../../i18n'
import { AppError, type ErrorCode } from '../../lib/errors'
import { formatMoney } from '../../lib/format-money'

/**
 * Each of the contract's refusal codes (`BID_REFUSAL_REASONS`) as an error with a message key the
 * web compares (`extensions.messageKey`) and a text in the caller's language. The amount's two are
 * the spec's field messages (`validation.bidAmountRequired`, `validation.bidAmountInvalid`), on
 * the `maxBidCents` field; the others are `auctions:bid.<code>`.
 */
const CODES: Record<BidRefusalReason, ErrorCode> = {
  amountRequired: 'VALIDATION',
  amountInvalid: 'VALIDATION',
  belowMinimum: 'VALIDATION',
  lotNotOpen: 'CONFLICT',
  overLimit: 'CONFLICT',
  ownMachine: 'FORBIDDEN',
  notRegistered: 'FORBIDDEN',
}

export function bidRefusal(
  reason: BidRefusalReason,
  locale: Locale,
  detail: { minimumCents?: number } = {},
): AppError {
  if (reason === 'amountRequired' || reason === 'amountInvalid') {
    const key = reason === 'amountRequired' ? 'bidAmountRequired' : 'bidAmountInvalid'
    const text = t(locale, `validation:validation.${key}`)
    return new AppError(
      'VALIDATION',
      { messageKey: `validation:validation.${key}` },
      { fields: [{ path: 'maxBidCents', key: `validation.${key}`, message: text }] },
    )
  }
  const vars =
    reason === 'belowMinimum' && detail.minimumCents !== undefined
      ? {
          minimum: formatMoney(detail.minimumCents, locale),
          minimumCents: detail.minimumCents,
        }
      : undefined
  return new AppError(CODES[reason], { messageKey: `auctions:bid.${reason}`, vars })
}

/** Staff run the auctions: they may not bid at all (issue 34, "Who may bid"). */
export const staffMayNotBid = () => new AppError('FORBIDDEN', { messageKey: 'auctions:bid.staff' })
