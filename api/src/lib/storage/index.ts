import type { Env } from '../env'
import { resolveFromRoot } from '../env'
import { createDiskStorage } from './disk-storage'
import { createS3Storage } from './s3-storage'
import type { Storage } from './storage'

export type { Storage, StoredObject } from './storage'
export { isStorageKey, mediaTypeOf, readAll } from './storage'

type StorageEnv = Pick<
  Env,
  | 'STORAGE'
  | 'MEDIA_DIR'
  | 'S3_ENDPOINT'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
>

const made = new Map<string, Storage>()

/**
 * The storage the configuration names (STORAGE=disk under MEDIA_DIR, or s3), one per distinct
 * configuration: services take it from their `env`, so tests point one app at a temporary folder
 * or a fake bucket without a process-wide switch. The env schema has checked that s3 has all of
 * its variables.
 */
export function storageFor(env: StorageEnv): Storage {
  const id =
    env.STORAGE === 's3'
      ? `s3|${env.S3_ENDPOINT}|${env.S3_BUCKET}|${env.S3_REGION}|${env.S3_ACCESS_KEY_ID}|${env.S3_SECRET_ACCESS_KEY}`
      : `disk|${resolveFromRoot(env.MEDIA_DIR)}`
  let storage = made.get(id)
  if (!storage) {
    storage =
      env.STORAGE === 's3'
        ? createS3Storage({
            endpoint: env.S3_ENDPOINT!,
            bucket: env.S3_BUCKET!,
            region: env.S3_REGION!,
            accessKeyId: env.S3_ACCESS_KEY_ID!,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
          })
        : createDiskStorage(resolveFromRoot(env.MEDIA_DIR))
    made.set(id, storage)
  }
  return storage
}
