import type { Readable } from 'node:stream'

/**
 * Where uploaded and generated files live (issue 14 point 5): photos, inspection documents,
 * illustrations. Keys are relative paths of safe segments (`uploads/12/3f9a0c1d-800.webp`); the
 * api serves them at /media/<key>. Two implementations behind this interface: the disk under
 * MEDIA_DIR (development, the default) and an S3-compatible bucket (STORAGE=s3). See
 * docs/decisions/030-media-storage.md.
 */
export interface StoredObject {
  /** The bytes, read once (a file stream or the bucket's response body). */
  body: Readable
  size: number
  contentType: string
  /** A strong validator for conditional GETs (quoted). */
  etag: string
  modifiedAt: Date
}

export interface Storage {
  readonly kind: 'disk' | 's3'
  /** Write (or replace) the object at `key`. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>
  /** The object, or null when there is none (or the key is not one this storage accepts). */
  get(key: string): Promise<StoredObject | null>
  /** Remove the object; removing what is not there is not an error. */
  delete(key: string): Promise<void>
  exists(key: string): Promise<boolean>
}

/** The content types the api serves, by extension; other extensions are never served. */
export const MEDIA_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.pdf': 'application/pdf',
}

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/
export const MAX_KEY_LENGTH = 300

/**
 * A key is a relative path of segments made of letters, digits, `.`, `_` and `-` (never starting
 * with a dot: no `..`, no hidden files), at most 300 characters. No absolute paths, backslashes,
 * NUL or empty segments, so a key means the same file on disk and in a bucket.
 */
export function isStorageKey(key: unknown): key is string {
  if (typeof key !== 'string' || !key || key.length > MAX_KEY_LENGTH) return false
  return key.split('/').every((s) => SEGMENT.test(s))
}

/** Throw for a key no caller should build (a bug, not a visitor's input). */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key))
    throw new Error(`not a storage key: ${JSON.stringify(String(key).slice(0, 80))}`)
}

/** The content type of a key by its extension; undefined when the api does not serve it. */
export function mediaTypeOf(key: string): string | undefined {
  const dot = key.lastIndexOf('.')
  return dot > key.lastIndexOf('/') ? MEDIA_TYPES[key.slice(dot).toLowerCase()] : undefined
}

/** Read a stored object's body to the end. */
export async function readAll(obj: StoredObject): Promise<Buffer> {
  const chunks: Buffer[] = []
  // A byte stream yields Buffers; one with an encoding set, strings.
  for await (const chunk of obj.body as AsyncIterable<Buffer | string>)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk))
  return Buffer.concat(chunks)
}
