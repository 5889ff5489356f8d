'use server'

import { isStockNumber } from '@ironyard/contract/admin-listing'
import { parsePercentText } from '@ironyard/contract/admin-media'
import { INSPECTION_DOCUMENT_KINDS } from '@ironyard/contract/inspections'
import { redirect } from 'next/navigation'
import {
  AddListingVideoDocument,
  DeleteInspectionDocumentDocument,
  DeleteListingPhotoDocument,
  DeleteListingVideoDocument,
  ReorderListingPhotosDocument,
  UpdateListingPhotoAltDocument,
  UpdateListingPhotoFocalDocument,
  type InspectionDocumentKind,
} from '@/graphql/__generated__/graphql'
import type { Locale } from '@/i18n/settings'
import { formDataArg, formLocale, formText } from '@/lib/action-input'
import { gql } from '@/lib/api-client'
import { isApiError } from '@/lib/api-errors'
import { localePath } from '@/lib/paths'
import { consoleOf, consolePath } from '@/components/console/console'
import { mediaErrorOf, sectionOfStep } from './media-errors'

const text = (form: FormData, key: string, max = 2_000): string => formText(form, key, max)
const localeOf = formLocale

export type MediaStep =
  'reorder' | 'alt' | 'focal' | 'deletePhoto' | 'addVideo' | 'deleteVideo' | 'deleteDocument'

/** A refusal the action finds itself, before asking the api: the field and the error's key. */
class FormRefusal {
  constructor(
    readonly field: string,
    readonly error: string,
  ) {}
}

/** A photo's id as a form carries it (digits), for the address (`&photo=`), else ''. */
const photoOf = (form: FormData) => {
  const id = formText(form, 'photoId', 12)
  return /^\d{1,9}$/.test(id) ? id : ''
}

/**
 * Run one change of the media page (a plain form post: works without JavaScript) and come back
 * to the page saying what happened, or why nothing did: a key of the page's own texts, never the
 * api's sentence (`?failed=addVideo&error=videoUrl`, issue 36). The address ends at the notice
 * of the section the change belongs to (`#videos-outcome`), which the page shows there.
 */
async function run(
  formArg: FormData,
  step: MediaStep,
  call: (form: FormData, stockNumber: string, locale: Locale) => Promise<unknown>,
): Promise<void> {
  const form = formDataArg(formArg)
  const locale = localeOf(form)
  // The console the page belongs to (partner members manage their own listings' photos).
  const console = consoleOf(form.get('console'))
  const stockNumber = text(form, 'stockNumber', 40)
  if (!isStockNumber(stockNumber)) redirect(localePath(locale, consolePath(console, '/equipment')))
  // The photo a refused change was about: the page opens its form, the error beside the field.
  const photo = photoOf(form)
  const about = photo ? `&photo=${photo}` : ''
  let outcome: string
  try {
    await call(form, stockNumber, locale)
    outcome = `done=${step}`
  } catch (e) {
    if (e instanceof FormRefusal) {
      outcome = `failed=${step}&error=${e.error}&field=${e.field}${about}`
    } else {
      if (!isApiError(e)) throw e
      // The refused field, so the page can show its error beside it (e.g. a video link, issue 36).
      const field = (e.fields[0]?.path ?? '').replace(/[^A-Za-z]/g, '').slice(0, 20)
      outcome = `failed=${step}&error=${mediaErrorOf(e)}${field ? `&field=${field}` : ''}${about}`
    }
  }
  redirect(
    `${localePath(locale, consolePath(console, `/equipment/${encodeURIComponent(stockNumber)}/media`))}?${outcome}#${sectionOfStep(step)}-outcome`,
  )
}

const opts = (locale: Locale) => ({ locale, session: true, unauthenticated: 'error' }) as const

/** Move a photo earlier or later: the form carries the whole new order. */
export async function reorderPhotosAction(formArg: FormData): Promise<void> {
  await run(formArg, 'reorder', (form, stockNumber, locale) =>
    gql(
      ReorderListingPhotosDocument,
      {
        stockNumber,
        photoIds: text(form, 'order', 2_000)
          .split(',')
          .filter((id) => /^\d{1,9}$/.test(id))
          .slice(0, 100),
      },
      opts(locale),
    ),
  )
}

export async function updatePhotoAltAction(formArg: FormData): Promise<void> {
  await run(formArg, 'alt', (form, stockNumber, locale) =>
    gql(
      UpdateListingPhotoAltDocument,
      {
        stockNumber,
        photoId: text(form, 'photoId', 12),
        altEn: text(form, 'altEn', 400),
        altEs: text(form, 'altEs', 400),
      },
      opts(locale),
    ),
  )
}

/**
 * A photo's focal point (issue 36, point 10): two percentages as typed ("40", "37,5"); one that is
 * not a number is refused here, beside its field, before the api is asked (which checks 0–100).
 */
export async function updatePhotoFocalAction(formArg: FormData): Promise<void> {
  await run(formArg, 'focal', (form, stockNumber, locale) => {
    const focalX = parsePercentText(text(form, 'focalX', 20))
    const focalY = parsePercentText(text(form, 'focalY', 20))
    if (Number.isNaN(focalX)) throw new FormRefusal('focalX', 'focalPoint')
    if (Number.isNaN(focalY)) throw new FormRefusal('focalY', 'focalPoint')
    return gql(
      UpdateListingPhotoFocalDocument,
      { stockNumber, photoId: text(form, 'photoId', 12), focalX, focalY },
      opts(locale),
    )
  })
}

export async function deletePhotoAction(formArg: FormData): Promise<void> {
  await run(formArg, 'deletePhoto', (form, stockNumber, locale) =>
    gql(
      DeleteListingPhotoDocument,
      { stockNumber, photoId: text(form, 'photoId', 12) },
      opts(locale),
    ),
  )
}

export async function addVideoAction(formArg: FormData): Promise<void> {
  await run(formArg, 'addVideo', (form, stockNumber, locale) =>
    gql(
      AddListingVideoDocument,
      { stockNumber, url: text(form, 'url', 600), title: text(form, 'title', 300) },
      opts(locale),
    ),
  )
}

export async function deleteVideoAction(formArg: FormData): Promise<void> {
  await run(formArg, 'deleteVideo', (form, stockNumber, locale) =>
    gql(
      DeleteListingVideoDocument,
      { stockNumber, videoId: text(form, 'videoId', 12) },
      opts(locale),
    ),
  )
}

export async function deleteDocumentAction(formArg: FormData): Promise<void> {
  await run(formArg, 'deleteDocument', (form, stockNumber, locale) => {
    const kind = text(form, 'kind', 40) as InspectionDocumentKind
    if (!INSPECTION_DOCUMENT_KINDS.includes(kind)) redirect(localePath(locale, '/admin/equipment'))
    return gql(DeleteInspectionDocumentDocument, { stockNumber, kind }, opts(locale))
  })
}
