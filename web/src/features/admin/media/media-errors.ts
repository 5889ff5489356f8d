import { MEDIA_MESSAGE_KEYS, mediaFieldKey } from '@ironyard/contract/media-error-keys'
import { outcomeOf, queryText } from '@/components/console/DetailLayout'
import type { ApiError } from '@/lib/api-errors'

/*
 * Why a change on the media page failed, as a key the page looks up in its own texts
 * (`admin-media:errors.<key>`): the address carries a key, never a sentence, so no one can make a
 * staff page say what a link says (issue 36, defect 6). A key the page does not know reads as
 * the generic `unknown`.
 */

export const MEDIA_ERRORS = [
  'unknown',
  'videoUrl',
  'videoTitle',
  'altRequired',
  'focalPoint',
  'tooLong',
  'photoNotFound',
  'videoNotFound',
  'videoTooMany',
  'documentNotFound',
  'reorderMismatch',
  'listingNotFound',
  'signIn',
  'forbidden',
  'rateLimited',
] as const
export type MediaError = (typeof MEDIA_ERRORS)[number]

/** The api's field keys and message keys the page has words for (the keys: the contract's). */
const BY_API_KEY: Record<string, MediaError> = {
  [mediaFieldKey('videoUrl')]: 'videoUrl',
  [mediaFieldKey('videoTitle')]: 'videoTitle',
  [mediaFieldKey('altRequired')]: 'altRequired',
  [mediaFieldKey('focalPoint')]: 'focalPoint',
  [mediaFieldKey('tooLong')]: 'tooLong',
  [mediaFieldKey('photoId')]: 'photoNotFound',
  [MEDIA_MESSAGE_KEYS.photoNotFound]: 'photoNotFound',
  [MEDIA_MESSAGE_KEYS.reorderMismatch]: 'reorderMismatch',
  [MEDIA_MESSAGE_KEYS.videoNotFound]: 'videoNotFound',
  [MEDIA_MESSAGE_KEYS.videoTooMany]: 'videoTooMany',
  [MEDIA_MESSAGE_KEYS.documentNotFound]: 'documentNotFound',
  'admin:listing.notFound': 'listingNotFound',
}

const BY_CODE: Record<string, MediaError> = {
  UNAUTHENTICATED: 'signIn',
  FORBIDDEN: 'forbidden',
  RATE_LIMITED: 'rateLimited',
}

/** The key of an api refusal: its first field's, else its message's, else its code's. */
export function mediaErrorOf(e: ApiError): MediaError {
  const field = e.fields[0]?.key
  if (field && Object.hasOwn(BY_API_KEY, field)) return BY_API_KEY[field]
  if (e.messageKey && Object.hasOwn(BY_API_KEY, e.messageKey)) return BY_API_KEY[e.messageKey]
  return Object.hasOwn(BY_CODE, e.code) ? BY_CODE[e.code] : 'unknown'
}

/** A key read from the address: one of MEDIA_ERRORS, anything else `unknown`. */
export function mediaErrorKey(raw: string | undefined): MediaError {
  return (MEDIA_ERRORS as readonly string[]).includes(raw ?? '') ? (raw as MediaError) : 'unknown'
}

/** The page's sections, and the one each change belongs to (its notice and the page's anchor). */
export type MediaSection = 'photos' | 'videos' | 'documents'

const STEP_SECTION: Record<string, MediaSection> = {
  reorder: 'photos',
  alt: 'photos',
  focal: 'photos',
  deletePhoto: 'photos',
  addVideo: 'videos',
  deleteVideo: 'videos',
  deleteDocument: 'documents',
}

/** The section a step's outcome is shown in (an unknown step: the first, photos). */
export const sectionOfStep = (step: string | undefined): MediaSection =>
  step && Object.hasOwn(STEP_SECTION, step) ? STEP_SECTION[step] : 'photos'

/** What the media page reads from the address after a change: `?done=…` or `?failed=…&error=…`. */
export interface MediaOutcome {
  done?: string
  failed?: string
  error?: MediaError
  /** The input the failed step refused (`?field=url`), to show the error beside it. */
  field?: string
  /** The photo the change was about (`?photo=<id>`): its forms open, its errors beside them. */
  photo?: string
}

export function mediaOutcomeOf(query: Record<string, string | string[] | undefined>): MediaOutcome {
  const { done, failed, field } = outcomeOf(query)
  const photo = queryText(query, 'photo', 12)
  return {
    done,
    failed,
    field,
    photo: photo && /^\d{1,9}$/.test(photo) ? photo : undefined,
    error: failed ? mediaErrorKey(queryText(query, 'error', 30)) : undefined,
  }
}
