import { ClientTranslations } from '@/i18n/ClientTranslations'
import type { TranslationPick } from '@/i18n/resources'
import type { Locale } from '@/i18n/settings'
import { NewsletterSignup } from './NewsletterSignup'

/**
 * The texts the form shows: its own (not the inventory alerts' of the same namespace), and of
 * `validation` the only keys its email field can answer (the contract's mailingListEmailSchema,
 * and the api's checks of any text). It is in every page's footer: all of `validation` was 3.7 KB
 * of every page's payload.
 */
export const NEWSLETTER_TRANSLATIONS: readonly TranslationPick[] = [
  {
    ns: 'mailing',
    keys: [
      'title',
      'titleBlog',
      'lead',
      'emailLabel',
      'emailPlaceholder',
      'submit',
      'submitting',
      'thanks',
      'confirmTitle',
      'checkEmail',
      'active',
      'fineprint',
      'errors',
    ],
  },
  {
    ns: 'validation',
    keys: [
      'validation.mailingListEmail',
      'validation.tooLong',
      'validation.invalid',
      'validation.controlCharacters',
    ],
  },
]

/** The newsletter sign-up with the translations it needs (server wrapper of the client form). */
export function NewsletterSection({
  locale,
  variant,
}: {
  locale: Locale
  variant: 'footer' | 'card'
}) {
  return (
    <ClientTranslations locale={locale} namespaces={NEWSLETTER_TRANSLATIONS}>
      <NewsletterSignup locale={locale} variant={variant} />
    </ClientTranslations>
  )
}
