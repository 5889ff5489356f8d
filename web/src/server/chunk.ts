/** A chunk given to `res.write`/`res.end` as bytes (strings in their stated encoding, or UTF-8). */
export function chunkToBuffer(chunk: string | Uint8Array, encoding?: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk
  if (chunk instanceof Uint8Array) return Buffer.from(chunk)
  return Buffer.from(
    String(chunk),
    typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
  )
}
