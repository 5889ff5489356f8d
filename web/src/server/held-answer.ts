import type { ServerResponse } from 'node:http'
import { callbackOf, chunkToBuffer, type WriteHeadArgs } from './chunk'

/** The response methods an interceptor replaced: a held answer is sent through them. */
export interface OriginalMethods {
  writeHead: ServerResponse['writeHead']
  write: ServerResponse['write']
  end: ServerResponse['end']
  flushHeaders: ServerResponse['flushHeaders']
}

/** Applies writeHead's arguments to the response without sending anything. */
export function applyWriteHead(res: ServerResponse, args: WriteHeadArgs): void {
  const [status, a, b] = args
  res.statusCode = status
  if (typeof a === 'string') res.statusMessage = a
  const headers = typeof a === 'string' ? b : a
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2)
      res.setHeader(String(headers[i]), headers[i + 1] as string)
  } else if (headers) {
    for (const [k, v] of Object.entries(headers)) if (v !== undefined) res.setHeader(k, v)
  }
}

/** Sends a status and a whole body through the methods the interceptors replaced. */
export function sendThrough(
  res: ServerResponse,
  original: Pick<OriginalMethods, 'writeHead' | 'end'>,
  status: number,
  body: Buffer,
): void {
  original.writeHead.call(res, status)
  ;(original.end as (chunk: Buffer) => ServerResponse).call(res, body)
}

/**
 * Intercepts `res` for the whole answer (the production server's error pages and error mapping).
 * At the first thing the app sends (head or body), `shouldHold()` decides, from the status and
 * headers set so far: pass every call on unchanged, or hold the answer: keep its body, and at its
 * end call `complete` with it, which sends the answer through the original methods. The
 * interceptors stay in place and delegate, so whatever wraps the response later (compression, the
 * page cache) wraps them. Returns a function giving the completion of a held answer (null until
 * the held answer has ended, and for a passed one).
 */
export function holdAnswer(
  res: ServerResponse,
  shouldHold: () => boolean,
  complete: (body: Buffer, original: OriginalMethods) => Promise<void>,
): () => Promise<void> | null {
  const original: OriginalMethods = {
    writeHead: res.writeHead,
    write: res.write,
    end: res.end,
    flushHeaders: res.flushHeaders,
  }
  let mode: 'undecided' | 'pass' | 'hold' = 'undecided'
  const chunks: Buffer[] = []
  let completed: Promise<void> | null = null
  const decide = () => {
    if (mode === 'undecided') mode = shouldHold() ? 'hold' : 'pass'
  }
  const keep = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return
    chunks.push(chunkToBuffer(chunk as string | Uint8Array, encoding))
  }

  res.writeHead = ((...args: WriteHeadArgs) => {
    applyWriteHead(res, args)
    decide()
    return mode === 'pass' ? original.writeHead.call(res, res.statusCode) : res
  }) as ServerResponse['writeHead']
  res.flushHeaders = () => {
    decide()
    if (mode === 'pass') original.flushHeaders.call(res)
  }
  res.write = ((...args: unknown[]) => {
    decide()
    if (mode === 'pass') return (original.write as (...a: unknown[]) => boolean).apply(res, args)
    keep(args[0], args[1])
    callbackOf(args.slice(1))?.()
    return true
  }) as ServerResponse['write']
  res.end = ((...args: unknown[]) => {
    decide()
    if (mode === 'pass')
      return (original.end as (...a: unknown[]) => ServerResponse).apply(res, args)
    keep(args[0], args[1])
    callbackOf(args)?.()
    completed ??= complete(Buffer.concat(chunks), original)
    return res
  }) as ServerResponse['end']
  return () => completed
}
