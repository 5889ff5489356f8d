import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import type { ConfirmTexts } from '@/components/console/ConfirmDialog'
import type { ConsoleFormTexts } from '@/components/console/ConsoleForm'

/** The words the catalogue's client forms need, chosen on the server in the visitor's language. */
export interface CatalogFormTexts {
  create: ConsoleFormTexts
  save: ConsoleFormTexts
  fields: Record<string, string>
  hints: Record<string, string>
  /** `message` holds {{from}} and {{to}}: the form fills in the old and new address. */
  confirm: ConfirmTexts
}

export function catalogFormTexts(locale: Locale): CatalogFormTexts {
  const t = getT(locale, 'admin-catalog')
  const form = (submit: string): ConsoleFormTexts => ({
    submit,
    sending: t('form.sending'),
    failed: t('form.failed'),
  })
  const keys = (section: string, names: string[]) =>
    Object.fromEntries(names.map((n) => [n, t(`${section}.${n}`)]))
  return {
    create: form(t('form.create')),
    save: form(t('form.save')),
    fields: keys('fields', [
      'slug',
      'name',
      'nameEs',
      'makeName',
      'parentSlug',
      'groupSlug',
      'aliases',
      'parentCompany',
      'featured',
      'modelName',
      'categorySlug',
      'subcategorySlug',
      'yearFrom',
      'yearTo',
    ]),
    hints: keys('hints', ['slug', 'slugOptional', 'aliases', 'subcategory', 'year']),
    confirm: {
      title: t('confirm.title'),
      // Placeholders left for the form: i18next would otherwise fill them with nothing.
      message: t('confirm.message', { from: '{{from}}', to: '{{to}}' }),
      confirm: t('confirm.confirm'),
      cancel: t('confirm.cancel'),
    },
  }
}
