import type { TemplateName } from '.'

/**
 * Marketing mail (issue 16): sent to a subscription, never because of something the recipient just
 * did. Each carries an unsubscribe link and the List-Unsubscribe headers; `sendMail` refuses one
 * without them. The confirmation mail is asked for by the form, but it carries both as well.
 * Apart from the templates, which load with the first mail (decision 053).
 */
export const MARKETING_TEMPLATES: ReadonlySet<TemplateName> = new Set<TemplateName>([
  'newsletter',
  'inventory-alert-digest',
  'price-reduced',
  'subscription-confirmation',
])
