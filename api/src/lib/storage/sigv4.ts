import { createHash, createHmac } from 'node:crypto'

/**
 * AWS Signature Version 4 for S3-compatible services (AWS S3, MinIO, Cloudflare R2, Backblaze
 * B2...): the Authorization header of one request. Written here instead of taking the AWS SDK
 * (docs/decisions/030-media-storage.md): four object calls need ~60 lines, not 3 MB of packages.
 * Checked against the example of the S3 documentation (api/test/storage/sigv4.test.ts).
 */
export interface SigV4Credentials {
  accessKeyId: string
  secretAccessKey: string
  region: string
  service?: string
}

export const EMPTY_SHA256 = createHash('sha256').update('').digest('hex')

export const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex')
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest()

/** RFC 3986 encoding as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
const encode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

/** `/bucket/a b/c` -> `/bucket/a%20b/c`: each segment encoded once (S3 does not double-encode). */
export const encodePath = (path: string) => path.split('/').map(encode).join('/')

export const amzDate = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

export interface SignInput {
  method: string
  url: URL
  /** Headers to send and sign besides host, x-amz-date and x-amz-content-sha256. */
  headers?: Record<string, string>
  payloadHash: string
  now: Date
}

/** The parts of a signature, so a server can check one (the tests' fake bucket does). */
export function canonicalRequest(
  method: string,
  url: URL,
  headers: Record<string, string>,
  payloadHash: string,
): { canonical: string; signedHeaders: string } {
  const names = Object.keys(headers)
    .map((h) => h.toLowerCase())
    .sort()
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]))
  const canonicalHeaders = names
    .map((n) => `${n}:${String(lower[n]).trim().replace(/\s+/g, ' ')}\n`)
    .join('')
  const query = [...url.searchParams.entries()]
    .map(([k, v]) => [encode(k), encode(v)])
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&')
  const signedHeaders = names.join(';')
  return {
    canonical: [
      method.toUpperCase(),
      url.pathname || '/',
      query,
      canonicalHeaders,
      signedHeaders,
      payloadHash,
    ].join('\n'),
    signedHeaders,
  }
}

export function signature(
  creds: SigV4Credentials,
  date: string,
  canonical: string,
): { signature: string; scope: string } {
  const day = date.slice(0, 8)
  const service = creds.service ?? 's3'
  const scope = `${day}/${creds.region}/${service}/aws4_request`
  const toSign = ['AWS4-HMAC-SHA256', date, scope, sha256Hex(canonical)].join('\n')
  const kDate = hmac(`AWS4${creds.secretAccessKey}`, day)
  const kSigning = hmac(hmac(hmac(kDate, creds.region), service), 'aws4_request')
  return { signature: createHmac('sha256', kSigning).update(toSign).digest('hex'), scope }
}

/** The headers to send: the caller's, x-amz-date, x-amz-content-sha256 and Authorization. */
export function signRequest(creds: SigV4Credentials, input: SignInput): Record<string, string> {
  const date = amzDate(input.now)
  const headers: Record<string, string> = {
    ...input.headers,
    'x-amz-date': date,
    'x-amz-content-sha256': input.payloadHash,
  }
  const { canonical, signedHeaders } = canonicalRequest(
    input.method,
    input.url,
    { ...headers, host: input.url.host },
    input.payloadHash,
  )
  const { signature: sig, scope } = signature(creds, date, canonical)
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${creds.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${sig}`,
  }
}
