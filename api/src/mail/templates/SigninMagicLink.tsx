import { Button, Text } from '@react-email/components'
import type { Locale } from '../../lib/locale'
import { BRAND } from '@ironyard/contract'
import { button, Layout, paragraph } from './Layout'
import { defineTemplate } from './define'

export interface SigninMagicLinkProps {
  /** The link that signs the visitor in (`…?stytch_token_type=magic_links&token=…`). */
  url: string
  /** login: an account exists; signup: the link creates it. */
  kind: 'login' | 'signup'
  expiresMinutes: number
}

const copy = {
  en: {
    subject: {
      login: `Your ${BRAND.name} sign-in link`,
      signup: `Finish creating your ${BRAND.name} account`,
    },
    intro: {
      login: `Click the button below to sign in to ${BRAND.name}.`,
      signup: `Click the button below to create your ${BRAND.name} account and sign in.`,
    },
    action: { login: 'Sign in', signup: 'Create account' },
    expires: (m: number) =>
      m % 60 === 0
        ? `This link expires in ${m / 60} hour${m === 60 ? '' : 's'} and works once.`
        : `This link expires in ${m} minutes and works once.`,
    ignore:
      "If you didn't ask for this email, you can ignore it: nobody can sign in without the link.",
  },
  es: {
    subject: {
      login: `Tu enlace para entrar a ${BRAND.name}`,
      signup: `Termina de crear tu cuenta de ${BRAND.name}`,
    },
    intro: {
      login: `Haz clic en el botón para entrar a ${BRAND.name}.`,
      signup: `Haz clic en el botón para crear tu cuenta de ${BRAND.name} y entrar.`,
    },
    action: { login: 'Entrar', signup: 'Crear cuenta' },
    expires: (m: number) =>
      m % 60 === 0
        ? `Este enlace vence en ${m / 60} hora${m === 60 ? '' : 's'} y funciona una sola vez.`
        : `Este enlace vence en ${m} minutos y funciona una sola vez.`,
    ignore: 'Si no pediste este correo, ignóralo: nadie puede entrar sin el enlace.',
  },
} satisfies Record<Locale, unknown>

export const signinMagicLink = defineTemplate<SigninMagicLinkProps>({
  subject: (p, locale) => copy[locale].subject[p.kind],
  render: (p, locale) => {
    const t = copy[locale]
    return (
      <Layout locale={locale} preview={t.subject[p.kind]}>
        <Text style={paragraph}>{t.intro[p.kind]}</Text>
        <Button href={p.url} style={button}>
          {t.action[p.kind]}
        </Button>
        <Text style={paragraph}>{t.expires(p.expiresMinutes)}</Text>
        <Text style={paragraph}>{t.ignore}</Text>
      </Layout>
    )
  },
})
