import { t } from '../../i18n'
import type { Locale } from '../../lib/locale'

export interface SigninOtpProps {
  code: string
  expiresMinutes: number
}

/**
 * The one-time code's words, without react-email: a text message (sms, whatsapp) is sent with
 * these alone, and the mail templates load only when a mail is rendered (decision 053).
 */
export const signinOtpSubject = (p: SigninOtpProps, locale: Locale) =>
  t(locale, 'mail:signinOtp.subject', { code: p.code })
export const signinOtpExpires = (p: SigninOtpProps, locale: Locale) =>
  t(locale, 'mail:signinOtp.expires', { count: p.expiresMinutes })

/** The same code as a text message (sms, whatsapp). */
export function signinOtpText(p: SigninOtpProps, locale: Locale): string {
  return `${signinOtpSubject(p, locale)}. ${signinOtpExpires(p, locale)}`
}
