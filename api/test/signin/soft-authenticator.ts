import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto'

/**
 * A software WebAuthn authenticator (P-256, "none" attestation) with the shape of
 * `navigator.credentials`: what a browser returns, ArrayBuffers and all. Tests use it directly
 * (JSON over HTTP) or install it in jsdom for the browser SDK.
 */

function cborHead(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n])
  if (n < 256) return Buffer.from([(major << 5) | 24, n])
  if (n < 65536) return Buffer.from([(major << 5) | 25, n >> 8, n & 255])
  const b = Buffer.alloc(5)
  b[0] = (major << 5) | 26
  b.writeUInt32BE(n, 1)
  return b
}

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>

function cbor(v: Cbor): Buffer {
  if (typeof v === 'number') return v >= 0 ? cborHead(0, v) : cborHead(1, -1 - v)
  if (typeof v === 'string')
    return Buffer.concat([cborHead(3, Buffer.byteLength(v)), Buffer.from(v)])
  if (v instanceof Uint8Array) return Buffer.concat([cborHead(2, v.length), Buffer.from(v)])
  const parts = [cborHead(5, v.size)]
  for (const [k, val] of v) parts.push(cbor(k), cbor(val))
  return Buffer.concat(parts)
}

const buf = (b: Buffer): ArrayBuffer =>
  b.buffer.slice(b.byteOffset, b.byteOffset + b.length) as ArrayBuffer
const b64u = (b: ArrayBuffer | Buffer) => Buffer.from(b as ArrayBuffer).toString('base64url')

export interface SoftCredential {
  id: string
  rawId: ArrayBuffer
  type: 'public-key'
  authenticatorAttachment: 'platform'
  response: Record<string, unknown>
  getClientExtensionResults(): Record<string, never>
}

export function softAuthenticator(origin: string) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const jwk = publicKey.export({ format: 'jwk' }) as { x: string; y: string }
  const credentialId = randomBytes(32)
  let counter = 0
  let userHandle: ArrayBuffer | null = null

  const rpHash = (rpId: string) => createHash('sha256').update(rpId).digest()
  const clientData = (type: string, challenge: ArrayBuffer) =>
    Buffer.from(JSON.stringify({ type, challenge: b64u(challenge), origin, crossOrigin: false }))

  return {
    credentialId: credentialId.toString('base64url'),
    create(opts: {
      publicKey: { rp: { id?: string }; challenge: ArrayBuffer; user: { id: ArrayBuffer } }
    }): Promise<SoftCredential> {
      const rpId = opts.publicKey.rp.id ?? new URL(origin).hostname
      userHandle = opts.publicKey.user.id
      const cose = cbor(
        new Map<Cbor, Cbor>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x, 'base64url')],
          [-3, Buffer.from(jwk.y, 'base64url')],
        ]),
      )
      const idLen = Buffer.alloc(2)
      idLen.writeUInt16BE(credentialId.length)
      const authData = Buffer.concat([
        rpHash(rpId),
        Buffer.from([0x45]), // user present, user verified, attested credential data
        Buffer.alloc(4), // counter 0
        Buffer.alloc(16), // aaguid
        idLen,
        credentialId,
        cose,
      ])
      const attestation = cbor(
        new Map<Cbor, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      )
      return Promise.resolve({
        id: credentialId.toString('base64url'),
        rawId: buf(credentialId),
        type: 'public-key',
        authenticatorAttachment: 'platform',
        response: {
          clientDataJSON: buf(clientData('webauthn.create', opts.publicKey.challenge)),
          attestationObject: buf(attestation),
          getTransports: () => ['internal'],
        },
        getClientExtensionResults: () => ({}),
      })
    },
    get(opts: { publicKey: { rpId?: string; challenge: ArrayBuffer } }): Promise<SoftCredential> {
      const rpId = opts.publicKey.rpId ?? new URL(origin).hostname
      counter += 1
      const count = Buffer.alloc(4)
      count.writeUInt32BE(counter)
      const authData = Buffer.concat([rpHash(rpId), Buffer.from([0x05]), count])
      const cd = clientData('webauthn.get', opts.publicKey.challenge)
      const signature = sign(
        'sha256',
        Buffer.concat([authData, createHash('sha256').update(cd).digest()]),
        privateKey,
      )
      return Promise.resolve({
        id: credentialId.toString('base64url'),
        rawId: buf(credentialId),
        type: 'public-key',
        authenticatorAttachment: 'platform',
        response: {
          clientDataJSON: buf(cd),
          authenticatorData: buf(authData),
          signature: buf(signature),
          userHandle,
        },
        getClientExtensionResults: () => ({}),
      })
    },
  }
}

/** What @github/webauthn-json does: options JSON in, credential JSON out (for raw HTTP tests). */
export const fromJsonOptions = (json: string) => {
  const o = JSON.parse(json)
  const ab = (s: string) => buf(Buffer.from(s, 'base64url'))
  return {
    publicKey: {
      ...o,
      challenge: ab(o.challenge),
      ...(o.user ? { user: { ...o.user, id: ab(o.user.id) } } : {}),
    },
  }
}

export function toJsonCredential(c: SoftCredential): string {
  const response: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(c.response)) {
    if (v instanceof ArrayBuffer) response[k] = b64u(v)
    else if (k === 'getTransports') response.transports = (v as () => string[])()
  }
  return JSON.stringify({
    id: c.id,
    rawId: b64u(c.rawId),
    type: c.type,
    authenticatorAttachment: c.authenticatorAttachment,
    response,
    clientExtensionResults: {},
  })
}
