import { Text } from '@react-email/components'
import { t } from '../../i18n'
import type { Locale } from '../../lib/locale'
import { Layout, paragraph } from './Layout'
import { defineTemplate } from './define'

export interface SigninOtpProps {
  code: string
  expiresMinutes: number
}

const subject = (p: SigninOtpProps, locale: Locale) =>
  t(locale, 'mail:signinOtp.subject', { code: p.code })
const expires = (p: SigninOtpProps, locale: Locale) =>
  t(locale, 'mail:signinOtp.expires', { count: p.expiresMinutes })

export const signinOtp = defineTemplate<SigninOtpProps>({
  subject,
  render: (p, locale) => {
    return (
      <Layout locale={locale} preview={subject(p, locale)}>
        <Text style={paragraph}>{t(locale, 'mail:signinOtp.intro')}</Text>
        <Text style={{ ...paragraph, fontSize: 28, fontWeight: 700, letterSpacing: 6 }}>
          {p.code}
        </Text>
        <Text style={paragraph}>{expires(p, locale)}</Text>
        <Text style={paragraph}>{t(locale, 'mail:signinOtp.ignore')}</Text>
      </Layout>
    )
  },
})

/** The same code as a text message (sms, whatsapp). */
export function signinOtpText(p: SigninOtpProps, locale: Locale): string {
  return `${subject(p, locale)}. ${expires(p, locale)}`
}
