'use client'

import type { Locale } from '@/i18n/settings'
import { localePath } from '@/lib/paths'
import { ConsoleCheckbox, ConsoleField, FieldRow } from '@/components/console/ConsoleField'
import { ConsoleForm } from '@/components/console/ConsoleForm'
import { saveMakeAction } from './catalog-actions'
import type { CatalogFormTexts } from './catalog-texts'
import { NameSlugRow } from './NameSlugRow'
import { slugConfirm } from './slug-change'

/** Create a make, or edit one (`current`): name, slug, aliases, parent company, featured. */
export function MakeForm({
  locale,
  texts,
  label,
  current,
}: {
  locale: Locale
  texts: CatalogFormTexts
  label: string
  current?: {
    slug: string
    name: string
    aliases: string[]
    parentCompany?: string | null
    featured: boolean
  }
}) {
  const idPrefix = current ? 'make-edit' : 'make-new'
  return (
    <ConsoleForm
      action={saveMakeAction}
      locale={locale}
      label={label}
      texts={current ? texts.save : texts.create}
      hidden={current ? { mode: 'update', current: current.slug } : { mode: 'create' }}
      confirm={slugConfirm(texts.confirm, current?.slug, (slug) => localePath(locale, `/${slug}`))}
    >
      {(errors, values) => (
        <>
          <NameSlugRow
            idPrefix={idPrefix}
            nameLabel={texts.fields.makeName}
            texts={texts}
            errors={errors}
            values={values}
            current={current}
          />
          <FieldRow>
            <ConsoleField
              idPrefix={idPrefix}
              name="aliases"
              label={texts.fields.aliases}
              maxLength={1000}
              hint={texts.hints.aliases}
              defaultValue={values.aliases ?? current?.aliases.join(', ')}
              error={errors.aliases}
            />
            <ConsoleField
              idPrefix={idPrefix}
              name="parentCompany"
              label={texts.fields.parentCompany}
              maxLength={120}
              defaultValue={values.parentCompany ?? current?.parentCompany ?? ''}
              error={errors.parentCompany}
            />
          </FieldRow>
          <ConsoleCheckbox
            idPrefix={idPrefix}
            name="featured"
            label={texts.fields.featured}
            defaultChecked={
              values.featured !== undefined ? !!values.featured : (current?.featured ?? true)
            }
          />
        </>
      )}
    </ConsoleForm>
  )
}
