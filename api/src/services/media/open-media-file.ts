import type { Env } from '../../lib/env'
import { AppError } from '../../lib/errors'
import { createDiskStorage } from '../../lib/storage/disk-storage'
import {
  isStorageKey,
  MAX_KEY_LENGTH,
  mediaTypeOf,
  type Storage,
  type StoredObject,
} from '../../lib/storage/storage'
import { storageFor } from '../../lib/storage'
import { resolveFromRoot } from '../../lib/env'

export { MEDIA_TYPES } from '../../lib/storage/storage'

type MediaEnv = Parameters<typeof storageFor>[0]

/**
 * Keys under this prefix are never served at /media: uploaded inspection documents live there and
 * are read through GET /documents/<id>.pdf, which needs a signed-in visitor (spec §6).
 */
export const PRIVATE_PREFIX = 'private/'

const notFound = (requested: string) =>
  new AppError('NOT_FOUND', {
    messageKey: 'errors:notFound.media',
    vars: { path: requested.slice(0, MAX_KEY_LENGTH) },
  })

/**
 * Where /media/* looks, in order: the configured storage (uploads), then, when that is a bucket,
 * MEDIA_DIR on disk, where the seed renders the generated illustrations (they stay local).
 */
export function mediaStorages(env: MediaEnv): Storage[] {
  const primary = storageFor(env)
  return primary.kind === 'disk'
    ? [primary]
    : [primary, createDiskStorage(resolveFromRoot(env.MEDIA_DIR))]
}

/**
 * Resolve a requested media path (illustrations, clips, uploaded photos and documents) to a
 * stored object. Only plain relative paths of safe characters with a known extension are
 * accepted (no `..`, no absolute paths, no backslashes, no NUL; on disk no symlink escapes).
 * Anything else is "not found", never an error page that tells an attacker what exists.
 */
export async function openMediaFile(
  env: Pick<Env, 'MEDIA_DIR'> & MediaEnv,
  requested: string,
): Promise<StoredObject> {
  if (!isStorageKey(requested) || requested.startsWith(PRIVATE_PREFIX))
    throw notFound(requested ?? '')
  const contentType = mediaTypeOf(requested)
  if (!contentType) throw notFound(requested)
  for (const storage of mediaStorages(env)) {
    const found = await storage.get(requested)
    if (found) return { ...found, contentType }
  }
  throw notFound(requested)
}
