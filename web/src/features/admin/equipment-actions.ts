'use server'

import { LIFECYCLE_STEPS, type LifecycleStep } from '@ironyard/contract/listing-enums'
import { redirect } from 'next/navigation'
import {
  ChangeListingPriceDocument,
  CreateListingDocument,
  MarkComingSoonDocument,
  MarkListingSoldDocument,
  PublishListingDocument,
  RemoveListingDocument,
  RestoreListingDocument,
} from '@/graphql/__generated__/graphql'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/settings'
import { formDataArg, stateArg } from '@/lib/action-input'
import { actionFailure, type FormState } from '@/lib/action-result'
import { gql } from '@/lib/api-client'
import { isApiError } from '@/lib/api-errors'
import { localePath } from '@/lib/paths'

const text = (form: FormData, key: string): string => {
  const v = form.get(key)
  return typeof v === 'string' ? v.trim().slice(0, 10_000) : ''
}
/** Dollars as typed ("125,000", "$125000.50") to cents; NaN when it is not an amount. */
const cents = (typed: string): number => {
  const clean = typed.replace(/[$,\s]/g, '')
  return /^\d{1,9}(\.\d{1,2})?$/.test(clean) ? Math.round(Number(clean) * 100) : Number.NaN
}
/** A whole number as typed ("4,200"); null when empty, NaN when not a number. */
const whole = (typed: string): number | null => {
  const clean = typed.replace(/[,\s]/g, '')
  if (!clean) return null
  return /^\d{1,9}$/.test(clean) ? Number(clean) : Number.NaN
}
/** A number the api will refuse by name when what was typed is not one (NaN cannot be sent). */
const orInvalid = (n: number | null): number | null => (n !== null && Number.isNaN(n) ? -1 : n)
const localeOf = (form: FormData): Locale => {
  const l = form.get('locale')
  return isLocale(l) ? l : DEFAULT_LOCALE
}

/**
 * One lifecycle button of the equipment page (a plain form post: works without JavaScript). The
 * page comes back saying what happened, or why nothing did (the api's reason, translated).
 */
export async function listingStepAction(formArg: FormData): Promise<void> {
  const form = formDataArg(formArg)
  const locale = localeOf(form)
  const stockNumber = text(form, 'stockNumber').slice(0, 40)
  const step = text(form, 'step') as LifecycleStep
  if (!LIFECYCLE_STEPS.includes(step) || !/^[A-Za-z0-9-]{1,40}$/.test(stockNumber)) {
    redirect(localePath(locale, '/admin/equipment'))
  }
  const opts = { locale, session: true } as const
  let outcome: string
  try {
    if (step === 'publish') await gql(PublishListingDocument, { stockNumber }, opts)
    if (step === 'markComingSoon') await gql(MarkComingSoonDocument, { stockNumber }, opts)
    if (step === 'restore') await gql(RestoreListingDocument, { stockNumber }, opts)
    if (step === 'remove') {
      await gql(RemoveListingDocument, { stockNumber, reason: text(form, 'reason') }, opts)
    }
    if (step === 'changePrice') {
      const price = cents(text(form, 'price'))
      await gql(
        ChangeListingPriceDocument,
        { stockNumber, advertisedPriceCents: Number.isFinite(price) ? price : -1 },
        opts,
      )
    }
    if (step === 'markSold') {
      const price = cents(text(form, 'price'))
      await gql(
        MarkListingSoldDocument,
        {
          stockNumber,
          soldPriceCents: Number.isFinite(price) ? price : -1,
          soldOn: text(form, 'soldOn'),
        },
        opts,
      )
    }
    outcome = `done=${step}`
  } catch (e) {
    if (!isApiError(e)) throw e
    const why = e.fields[0]?.message || e.message
    outcome = `failed=${step}&why=${encodeURIComponent(why.slice(0, 300))}`
  }
  redirect(
    `${localePath(locale, `/admin/equipment/${encodeURIComponent(stockNumber)}`)}?${outcome}`,
  )
}

export type NewListingState = FormState<
  { stockNumber: string },
  { values: Record<string, string>; key: string }
>

/** The "new listing" form: a draft, then its page. Field errors come back with the values typed. */
export async function createListingAction(
  prevArg: NewListingState,
  formArg: FormData,
): Promise<NewListingState> {
  const prev = stateArg(prevArg)
  const form = formDataArg(formArg)
  const locale = localeOf(form)
  const keys = [
    'categorySlug',
    'make',
    'model',
    'year',
    'hours',
    'miles',
    'serialNumber',
    'price',
    'zip',
    'condition',
    'description',
    'descriptionEs',
    'stockNumber',
  ]
  const values = Object.fromEntries(keys.map((k) => [k, text(form, k)]))
  const year = whole(values.year)
  const price = cents(values.price)
  let created: string
  try {
    const { createListing } = await gql(
      CreateListingDocument,
      {
        input: {
          categorySlug: values.categorySlug,
          make: values.make,
          model: values.model,
          year: year === null || Number.isNaN(year) ? -1 : year,
          hours: orInvalid(whole(values.hours)),
          miles: orInvalid(whole(values.miles)),
          serialNumber: values.serialNumber || null,
          advertisedPriceCents: Number.isFinite(price) ? price : -1,
          zip: values.zip,
          condition: (values.condition || null) as never,
          description: values.description || null,
          descriptionEs: values.descriptionEs || null,
          stockNumber: values.stockNumber || null,
          idempotencyKey: prev.key,
        },
      },
      { locale, session: true },
    )
    created = createListing.stockNumber
  } catch (e) {
    return { ...prev, values, result: actionFailure(e) }
  }
  redirect(`${localePath(locale, `/admin/equipment/${encodeURIComponent(created)}`)}?done=create`)
}
