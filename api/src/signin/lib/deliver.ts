import type { AppDeps, Locale } from '../../context'
import { sendMail, sendText } from '../../mail/mailer'
import { signinOtpText } from '../../mail/templates/SigninOtp'
import type { SigninMagicLinkProps } from '../../mail/templates/SigninMagicLink'
import type { SigninOtpProps } from '../../mail/templates/SigninOtp'
import type { SigninPasswordResetProps } from '../../mail/templates/SigninPasswordReset'

/**
 * How sign-in messages leave: through the product's one mail path (react-email templates, SMTP or
 * the local outbox). sms and whatsapp codes go to the same outbox; no text provider is configured.
 */
export interface Messenger {
  magicLink(
    to: string,
    locale: Locale,
    props: SigninMagicLinkProps,
    dedupeKey: string,
  ): Promise<void>
  emailOtp(to: string, locale: Locale, props: SigninOtpProps, dedupeKey: string): Promise<void>
  textOtp(
    channel: 'sms' | 'whatsapp',
    to: string,
    locale: Locale,
    props: SigninOtpProps,
    dedupeKey: string,
  ): Promise<void>
  passwordReset(
    to: string,
    locale: Locale,
    props: SigninPasswordResetProps,
    dedupeKey: string,
  ): Promise<void>
}

export function createMessenger(deps: Pick<AppDeps, 'database' | 'env' | 'logger'>): Messenger {
  return {
    async magicLink(to, locale, props, dedupeKey) {
      await sendMail(deps, { template: 'signin-magic-link', to, locale, props, dedupeKey })
    },
    async emailOtp(to, locale, props, dedupeKey) {
      await sendMail(deps, { template: 'signin-otp', to, locale, props, dedupeKey })
    },
    async textOtp(channel, to, locale, props, dedupeKey) {
      const body = signinOtpText(props, locale)
      await sendText(deps, { channel, template: 'signin-otp', to, locale, body, dedupeKey })
    },
    async passwordReset(to, locale, props, dedupeKey) {
      await sendMail(deps, { template: 'signin-password-reset', to, locale, props, dedupeKey })
    },
  }
}
