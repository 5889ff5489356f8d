/*
 * The keys the api refuses a media change with (issue 36, defect 6): the media service's field
 * keys (`media.<name>`) and its message keys. The api throws them; the console maps each to a text
 * of its own (web/src/features/admin/media/media-errors.ts). One list, so neither side can spell
 * a key the other does not know.
 */

/** The names of the media service's field keys: `media.videoUrl`... */
export const MEDIA_FIELD_NAMES = [
  'videoUrl',
  'videoTitle',
  'altRequired',
  'tooLong',
  'photoId',
  'focalPoint',
] as const
export type MediaFieldName = (typeof MEDIA_FIELD_NAMES)[number]

/** A field key of the media service (`media.videoUrl`). */
export const mediaFieldKey = <N extends MediaFieldName>(name: N): `media.${N}` => `media.${name}`

/** The media service's refusals that are not a field's (a thing gone, a limit reached). */
export const MEDIA_MESSAGE_KEYS = {
  photoNotFound: 'media:photo.notFound',
  reorderMismatch: 'media:photo.reorderMismatch',
  videoNotFound: 'media:video.notFound',
  videoTooMany: 'media:video.tooMany',
  documentNotFound: 'media:document.notFound',
} as const
