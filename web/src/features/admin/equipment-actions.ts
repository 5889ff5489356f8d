'use server'

import {
  idempotencyKeySchema,
  isStockNumber,
  LISTING_FORM_FIELDS,
  listingInputFromForm,
  type ListingFormField,
} from '@ironyard/contract/admin-listing'
import { parseLocaleMoneyCents } from '@ironyard/contract/money'
import { LIFECYCLE_STEPS, type LifecycleStep } from '@ironyard/contract/listing-enums'
import { redirect } from 'next/navigation'
import {
  ChangeListingPriceDocument,
  CreateListingDocument,
  DuplicateListingDocument,
  UpdateListingDocument,
  type CreateListingInput,
  type UpdateListingInput,
  MarkComingSoonDocument,
  MarkListingSoldDocument,
  PublishListingDocument,
  RemoveListingDocument,
  RestoreListingDocument,
  PutListingBackOnSaleDocument,
  DiscardDraftDocument,
} from '@/graphql/__generated__/graphql'
import type { Locale } from '@/i18n/settings'
import { stateField } from '@/lib/action-args'
import { formDataArg, stateArg, formLocale, formText } from '@/lib/action-input'
import { actionFailure, type FormState } from '@/lib/action-result'
import { gql } from '@/lib/api-client'
import { isApiError } from '@/lib/api-errors'
import { localePath } from '@/lib/paths'
import { consoleOf, consolePath } from '@/components/console/console'
import { errorKeyOf, errorParam } from '@/components/console/outcome-error'
import { consoleListingInput, consoleSteps } from './console'
import { EQUIPMENT_BY_API_KEY, EQUIPMENT_OUTCOME_ID } from './equipment-errors'

const text = (form: FormData, key: string): string => formText(form, key, 10_000)
/**
 * Dollars as typed in the form's language ("245.000" in Spanish) to cents for the api; -1
 * (refused by name there) when it is not an amount.
 */
const centsOrInvalid = (typed: string, locale: Locale): number =>
  parseLocaleMoneyCents(typed, locale) ?? -1
const localeOf = formLocale
/** The console the form was posted from (admin unless it says partner), and its listing paths. */
const consoleFrom = (form: FormData) => {
  const console = consoleOf(form.get('console'))
  return {
    console,
    list: (locale: Locale) => localePath(locale, consolePath(console, '/equipment')),
    listing: (locale: Locale, stockNumber: string) =>
      localePath(locale, consolePath(console, `/equipment/${encodeURIComponent(stockNumber)}`)),
  }
}

/**
 * One lifecycle button of the equipment page (a plain form post: works without JavaScript). The
 * page comes back saying what happened, or why nothing did: a key of the page's own texts
 * (`?failed=markSold&error=soldOn`), never the api's sentence, shown in the steps' card that the
 * address ends at (`#lifecycle-outcome`, issue 36).
 */
export async function listingStepAction(formArg: FormData): Promise<void> {
  const form = formDataArg(formArg)
  const locale = localeOf(form)
  const stockNumber = text(form, 'stockNumber').slice(0, 40)
  const step = text(form, 'step') as LifecycleStep
  const at = consoleFrom(form)
  if (!consoleSteps(at.console, LIFECYCLE_STEPS).includes(step) || !isStockNumber(stockNumber)) {
    redirect(at.list(locale))
  }
  const opts = { locale, session: true } as const
  let outcome: string
  try {
    if (step === 'publish') await gql(PublishListingDocument, { stockNumber }, opts)
    if (step === 'markComingSoon') await gql(MarkComingSoonDocument, { stockNumber }, opts)
    if (step === 'restore') await gql(RestoreListingDocument, { stockNumber }, opts)
    if (step === 'discardDraft') await gql(DiscardDraftDocument, { stockNumber }, opts)
    if (step === 'backOnSale') {
      const reason = text(form, 'reason')
      await gql(PutListingBackOnSaleDocument, { stockNumber, reason }, opts)
    }
    if (step === 'remove') {
      await gql(RemoveListingDocument, { stockNumber, reason: text(form, 'reason') }, opts)
    }
    if (step === 'changePrice') {
      const advertisedPriceCents = centsOrInvalid(text(form, 'price'), locale)
      const lowerFloor = text(form, 'lowerFloor') === 'true'
      try {
        await gql(
          ChangeListingPriceDocument,
          { stockNumber, advertisedPriceCents, lowerFloor },
          opts,
        )
      } catch (e) {
        // A cut below the floor: the page asks whether to lower the floor too (issue 36).
        if (!isApiError(e) || !e.fields.some((f) => f.key === 'validation.priceBelowFloor')) throw e
        redirect(`${at.listing(locale, stockNumber)}?lowerFloor=${advertisedPriceCents}`)
      }
    }
    if (step === 'markSold') {
      await gql(
        MarkListingSoldDocument,
        {
          stockNumber,
          soldPriceCents: centsOrInvalid(text(form, 'price'), locale),
          soldOn: text(form, 'soldOn'),
        },
        opts,
      )
    }
    outcome = `done=${step}`
  } catch (e) {
    if (!isApiError(e)) throw e
    outcome = `failed=${step}${errorParam(errorKeyOf(e, EQUIPMENT_BY_API_KEY))}#${EQUIPMENT_OUTCOME_ID}`
  }
  redirect(`${at.listing(locale, stockNumber)}?${outcome}`)
}

