'use client'

import type { Locale } from '@/i18n/settings'
import { ConsoleField, FieldRow } from '@/components/console/ConsoleField'
import { ConsoleForm } from '@/components/console/ConsoleForm'
import { saveModelAction } from './catalog-actions'
import type { CatalogFormTexts } from './catalog-texts'
import { NameSlugRow } from './NameSlugRow'
import { slugConfirm } from './slug-change'

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
      confirm={slugConfirm(texts.confirm, current?.slug, (slug) => `${makeSlug}-${slug}`)}
    >
      {(errors, values) => (
        <>
          <NameSlugRow
            idPrefix={idPrefix}
            nameLabel={texts.fields.modelName}
            texts={texts}
            errors={errors}
            values={values}
            current={current}
          />
          <FieldRow>
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
          </FieldRow>
          <FieldRow>
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
          </FieldRow>
        </>
      )}
    </ConsoleForm>
  )
}
