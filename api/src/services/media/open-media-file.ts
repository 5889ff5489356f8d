import fs from 'node:fs'
import path from 'node:path'
import { AppError } from '../../lib/errors'

/**
 * Resolve a requested media path (generated illustrations, clips, documents) to a file under
 * MEDIA_DIR. Only plain relative paths of safe characters with a known extension are accepted;
 * the resolved real path must stay inside the media root (no `..`, no absolute paths, no
 * backslashes, no NUL, no symlink escapes). Anything else is "not found", never an error page
 * that tells an attacker what exists.
 */
export const MEDIA_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.pdf': 'application/pdf',
}

export interface MediaFile {
  file: string
  size: number
  contentType: string
  modifiedAt: Date
  etag: string
}

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/
const MAX_PATH = 300

const notFound = (requested: string) =>
  new AppError('NOT_FOUND', {
    messageKey: 'errors:notFound.media',
    vars: { path: requested.slice(0, MAX_PATH) },
  })

export async function openMediaFile(mediaDir: string, requested: string): Promise<MediaFile> {
  if (!requested || requested.length > MAX_PATH) throw notFound(requested ?? '')
  const segments = requested.split('/')
  if (!segments.every((s) => SEGMENT.test(s) && s !== '..')) throw notFound(requested)
  const contentType = MEDIA_TYPES[path.extname(requested).toLowerCase()]
  if (!contentType) throw notFound(requested)
  let root: string
  let file: string
  try {
    root = await fs.promises.realpath(mediaDir)
    file = await fs.promises.realpath(path.join(root, ...segments))
  } catch {
    throw notFound(requested)
  }
  if (!file.startsWith(root + path.sep)) throw notFound(requested)
  const stat = await fs.promises.stat(file).catch(() => undefined)
  if (!stat?.isFile()) throw notFound(requested)
  return {
    file,
    size: stat.size,
    contentType,
    modifiedAt: stat.mtime,
    etag: `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`,
  }
}
