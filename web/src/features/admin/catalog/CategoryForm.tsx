'use client'

import type { Locale } from '@/i18n/settings'
import { localePath } from '@/lib/paths'
import { ConsoleField, FieldRow } from '@/components/console/ConsoleField'
import { ConsoleForm } from '@/components/console/ConsoleForm'
import { saveCategoryAction } from './catalog-actions'
import type { CatalogFormTexts } from './catalog-texts'
import { slugConfirm } from './slug-change'

/**
 * Create a category or subcategory (`parents` offered), or edit one (`current` given): slug and
 * both names. Changing the slug asks first, saying where the old address will lead.
 */
export function CategoryForm({
  locale,
  texts,
  label,
  idPrefix,
  parents,
  groups,
  current,
}: {
  locale: Locale
  texts: CatalogFormTexts
  label: string
  idPrefix: string
  /** Create mode: the parent choices (the first is "none"). */
  parents?: Array<{ value: string; label: string }>
  groups?: Array<{ value: string; label: string }>
  /** Edit mode: the row as it is. */
  current?: { slug: string; nameEn: string; nameEs: string; parentSlug: string | null }
}) {
  const path = (slug: string) =>
    localePath(
      locale,
      current?.parentSlug ? `/equipment?category=${current.parentSlug}&sub=${slug}` : `/${slug}`,
    )
  return (
    <ConsoleForm
      action={saveCategoryAction}
      locale={locale}
      label={label}
      texts={current ? texts.save : texts.create}
      hidden={
        current
          ? { mode: 'update', current: current.slug, parentSlug: current.parentSlug ?? '' }
          : { mode: 'create' }
      }
      confirm={slugConfirm(texts.confirm, current?.slug, path)}
    >
      {(errors, values) => (
        <>
          {parents ? (
            <FieldRow>
              <ConsoleField
                kind="select"
                idPrefix={idPrefix}
                name="parentSlug"
                label={texts.fields.parentSlug}
                options={parents}
                defaultValue={values.parentSlug}
                error={errors.parentSlug}
              />
              {groups ? (
                <ConsoleField
                  kind="select"
                  idPrefix={idPrefix}
                  name="groupSlug"
                  label={texts.fields.groupSlug}
                  options={groups}
                  defaultValue={values.groupSlug}
                  error={errors.groupSlug}
                />
              ) : null}
            </FieldRow>
          ) : null}
          <FieldRow>
            <ConsoleField
              idPrefix={idPrefix}
              name="name"
              label={texts.fields.name}
              maxLength={80}
              lang="en"
              required
              defaultValue={values.name ?? current?.nameEn}
              error={errors.name}
            />
            <ConsoleField
              idPrefix={idPrefix}
              name="nameEs"
              label={texts.fields.nameEs}
              maxLength={80}
              lang="es"
              required
              defaultValue={values.nameEs ?? current?.nameEs}
              error={errors.nameEs}
            />
          </FieldRow>
          <ConsoleField
            idPrefix={idPrefix}
            name="slug"
            label={texts.fields.slug}
            maxLength={80}
            required
            hint={texts.hints.slug}
            defaultValue={values.slug ?? current?.slug}
            error={errors.slug}
          />
        </>
      )}
    </ConsoleForm>
  )
}
