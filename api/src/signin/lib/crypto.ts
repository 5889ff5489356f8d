import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  randomInt,
  randomUUID,
  timingSafeEqual,
} from 'node:crypto'

/** 32 random bytes (256 bits) as base64url: every bearer secret the service hands out. */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url')

export const sha256Hex = (value: string): string => createHash('sha256').update(value).digest('hex')

export const base64url = (buf: Buffer | Uint8Array): string =>
  Buffer.from(buf).toString('base64url')

/** Constant-time string comparison (length leaks, content does not). */
export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a)
  const bb = Buffer.from(b)
  return ab.length === bb.length && timingSafeEqual(ab, bb)
}

/** PKCE S256: base64url(sha256(verifier)). */
export const pkceChallenge = (verifier: string): string =>
  createHash('sha256').update(verifier).digest('base64url')

/** n decimal digits, uniformly random. */
export function randomDigits(n: number): string {
  let out = ''
  for (let i = 0; i < n; i++) out += String(randomInt(10))
  return out
}

/** Stytch-shaped ids: `user-test-<uuid>`, `email-live-<uuid>`. */
export const newId = (kind: string, envName: 'test' | 'live'): string =>
  `${kind}-${envName}-${randomUUID()}`

/** A stable id-shaped value derived from a secret (decoys for unknown emails and phones). */
export function derivedId(kind: string, envName: 'test' | 'live', secret: string, input: string) {
  const h = createHmac('sha256', secret).update(`${kind}:${input}`).digest('hex')
  const uuid = `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`
  return `${kind}-${envName}-${uuid}`
}

export const hmacHex = (secret: string, value: string): string =>
  createHmac('sha256', secret).update(value).digest('hex')

/** A key for one purpose, derived from the project secret (rotating the secret rotates it). */
export const deriveKey = (secret: string, purpose: string): Buffer =>
  Buffer.from(hkdfSync('sha256', secret, 'ironyard-signin', purpose, 32))

/** AES-256-GCM: iv.tag.ciphertext, base64url parts. */
export function seal(key: Buffer, plaintext: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
  return [iv, cipher.getAuthTag(), ct].map((b) => b.toString('base64url')).join('.')
}

export function unseal(key: Buffer, sealed: string): string {
  const [iv, tag, ct] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'))
  const decipher = createDecipheriv('aes-256-gcm', key, iv)
  decipher.setAuthTag(tag)
  return Buffer.concat([decipher.update(ct), decipher.final()]).toString('utf8')
}

/** Stytch's timestamps: RFC 3339 in UTC without milliseconds. */
export const rfc3339 = (d: Date): string => d.toISOString().replace(/\.\d{3}Z$/, 'Z')
