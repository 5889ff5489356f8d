import fs from 'node:fs'
import path from 'node:path'
import { assertStorageKey, isStorageKey, mediaTypeOf, type Storage } from './storage'

/**
 * Files under one folder (MEDIA_DIR). Writes go through a temporary name and a rename, so a
 * reader never sees half a file. Reads resolve the real path and refuse anything outside the
 * folder (a symlink pointing out of it reads as missing). The content type is the extension's,
 * as the files carry none.
 */
export function createDiskStorage(root: string): Storage {
  const fileOf = (key: string) => path.join(root, ...key.split('/'))

  async function resolveInside(key: string): Promise<string | null> {
    if (!isStorageKey(key)) return null
    try {
      const realRoot = await fs.promises.realpath(root)
      const file = await fs.promises.realpath(fileOf(key))
      return file.startsWith(realRoot + path.sep) ? file : null
    } catch {
      return null
    }
  }

  return {
    kind: 'disk',
    async put(key, bytes) {
      assertStorageKey(key)
      const file = fileOf(key)
      await fs.promises.mkdir(path.dirname(file), { recursive: true })
      const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
      await fs.promises.writeFile(tmp, bytes)
      await fs.promises.rename(tmp, file)
    },
    async get(key) {
      const file = await resolveInside(key)
      if (!file) return null
      const stat = await fs.promises.stat(file).catch(() => undefined)
      if (!stat?.isFile()) return null
      return {
        body: fs.createReadStream(file),
        size: stat.size,
        contentType: mediaTypeOf(key) ?? 'application/octet-stream',
        etag: `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`,
        modifiedAt: stat.mtime,
      }
    },
    async delete(key) {
      const file = await resolveInside(key)
      if (file) await fs.promises.rm(file, { force: true })
    },
    async exists(key) {
      const file = await resolveInside(key)
      if (!file) return false
      const stat = await fs.promises.stat(file).catch(() => undefined)
      return Boolean(stat?.isFile())
    },
  }
}
