import { ClientTranslations } from '@/i18n/ClientTranslations'
import type { Locale } from '@/i18n/settings'
import { NewsletterSignup } from './NewsletterSignup'

/** The newsletter sign-up with the translations it needs (server wrapper of the client form). */
export function NewsletterSection({
  locale,
  variant,
}: {
  locale: Locale
  variant: 'footer' | 'card'
}) {
  return (
    <ClientTranslations locale={locale} namespaces={['mailing', 'validation']}>
      <NewsletterSignup locale={locale} variant={variant} />
    </ClientTranslations>
  )
}
