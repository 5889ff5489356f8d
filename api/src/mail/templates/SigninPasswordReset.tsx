import { Button, Link, Text } from '@react-email/components'
import type { Locale } from '../../lib/locale'
import { BRAND } from '@ironyard/contract'
import { button, Layout, paragraph } from './Layout'
import { defineTemplate } from './define'

export interface SigninPasswordResetProps {
  /** `…?stytch_token_type=reset_password&token=…` */
  resetUrl: string
  /** Optional one-time sign-in link that skips the reset (`…?stytch_token_type=magic_links&token=…`). */
  loginUrl?: string
  expiresMinutes: number
}

const copy = {
  en: {
    subject: `Reset your ${BRAND.name} password`,
    intro: 'We received a request to reset your password. Choose a new one with the button below.',
    action: 'Reset password',
    login: 'Or sign in without changing it',
    expires: (m: number) => `The link expires in ${m} minutes and works once.`,
    ignore:
      "If you didn't ask to reset your password, you can ignore this email: your password stays the same.",
  },
  es: {
    subject: `Restablece tu contraseña de ${BRAND.name}`,
    intro: 'Recibimos una solicitud para restablecer tu contraseña. Elige una nueva con el botón.',
    action: 'Restablecer contraseña',
    login: 'O entra sin cambiarla',
    expires: (m: number) => `El enlace vence en ${m} minutos y funciona una sola vez.`,
    ignore: 'Si no pediste restablecer tu contraseña, ignora este correo: tu contraseña no cambia.',
  },
} satisfies Record<Locale, unknown>

export const signinPasswordReset = defineTemplate<SigninPasswordResetProps>({
  subject: (_p, locale) => copy[locale].subject,
  render: (p, locale) => {
    const t = copy[locale]
    return (
      <Layout locale={locale} preview={t.subject}>
        <Text style={paragraph}>{t.intro}</Text>
        <Button href={p.resetUrl} style={button}>
          {t.action}
        </Button>
        {p.loginUrl ? (
          <Text style={paragraph}>
            <Link href={p.loginUrl}>{t.login}</Link>
          </Text>
        ) : null}
        <Text style={paragraph}>{t.expires(p.expiresMinutes)}</Text>
        <Text style={paragraph}>{t.ignore}</Text>
      </Layout>
    )
  },
})
