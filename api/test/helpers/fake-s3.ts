import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { canonicalRequest, signature } from '../../src/lib/storage/sigv4'

export interface FakeS3 {
  endpoint: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  /** Objects by key (without the bucket). */
  objects: Map<string, { body: Buffer; contentType: string; etag: string; modified: Date }>
  /** Every request: method, path and the status it got. */
  log: Array<{ method: string; path: string; status: number }>
  close(): Promise<void>
}

const AUTH =
  /^AWS4-HMAC-SHA256 Credential=([^/\s]+)\/(\d{8})\/([\w-]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/

/**
 * An in-process S3-compatible server for the storage tests: path-style PUT, GET, HEAD and DELETE
 * of objects in one bucket. Like S3 it refuses (403) a request whose Authorization header is not
 * a SigV4 one for its key and region, whose signed headers leave out host or x-amz-date, whose
 * payload hash does not match the body, or whose signature does not match the request.
 */
export async function startFakeS3(
  opts: { bucket?: string; region?: string; accessKeyId?: string; secretAccessKey?: string } = {},
): Promise<FakeS3> {
  const bucket = opts.bucket ?? 'ironyard-test'
  const region = opts.region ?? 'us-test-1'
  const accessKeyId = opts.accessKeyId ?? 'AKIDFAKE'
  const secretAccessKey = opts.secretAccessKey ?? 'fake-secret-key'
  const objects: FakeS3['objects'] = new Map()
  const log: FakeS3['log'] = []

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      const url = new URL(req.url ?? '/', `http://${req.headers.host}`)
      const send = (status: number, headers: Record<string, string> = {}, out?: Buffer) => {
        log.push({ method: req.method ?? '', path: url.pathname, status })
        res.writeHead(status, headers)
        res.end(req.method === 'HEAD' ? undefined : out)
      }
      const denied = (code: string) =>
        send(
          403,
          { 'content-type': 'application/xml' },
          Buffer.from(`<Error><Code>${code}</Code></Error>`),
        )
      const auth = AUTH.exec(String(req.headers.authorization ?? ''))
      const date = String(req.headers['x-amz-date'] ?? '')
      const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '')
      if (!auth || auth[1] !== accessKeyId || auth[3] !== region || !/^\d{8}T\d{6}Z$/.test(date))
        return denied('AuthorizationHeaderMalformed')
      if (auth[2] !== date.slice(0, 8)) return denied('AuthorizationHeaderMalformed')
      const signed = auth[4].split(';')
      if (!signed.includes('host') || !signed.includes('x-amz-date'))
        return denied('AuthorizationHeaderMalformed')
      if (payloadHash !== createHash('sha256').update(body).digest('hex'))
        return denied('XAmzContentSHA256Mismatch')
      const headers = Object.fromEntries(signed.map((h) => [h, String(req.headers[h] ?? '')]))
      const { canonical } = canonicalRequest(req.method ?? '', url, headers, payloadHash)
      const expected = signature({ accessKeyId, secretAccessKey, region }, date, canonical)
      if (expected.signature !== auth[5]) return denied('SignatureDoesNotMatch')

      const prefix = `/${bucket}/`
      if (!url.pathname.startsWith(prefix)) return send(404)
      const key = decodeURIComponent(url.pathname.slice(prefix.length))
      const obj = objects.get(key)
      switch (req.method) {
        case 'PUT': {
          const etag = `"${createHash('md5').update(body).digest('hex')}"`
          objects.set(key, {
            body,
            contentType: String(req.headers['content-type'] ?? 'application/octet-stream'),
            etag,
            modified: new Date(),
          })
          return send(200, { etag })
        }
        case 'GET':
        case 'HEAD':
          if (!obj)
            return send(
              404,
              { 'content-type': 'application/xml' },
              Buffer.from('<Error><Code>NoSuchKey</Code></Error>'),
            )
          return send(
            200,
            {
              'content-type': obj.contentType,
              'content-length': String(obj.body.length),
              etag: obj.etag,
              'last-modified': obj.modified.toUTCString(),
            },
            obj.body,
          )
        case 'DELETE':
          objects.delete(key)
          return send(204)
        default:
          return send(405)
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    objects,
    log,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
