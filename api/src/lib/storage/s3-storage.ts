import { Readable } from 'node:stream'
import { EMPTY_SHA256, encodePath, sha256Hex, signRequest, type SigV4Credentials } from './sigv4'
import { assertStorageKey, isStorageKey, mediaTypeOf, type Storage } from './storage'

export interface S3Config extends SigV4Credentials {
  /** The service's origin, e.g. https://s3.us-east-1.amazonaws.com or http://127.0.0.1:9000. */
  endpoint: string
  bucket: string
  /** Prefix of every key in the bucket (none by default). */
  prefix?: string
}

/**
 * An S3-compatible bucket over fetch, path-style (`<endpoint>/<bucket>/<key>`, which MinIO, R2,
 * B2 and AWS all answer), signed with SigV4. Object calls only: PUT, GET, HEAD, DELETE. A failure
 * of the service is thrown (the api answers 500 and logs it); a missing object is null/false.
 */
export function createS3Storage(
  config: S3Config,
  opts: { now?: () => Date; fetch?: typeof fetch } = {},
): Storage {
  const now = opts.now ?? (() => new Date())
  const doFetch = opts.fetch ?? fetch
  const base = config.endpoint.replace(/\/+$/, '')
  const urlOf = (key: string) =>
    new URL(`${base}${encodePath(`/${config.bucket}/${config.prefix ?? ''}${key}`)}`)

  async function call(
    method: 'PUT' | 'GET' | 'HEAD' | 'DELETE',
    key: string,
    body?: Buffer,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const url = urlOf(key)
    const signed = signRequest(config, {
      method,
      url,
      headers,
      payloadHash: body ? sha256Hex(body) : EMPTY_SHA256,
      now: now(),
    })
    return doFetch(url, {
      method,
      headers: signed,
      body: body ? new Uint8Array(body) : undefined,
      cache: 'no-store',
    })
  }

  const failure = async (what: string, key: string, res: Response) => {
    const detail = (await res.text().catch(() => '')).slice(0, 300)
    return new Error(`storage ${what} ${key}: HTTP ${res.status} ${detail}`)
  }

  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      assertStorageKey(key)
      const res = await call('PUT', key, bytes, { 'content-type': contentType })
      if (!res.ok) throw await failure('PUT', key, res)
      await res.body?.cancel()
    },
    async get(key) {
      if (!isStorageKey(key)) return null
      const res = await call('GET', key)
      if (res.status === 404) {
        await res.body?.cancel()
        return null
      }
      if (!res.ok || !res.body) throw await failure('GET', key, res)
      const modified = res.headers.get('last-modified')
      return {
        body: Readable.fromWeb(res.body as import('node:stream/web').ReadableStream),
        size: Number(res.headers.get('content-length') ?? 0),
        contentType:
          res.headers.get('content-type') ?? mediaTypeOf(key) ?? 'application/octet-stream',
        etag: res.headers.get('etag') ?? `"${key}"`,
        modifiedAt: modified ? new Date(modified) : new Date(0),
      }
    },
    async delete(key) {
      if (!isStorageKey(key)) return
      const res = await call('DELETE', key)
      if (!res.ok && res.status !== 404) throw await failure('DELETE', key, res)
      await res.body?.cancel()
    },
    async exists(key) {
      if (!isStorageKey(key)) return false
      const res = await call('HEAD', key)
      await res.body?.cancel()
      if (res.status === 404) return false
      if (!res.ok) throw await failure('HEAD', key, res)
      return true
    },
  }
}
