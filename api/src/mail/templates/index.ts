import {
  auctionClosingSoon,
  auctionLost,
  auctionOutbid,
  auctionReserveNotMet,
} from './AuctionLotMails'
import { auctionWon } from './AuctionWon'
import { inventoryAlertDigest } from './InventoryAlertDigest'
import { leadConfirmation } from './LeadConfirmation'
import { leadSalesNotification } from './LeadSalesNotification'
import { newsletter } from './Newsletter'
import { priceReduced } from './PriceReduced'
import { signinMagicLink } from './SigninMagicLink'
import { signinOtp } from './SigninOtp'
import { signinPasswordReset } from './SigninPasswordReset'
import { subscriptionConfirmation } from './SubscriptionConfirmation'

/** Every mail the product sends. Add a template here to send it through `sendMail`. */
export const MAIL_TEMPLATES = {
  'lead-confirmation': leadConfirmation,
  'lead-sales-notification': leadSalesNotification,
  'signin-magic-link': signinMagicLink,
  'signin-otp': signinOtp,
  'signin-password-reset': signinPasswordReset,
  'price-reduced': priceReduced,
  'inventory-alert-digest': inventoryAlertDigest,
  'subscription-confirmation': subscriptionConfirmation,
  newsletter,
  'auction-outbid': auctionOutbid,
  'auction-closing-soon': auctionClosingSoon,
  'auction-won': auctionWon,
  'auction-lost': auctionLost,
  'auction-reserve-not-met': auctionReserveNotMet,
}

export type TemplateName = keyof typeof MAIL_TEMPLATES
export type TemplateProps<N extends TemplateName> = (typeof MAIL_TEMPLATES)[N] extends {
  render(props: infer P, locale: never): unknown
}
  ? P
  : never
