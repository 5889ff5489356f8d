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
}

export type TemplateName = keyof typeof MAIL_TEMPLATES
export type TemplateProps<N extends TemplateName> = (typeof MAIL_TEMPLATES)[N] extends {
  render(props: infer P, locale: never): unknown
}
  ? P
  : never

/**
 * Marketing mail (issue 16): sent to a subscription, never because of something the recipient just
 * did. Each carries an unsubscribe link and the List-Unsubscribe headers; `sendMail` refuses one
 * without them. The confirmation mail is asked for by the form, but it carries both as well.
 */
export const MARKETING_TEMPLATES: ReadonlySet<TemplateName> = new Set<TemplateName>([
  'newsletter',
  'inventory-alert-digest',
  'price-reduced',
  'subscription-confirmation',
])
