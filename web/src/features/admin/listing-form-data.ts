import 'server-only'
import {
  LISTING_FORM_FIELDS,
  listingFormValue,
  type ListingFormField,
} from '@ironyard/contract/admin-listing'
import {
  AGREEMENT_TYPES,
  CONDITIONS,
  EMISSION_TIERS,
  FLAIRS,
} from '@ironyard/contract/listing-enums'
import { AdminListingFormCatalogDocument } from '@/graphql/__generated__/graphql'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { gql } from '@/lib/api-client'
import type { FormCategory, ListingFormTexts } from './ListingForm'
import type { AdminListingData } from './equipment-data'

/** The listing form's choices (read fresh: staff may have just added a category) and texts. */
export async function listingFormProps(
  locale: Locale,
  mode: 'create' | 'update',
): Promise<{ categories: FormCategory[]; texts: ListingFormTexts }> {
  const t = getT(locale, 'admin')
  const badge = getT(locale, 'equipment')
  const { categories } = await gql(AdminListingFormCatalogDocument, {}, { locale, session: true })
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, locale)
  const fields = Object.fromEntries(
    (Object.keys(LISTING_FORM_FIELDS) as ListingFormField[]).map((f) => [
      f,
      t(`equipment.fields.${f}`),
    ]),
  ) as Record<ListingFormField, string>
  return {
    categories: categories
      .map((c) => ({
        slug: c.slug,
        name: c.singularName,
        subcategories: [...c.subcategories].sort(byName),
      }))
      .sort(byName),
    texts: {
      fields,
      help: {
        stockNumber: t('equipment.help.stockNumber'),
        advertisedPriceCents: t('equipment.help.advertisedPriceCents'),
        originalPriceCents: t('equipment.help.originalPriceCents'),
        floorPriceCents: t('equipment.help.floorPriceCents'),
      },
      legends: {
        machine: t('equipment.legends.machine'),
        usage: t('equipment.legends.usage'),
        price: t('equipment.legends.price'),
        terms: t('equipment.legends.terms'),
        labels: t('equipment.legends.labels'),
        descriptions: t('equipment.legends.descriptions'),
      },
      choices: {
        condition: [
          ['', t('equipment.noCondition')],
          ...CONDITIONS.map((c): [string, string] => [c, t(`equipment.conditions.${c}`)]),
        ],
        emissionTier: [
          ['', t('equipment.noEmissionTier')],
          ...EMISSION_TIERS.map((e): [string, string] => [e, e]),
        ],
        flair: [
          ['NotSet', t('equipment.noFlair')],
          ...FLAIRS.filter((f) => f !== 'None' && f !== 'NotSet').map((f): [string, string] => [
            f,
            badge(`badge.${f}`),
          ]),
        ],
        agreementType: [
          ...(mode === 'create' ? [['', t('equipment.defaultAgreement')] as [string, string]] : []),
          ...AGREEMENT_TYPES.map((a): [string, string] => [
            String(a),
            t(`equipment.agreementTypes.${a}`),
          ]),
        ],
      },
      chooseCategory: t('equipment.chooseCategory'),
      noSubcategory: t('equipment.noSubcategory'),
      descriptionEsMissing: t('equipment.descriptionEsMissing'),
      submit: t(mode === 'create' ? 'equipment.create' : 'equipment.save'),
      sending: t('equipment.sending'),
      failed: t(mode === 'create' ? 'equipment.createFailed' : 'equipment.saveFailed'),
    },
  }
}

/** A listing's stored values as the edit form of `locale` shows them (its money writing). */
export function listingFormInitial(
  l: AdminListingData,
  locale: Locale,
): Partial<Record<ListingFormField, string>> {
  const source: Partial<Record<ListingFormField, unknown>> = {
    ...l,
    subcategorySlug: l.subcategorySlug,
  }
  return Object.fromEntries(
    (Object.keys(LISTING_FORM_FIELDS) as ListingFormField[]).map((f) => [
      f,
      listingFormValue(f, source[f], locale),
    ]),
  )
}
