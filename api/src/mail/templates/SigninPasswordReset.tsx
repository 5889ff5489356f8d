import { Button, Link, Text } from '@react-email/components'
import { t } from '../../i18n'
import { button, Layout, paragraph } from './Layout'
import { defineTemplate } from './define'

export interface SigninPasswordResetProps {
  /** `…?stytch_token_type=reset_password&token=…` */
  resetUrl: string
  /** Optional one-time sign-in link that skips the reset (`…?stytch_token_type=magic_links&token=…`). */
  loginUrl?: string
  expiresMinutes: number
}

export const signinPasswordReset = defineTemplate<SigninPasswordResetProps>({
  subject: (_p, locale) => t(locale, 'mail:signinPasswordReset.subject'),
  render: (p, locale) => {
    return (
      <Layout locale={locale} preview={t(locale, 'mail:signinPasswordReset.subject')}>
        <Text style={paragraph}>{t(locale, 'mail:signinPasswordReset.intro')}</Text>
        <Button href={p.resetUrl} style={button}>
          {t(locale, 'mail:signinPasswordReset.action')}
        </Button>
        {p.loginUrl ? (
          <Text style={paragraph}>
            <Link href={p.loginUrl}>{t(locale, 'mail:signinPasswordReset.login')}</Link>
          </Text>
        ) : null}
        <Text style={paragraph}>
          {t(locale, 'mail:signinPasswordReset.expires', { minutes: p.expiresMinutes })}
        </Text>
        <Text style={paragraph}>{t(locale, 'mail:signinPasswordReset.ignore')}</Text>
      </Layout>
    )
  },
})
