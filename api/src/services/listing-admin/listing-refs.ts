import { BRAND } from '@ironyard/contract'
import { and, eq, sql } from 'drizzle-orm'
import { categories, models, sellers, subcategories } from '../../db/schema'
import { AppError, type FieldError } from '../../lib/errors'
import { t } from '../../i18n'
import type { Locale } from '../../lib/locale'
import { lookupZip } from '../search/engine/geo'
import type { Tx } from './listing-lifecycle'
import { catalogueMakeNames, closestMakes, makesByName, unknownMakeError } from './make-suggestions'

/** A refused field of a listing form, in the caller's language (admin namespace). */
export function listingFieldError(
  locale: Locale,
  path: string,
  key: 'categoryUnknown' | 'subcategoryUnknown' | 'makeUnknown' | 'zipUnknown' | 'stockNumberTaken',
): FieldError {
  return { path, key: `admin.listing.${key}`, message: t(locale, `admin:listing.${key}`) }
}

export interface ListingRefs {
  categoryId: number
  equipmentCategorySlug: string
  subcategoryId: number | null
  makeId: number
  modelId: number | null
  location: {
    lat: number
    lng: number
    address: string
    placeId: string
    shortAddress: string
    city: string
    state: string
    zip: string
  }
}

/**
 * Turn what a form names (category and subcategory slugs, a make by name or slug, a model name, a
 * ZIP) into the rows a listing points at; every unknown one is a field error, all at once.
 */
export async function resolveListingRefs(
  tx: Tx,
  input: {
    categorySlug: string
    subcategorySlug?: string | null
    make: string
    model: string
    zip: string
  },
  locale: Locale,
): Promise<ListingRefs> {
  const errors: FieldError[] = []
  const [category] = await tx
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(eq(categories.slug, input.categorySlug.toLowerCase()))
  if (!category) errors.push(listingFieldError(locale, 'categorySlug', 'categoryUnknown'))
  let subcategoryId: number | null = null
  if (category && input.subcategorySlug) {
    const [sub] = await tx
      .select({ id: subcategories.id })
      .from(subcategories)
      .where(
        and(
          eq(subcategories.categoryId, category.id),
          eq(subcategories.slug, input.subcategorySlug.toLowerCase()),
        ),
      )
    if (sub) subcategoryId = sub.id
    else errors.push(listingFieldError(locale, 'subcategorySlug', 'subcategoryUnknown'))
  }
  const makeName = input.make.trim()
  const make = (await makesByName(tx, [makeName])).get(makeName.toLowerCase())
  if (!make) {
    const near = closestMakes(makeName, await catalogueMakeNames(tx))
    errors.push(unknownMakeError(locale, makeName, near))
  }
  const zip = lookupZip(input.zip)
  if (!zip) errors.push(listingFieldError(locale, 'zip', 'zipUnknown'))
  if (errors.length || !category || !make || !zip) {
    throw new AppError('VALIDATION', { messageKey: 'admin:listing.invalid' }, { fields: errors })
  }
  const [model] = await tx
    .select({ id: models.id })
    .from(models)
    .where(
      and(eq(models.makeId, make.id), sql`lower(${models.name}) = ${input.model.toLowerCase()}`),
    )
    .limit(1)
  const place = `${zip.city}, ${zip.state}`
  return {
    categoryId: category.id,
    equipmentCategorySlug: category.slug,
    subcategoryId,
    makeId: make.id,
    modelId: model?.id ?? null,
    location: {
      lat: zip.lat,
      lng: zip.lng,
      address: `${place} ${input.zip}`,
      placeId: `zip:${input.zip}`,
      shortAddress: place,
      city: zip.city,
      state: zip.state,
      zip: input.zip,
    },
  }
}

/** The seller of listings staff write: the marketplace itself (created on first use). */
export async function houseSellerId(tx: Tx): Promise<number> {
  const [found] = await tx
    .select({ id: sellers.id })
    .from(sellers)
    .where(and(eq(sellers.name, BRAND.legalName), eq(sellers.kind, 'standard')))
    .limit(1)
  if (found) return found.id
  const [created] = await tx
    .insert(sellers)
    .values({
      name: BRAND.legalName,
      kind: 'standard',
      street: BRAND.street,
      city: BRAND.city,
      state: BRAND.state,
      zip: BRAND.zip,
      phone: BRAND.supportPhone,
      email: BRAND.supportEmail,
    })
    .returning({ id: sellers.id })
  return created.id
}
