import { ConsoleField, FieldRow } from '@/components/console/ConsoleField'
import type { CatalogFormTexts } from './catalog-texts'

/**
 * The first row of the make and model forms: the record's name and its slug (optional when
 * creating: the api derives it from the name).
 */
export function NameSlugRow({
  idPrefix,
  nameLabel,
  texts,
  errors,
  values,
  current,
}: {
  idPrefix: string
  nameLabel: string
  texts: CatalogFormTexts
  errors: Record<string, string>
  values: Record<string, string>
  current?: { name: string; slug: string }
}) {
  return (
    <FieldRow>
      <ConsoleField
        idPrefix={idPrefix}
        name="name"
        label={nameLabel}
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
    </FieldRow>
  )
}
