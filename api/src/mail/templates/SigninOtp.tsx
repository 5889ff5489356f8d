import { Text } from '@react-email/components'
import type { Locale } from '../../lib/locale'
import { BRAND } from '@ironyard/contract'
import { Layout, paragraph } from './Layout'
import { defineTemplate } from './define'

export interface SigninOtpProps {
  code: string
  expiresMinutes: number
}

const copy = {
  en: {
    subject: (code: string) => `${code} is your ${BRAND.name} verification code`,
    intro: `Enter this code to sign in to ${BRAND.name}:`,
    expires: (m: number) => `The code expires in ${m} minute${m === 1 ? '' : 's'} and works once.`,
    ignore: "If you didn't ask for a code, you can ignore this email.",
  },
  es: {
    subject: (code: string) => `${code} es tu código de verificación de ${BRAND.name}`,
    intro: `Escribe este código para entrar a ${BRAND.name}:`,
    expires: (m: number) =>
      `El código vence en ${m} minuto${m === 1 ? '' : 's'} y funciona una sola vez.`,
    ignore: 'Si no pediste un código, ignora este correo.',
  },
} satisfies Record<Locale, unknown>

export const signinOtp = defineTemplate<SigninOtpProps>({
  subject: (p, locale) => copy[locale].subject(p.code),
  render: (p, locale) => {
    const t = copy[locale]
    return (
      <Layout locale={locale} preview={copy[locale].subject(p.code)}>
        <Text style={paragraph}>{t.intro}</Text>
        <Text style={{ ...paragraph, fontSize: 28, fontWeight: 700, letterSpacing: 6 }}>
          {p.code}
        </Text>
        <Text style={paragraph}>{t.expires(p.expiresMinutes)}</Text>
        <Text style={paragraph}>{t.ignore}</Text>
      </Layout>
    )
  },
})

/** The same code as a text message (sms, whatsapp). */
export function signinOtpText(p: SigninOtpProps, locale: Locale): string {
  return `${copy[locale].subject(p.code)}. ${copy[locale].expires(p.expiresMinutes)}`
}
