import type { OutgoingHttpHeaders } from 'node:http'

/**
 * Helpers shared by the production server's response wrappers (error-document, page-cache,
 * deferred-scripts), which replace `res.writeHead`/`res.write`/`res.end`.
 */

/** A chunk given to `res.write`/`res.end` as bytes (strings in their stated encoding, or UTF-8). */
export function chunkToBuffer(chunk: string | Uint8Array, encoding?: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk
  if (chunk instanceof Uint8Array) return Buffer.from(chunk)
  return Buffer.from(
    String(chunk),
    typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
  )
}

/** The arguments of `res.writeHead(status, [message], [headers])`. */
export type WriteHeadArgs = [
  number,
  (string | OutgoingHttpHeaders | unknown[])?,
  (OutgoingHttpHeaders | unknown[])?,
]

/** The callback among the arguments of `res.write`/`res.end`, if any. */
export function callbackOf(args: unknown[]): (() => void) | undefined {
  return args.find((a) => typeof a === 'function') as (() => void) | undefined
}
