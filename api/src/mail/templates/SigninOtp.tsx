import { Text } from '@react-email/components'
import { t } from '../../i18n'
import { Layout, paragraph } from './Layout'
import { defineTemplate } from './define'
import {
  signinOtpExpires as expires,
  signinOtpSubject as subject,
  type SigninOtpProps,
} from './signin-otp-text'

export type { SigninOtpProps }

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