export type ListingFormState = FormState<
  { stockNumber: string },
  { values: Record<string, string>; key: string }
>

const typedValues = (form: FormData) =>
  Object.fromEntries(
    (Object.keys(LISTING_FORM_FIELDS) as ListingFormField[]).map((k) => [k, text(form, k)]),
  ) as Record<ListingFormField, string>

/**
 * The listing form (create and edit). Create saves a draft and opens its page; edit saves the
 * fields and says so. Refused fields come back with the api's message in the visitor's language
 * and the values typed.
 */
export async function saveListingAction(
  prevArg: ListingFormState,
  formArg: FormData,
): Promise<ListingFormState> {
  const prev = stateArg(prevArg)
  const form = formDataArg(formArg)
  const locale = localeOf(form)
  const values = typedValues(form)
  const editing = text(form, 'editing')
  const at = consoleFrom(form)
  const opts = { locale, session: true } as const
  if (editing) {
    if (!isStockNumber(editing)) redirect(at.list(locale))
    try {
      const input = consoleListingInput(
        at.console,
        listingInputFromForm(values, 'update', locale),
      ) as UpdateListingInput
      await gql(UpdateListingDocument, { stockNumber: editing, input }, opts)
    } catch (e) {
      return { key: '', values, result: actionFailure(e) }
    }
    // The page again, with the saved values and a "Saved." line (like the lifecycle steps).
    redirect(`${at.listing(locale, editing)}?done=saved`)
  }
  // The form's key (a double click creates one draft), from the state the page rendered.
  const key = stateField(prev, 'key', idempotencyKeySchema) ?? null
  let created: string
  try {
    const input = {
      ...consoleListingInput(at.console, listingInputFromForm(values, 'create', locale)),
      idempotencyKey: key,
    } as CreateListingInput
    const { createListing } = await gql(CreateListingDocument, { input }, opts)
    created = createListing.stockNumber
  } catch (e) {
    return { key: key ?? '', values, result: actionFailure(e) }
  }
  redirect(`${at.listing(locale, created)}?done=create`)
}

/** "Duplicate": a new draft with this machine's facts; its page opens. */
export async function duplicateListingAction(formArg: FormData): Promise<void> {
  const form = formDataArg(formArg)
  const locale = localeOf(form)
  const stockNumber = text(form, 'stockNumber')
  if (!isStockNumber(stockNumber)) redirect(localePath(locale, '/admin/equipment'))
  let target = stockNumber
  let outcome = 'done=duplicate'
  try {
    const { duplicateListing } = await gql(
      DuplicateListingDocument,
      { stockNumber, idempotencyKey: text(form, 'idempotencyKey').slice(0, 100) || null },
      { locale, session: true },
    )
    target = duplicateListing.stockNumber
  } catch (e) {
    if (!isApiError(e)) throw e
    outcome = `failed=duplicate${errorParam(errorKeyOf(e, EQUIPMENT_BY_API_KEY))}#${EQUIPMENT_OUTCOME_ID}`
  }
  redirect(`${localePath(locale, `/admin/equipment/${encodeURIComponent(target)}`)}?${outcome}`)
}
