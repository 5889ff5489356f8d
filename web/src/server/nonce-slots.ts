import { promisify } from 'node:util'
import { constants, crc32, deflateRaw } from 'node:zlib'

/**
 * A stored page whose CSP nonce is replaced on every replay (docs/decisions/018), without
 * compressing the page again.
 *
 * The page cache (decision 006) replays a search page for a few seconds. Each replay must carry a
 * nonce of its own, and the page holds it in ~30 places (every inline script, and the RSC payload
 * that repeats the script props). Compressing the page again per replay would cost more than the
 * replay itself (measured on a 330 KB search page: gzip 19 ms, brotli q4 15 ms, replacing the
 * nonce in the plain text 0.35 ms). So the page is kept as the pieces between the nonces, each
 * compressed on its own (a raw deflate stream that ends byte-aligned and not final), and a replay
 * assembles one gzip member: the pieces, with the new nonce between them as stored (uncompressed)
 * deflate blocks, an empty final block, and the CRC-32 combined from the pieces' CRCs. Every piece
 * comes from its own compressor, so no piece refers back into a nonce. The cost of a replay is a
 * copy of ~50 KB; the pieces compress ~8% larger than the whole page did.
 */
export interface NonceSlots {
  /** 'gzip': the pieces are raw deflate; 'identity': the pieces are the page's bytes. */
  encoding: 'gzip' | 'identity'
  pieces: Buffer[]
  /** CRC-32 and length of each piece's uncompressed bytes (gzip). */
  crcs: number[]
  lengths: number[]
  /** The nonce as stored (tests, and the page's own policy). */
  nonce: string
}

const deflateRawAsync = promisify(deflateRaw) as (
  buf: Buffer,
  opts: { finishFlush: number },
) => Promise<Buffer>

/** Splits `plain` at every occurrence of `nonce`; null when it holds none. */
function split(plain: Buffer, nonce: string): Buffer[] | null {
  const needle = Buffer.from(nonce, 'latin1')
  const pieces: Buffer[] = []
  let start = 0
  for (let at = plain.indexOf(needle); at >= 0; at = plain.indexOf(needle, start)) {
    pieces.push(plain.subarray(start, at))
    start = at + needle.length
  }
  if (!pieces.length) return null
  pieces.push(plain.subarray(start))
  return pieces
}

/**
 * The page `plain` (uncompressed) as slots for `nonce`, compressed for gzip when `gzip`. Null when
 * the page does not contain the nonce (nothing to replace: replay it as it is).
 */
export async function toNonceSlots(
  plain: Buffer,
  nonce: string,
  gzip: boolean,
): Promise<NonceSlots | null> {
  if (!nonce) return null
  const raw = split(plain, nonce)
  if (!raw) return null
  if (!gzip) {
    return { encoding: 'identity', pieces: raw, crcs: [], lengths: [], nonce }
  }
  // Compressed off the event loop (zlib's thread pool), once per stored page.
  const pieces = await Promise.all(
    raw.map((p) => deflateRawAsync(p, { finishFlush: constants.Z_SYNC_FLUSH })),
  )
  return {
    encoding: 'gzip',
    pieces,
    crcs: raw.map((p) => crc32(p)),
    lengths: raw.map((p) => p.length),
    nonce,
  }
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3])
/** A final fixed-Huffman block holding only its end code. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00])

/** A stored (uncompressed), non-final deflate block of `bytes`, starting on a byte boundary. */
function storedBlock(bytes: Buffer): Buffer {
  const block = Buffer.alloc(5 + bytes.length)
  block[0] = 0 // BFINAL 0, BTYPE 00, then padding to the byte boundary
  block.writeUInt16LE(bytes.length, 1)
  block.writeUInt16LE(~bytes.length & 0xffff, 3)
  bytes.copy(block, 5)
  return block
}

/** The page of `slots` with `nonce` in every slot, encoded as `slots.encoding`. */
export function withNonce(slots: NonceSlots, nonce: string): Buffer {
  const value = Buffer.from(nonce, 'latin1')
  if (slots.encoding === 'identity') {
    const parts: Buffer[] = []
    slots.pieces.forEach((p, i) => {
      if (i) parts.push(value)
      parts.push(p)
    })
    return Buffer.concat(parts)
  }
  const nonceBlock = storedBlock(value)
  const nonceCrc = crc32(value)
  const parts: Buffer[] = [GZIP_HEADER]
  let crc = 0
  let size = 0
  slots.pieces.forEach((p, i) => {
    if (i) {
      parts.push(nonceBlock)
      crc = crc32Combine(crc, nonceCrc, value.length)
      size += value.length
    }
    parts.push(p)
    crc = crc32Combine(crc, slots.crcs[i], slots.lengths[i])
    size += slots.lengths[i]
  })
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(size >>> 0, 4)
  parts.push(FINAL_EMPTY_BLOCK, trailer)
  return Buffer.concat(parts)
}

// CRC-32 of a concatenation from the CRCs of its parts: zlib's crc32_combine (crc32.c), which
// multiplies by x^(8·len2) modulo the CRC polynomial. Unsigned 32-bit arithmetic throughout.
const POLY = 0xedb88320

function multModP(a: number, b: number): number {
  let m = 0x80000000
  let p = 0
  for (;;) {
    if ((a & m) !== 0) {
      p ^= b
      if ((a & (m - 1)) === 0) break
    }
    m >>>= 1
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1
  }
  return p >>> 0
}

/** X2N[k] = x^(2^k) modulo the polynomial. */
const X2N: number[] = (() => {
  const table: number[] = []
  let p = 0x40000000 // x^1
  table.push(p)
  for (let n = 1; n < 32; n++) table.push((p = multModP(p, p)))
  return table
})()

function x2nModP(n: number, k: number): number {
  let p = 0x80000000 // x^0 == 1
  while (n) {
    if (n & 1) p = multModP(X2N[k & 31], p)
    n = Math.floor(n / 2)
    k++
  }
  return p
}

/** CRC-32 of A followed by B, from CRC(A), CRC(B) and the length of B. */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  if (lengthB === 0) return crcA >>> 0
  return (multModP(x2nModP(lengthB, 3), crcA) ^ crcB) >>> 0
}
