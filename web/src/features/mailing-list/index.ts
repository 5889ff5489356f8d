// The public surface of features/mailing-list: what other features may import (decision 049).
export { EmailSignupFields } from './EmailSignupFields'
export { NewsletterSection } from './NewsletterSection'
