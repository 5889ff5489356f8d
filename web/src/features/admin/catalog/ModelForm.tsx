'use client'

import type { Locale } from '@/i18n/settings'
import { ConsoleField } from '@/components/console/ConsoleField'
import { ConsoleForm } from '@/components/console/ConsoleForm'
import styles from '@/components/console/Form.module.css'
import { saveModelAction } from './catalog-actions'
import type { CatalogFormTexts } from './catalog-texts'
import { slugChange } from './slug-change'

export interface ModelRow {
  id: string
  slug: string
  name: string
  categorySlug?: string | null
  subcategorySlug?: string | null
  yearFrom?: number | null
  yearTo?: number | null
}

/** Create a model of `makeSlug`, or edit one (`current`): name, slug, category, years. */
export function ModelForm({
  locale,
  texts,
  label,
  makeSlug,
  categories,
  current,
}: {
  locale: Locale
  texts: CatalogFormTexts
  label: string
  makeSlug: string
  /** The category choices (the first is "none"). */
  categories: Array<{ value: string; label: string }>
  current?: ModelRow
}) {
  const idPrefix = current ? `model-${current.id}` : 'model-new'
  const year = (n: number | null | undefined) => (n == null ? '' : String(n))
  return (
    <ConsoleForm
      action={saveModelAction}
      locale={locale}
      label={label}
      texts={current ? texts.save : texts.create}
      hidden={current ? { mode: 'update', id: current.id, makeSlug } : { mode: 'create', makeSlug }}
      confirm={
        current
          ? {
              when: (data) =>
                slugChange(
                  texts.confirm,
                  current.slug,
                  String(data.get('slug') ?? '').trim(),
                  (slug) => `${makeSlug}-${slug}`,
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
              label={texts.fields.modelName}
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
              kind="select"
              idPrefix={idPrefix}
              name="categorySlug"
              label={texts.fields.categorySlug}
              options={categories}
              defaultValue={values.categorySlug ?? current?.categorySlug ?? ''}
              error={errors.categorySlug}
            />
            <ConsoleField
              idPrefix={idPrefix}
              name="subcategorySlug"
              label={texts.fields.subcategorySlug}
              maxLength={80}
              hint={texts.hints.subcategory}
              defaultValue={values.subcategorySlug ?? current?.subcategorySlug ?? ''}
              error={errors.subcategorySlug}
            />
          </div>
          <div className={styles.row}>
            <ConsoleField
              idPrefix={idPrefix}
              name="yearFrom"
              label={texts.fields.yearFrom}
              inputMode="numeric"
              maxLength={4}
              hint={texts.hints.year}
              defaultValue={values.yearFrom ?? year(current?.yearFrom)}
              error={errors.yearFrom}
            />
            <ConsoleField
              idPrefix={idPrefix}
              name="yearTo"
              label={texts.fields.yearTo}
              inputMode="numeric"
              maxLength={4}
              defaultValue={values.yearTo ?? year(current?.yearTo)}
              error={errors.yearTo}
            />
          </div>
        </>
      )}
    </ConsoleForm>
  )
}
