'use client'

import type { Locale } from '@/i18n/settings'
import { localePath } from '@/lib/paths'
import { ConsoleCheckbox, ConsoleField } from '@/components/console/ConsoleField'
import { ConsoleForm } from '@/components/console/ConsoleForm'
import styles from '@/components/console/Form.module.css'
import { saveMakeAction } from './catalog-actions'
import type { CatalogFormTexts } from './catalog-texts'
import { slugChange } from './slug-change'

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
      confirm={
        current
          ? {
              when: (data) =>
                slugChange(
                  texts.confirm,
                  current.slug,
                  String(data.get('slug') ?? '').trim(),
                  (slug) => localePath(locale, `/${slug}`),
                ),
            }
          : undefined
      }
    >
      {(errors, values) => (
        <>
          <div className={styles.row}>
            <ConsoleField
              idPrefix={idPrefix}
              name="name"
              label={texts.fields.makeName}
              maxLength={100}
              required
              defaultValue={values.name ?? current?.name}
              error={errors.name}
            />
            <ConsoleField
              idPrefix={idPrefix}
              name="slug"
              label={texts.fields.slug}
              maxLength={80}
              hint={current ? texts.hints.slug : texts.hints.slugOptional}
              defaultValue={values.slug ?? current?.slug}
              error={errors.slug}
            />
          </div>
          <div className={styles.row}>
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
          </div>
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
