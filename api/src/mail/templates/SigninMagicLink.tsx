import { Button, Text } from '@react-email/components'
import { t } from '../../i18n'
import type { Locale } from '../../lib/locale'
import { button, Layout, paragraph } from './Layout'
import { defineTemplate } from './define'

export interface SigninMagicLinkProps {
  /** The link that signs the visitor in (`…?stytch_token_type=magic_links&token=…`). */
  url: string
  /** login: an account exists; signup: the link creates it. */
  kind: 'login' | 'signup'
  expiresMinutes: number
}

/** Whole hours read as hours ("1 hour", "2 hours"), anything else as minutes. */
const expires = (m: number, locale: Locale) =>
  m % 60 === 0
    ? t(locale, 'mail:signinMagicLink.expiresHours', { count: m / 60 })
    : t(locale, 'mail:signinMagicLink.expiresMinutes', { minutes: m })

export const signinMagicLink = defineTemplate<SigninMagicLinkProps>({
  subject: (p, locale) => t(locale, `mail:signinMagicLink.subject.${p.kind}`),
  render: (p, locale) => {
    return (
      <Layout locale={locale} preview={t(locale, `mail:signinMagicLink.subject.${p.kind}`)}>
        <Text style={paragraph}>{t(locale, `mail:signinMagicLink.intro.${p.kind}`)}</Text>
        <Button href={p.url} style={button}>
          {t(locale, `mail:signinMagicLink.action.${p.kind}`)}
        </Button>
        <Text style={paragraph}>{expires(p.expiresMinutes, locale)}</Text>
        <Text style={paragraph}>{t(locale, 'mail:signinMagicLink.ignore')}</Text>
      </Layout>
    )
  },
})
