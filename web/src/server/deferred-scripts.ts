import type { IncomingMessage, ServerResponse } from 'node:http'
import { callbackOf, chunkToBuffer, type WriteHeadArgs } from './chunk'
import { isDocumentRequest } from './error-document'
import { SCRIPT_LOADER_CODE } from '../lib/script-loader'

/**
 * The app's scripts run after the page's first paint
 * (docs/decisions/011-scripts-run-after-the-first-paint.md).
 *
 * Next writes its chunks as `<script src="/_next/static/…" async="">`: an async script runs as
 * soon as it has arrived, even while the document is still being parsed, so on a phone whose cache
 * already holds the scripts (or on a fast link) ~170 KB of JavaScript is evaluated before the
 * page is first painted, and the largest paint waits for it. This rewrites each of those tags into
 * a one-line inline script that queues its URL; a small loader, sent with the first of them, adds
 * the queued scripts (async, as before) once the whole document is parsed, the page's
 * high-priority photos are decoded and one frame has been painted (SCRIPT_LOADER_CODE). Next's own
 * `<link rel="preload" as="script">` (the bootstrap chunk) stays; the other chunks download when
 * added, after the HTML and the first photos (a preload for each was measured: it slowed the LCP
 * back down, decision 011). Hydration starts after that paint instead of before it; nothing else
 * changes (async scripts never had an order). Any other script tag passes untouched.
 */

/**
 * The tags Next and React write for the app's own chunks, and nothing else. Under the
 * Content-Security-Policy (decision 018) they carry the answer's nonce.
 */
const CHUNK_SCRIPT =
  /<script src="(\/_next\/static\/[^"<>]+\.js)"(?: nonce="[\w+/=-]*")? async=""(?: nonce="[\w+/=-]*")?><\/script>/g
const OPENING = '<script src="'
/** Longer than any chunk tag: a longer unfinished tag is not one of them. */
const MAX_TAG = 480

/** `<script>` with the answer's nonce (decision 018), or without one when there is none. */
function openScript(nonce: string | undefined): string {
  return nonce ? `<script nonce="${nonce}">` : '<script>'
}

/** The loader as an inline script of the answer with `nonce`. */
export function scriptLoader(nonce?: string): string {
  return `${openScript(nonce)}${SCRIPT_LOADER_CODE}</script>`
}

/** The loader without a nonce (tests, and pages served without a policy). */
export const SCRIPT_LOADER = scriptLoader()

export function queuedScript(src: string, nonce?: string): string {
  return `${openScript(nonce)}(self.__iyScripts=self.__iyScripts||[]).push(${JSON.stringify(src)})</script>`
}

/** Where a possibly unfinished chunk tag starts at the end of `text`, or -1. */
function unfinishedTag(text: string): number {
  const open = text.lastIndexOf(OPENING)
  if (open >= 0 && text.length - open <= MAX_TAG && text.indexOf('</script>', open) < 0) return open
  const start = text.lastIndexOf('<')
  return start >= 0 && OPENING.startsWith(text.slice(start)) ? start : -1
}

/**
 * The rewrite as a streaming text transform: feed it the document in pieces (a tag may be split
 * between them) and it returns what can be sent so far; `end` returns the rest.
 */
export class DeferredScripts {
  private carry = ''
  private loaderSent = false

  /** `nonce`: the answer's CSP nonce, written on the inline scripts this adds. */
  constructor(private readonly nonce?: string) {}

  push(text: string): string {
    const all = this.carry + text
    const cut = unfinishedTag(all)
    this.carry = cut < 0 ? '' : all.slice(cut)
    return this.rewrite(cut < 0 ? all : all.slice(0, cut))
  }

  end(): string {
    const rest = this.carry
    this.carry = ''
    return this.rewrite(rest)
  }

  private rewrite(text: string): string {
    return text.replace(CHUNK_SCRIPT, (_tag, src: string) => {
      const queued = queuedScript(src, this.nonce)
      if (this.loaderSent) return queued
      this.loaderSent = true
      return scriptLoader(this.nonce) + queued
    })
  }
}

function withoutContentLength(args: WriteHeadArgs): WriteHeadArgs {
  return args.map((a) => {
    if (!a || typeof a !== 'object') return a
    if (Array.isArray(a)) {
      const out: unknown[] = []
      for (let i = 0; i + 1 < a.length; i += 2)
        if (String(a[i]).toLowerCase() !== 'content-length') out.push(a[i], a[i + 1])
      return out
    }
    return Object.fromEntries(
      Object.entries(a).filter(([k]) => k.toLowerCase() !== 'content-length'),
    )
  }) as WriteHeadArgs
}

/**
 * Rewrites the HTML documents written to `res` (full-document GETs answered with text/html) as
 * DeferredScripts describes. Call before the renderer writes; anything else passes through.
 * The body must reach it uncompressed (compression is added outside it, in web/server.ts).
 * `nonce`: the answer's CSP nonce (decision 018), for the inline scripts it writes.
 */
export function deferScripts(req: IncomingMessage, res: ServerResponse, nonce?: string): void {
  if (!isDocumentRequest(req)) return
  const original = { writeHead: res.writeHead, write: res.write, end: res.end }
  let transform: DeferredScripts | null | undefined
  // Decided once, when the headers go out: only HTML is rewritten (its length then changes).
  const decide = (): DeferredScripts | null => {
    if (transform !== undefined) return transform
    const html = String(res.getHeader('content-type') ?? '').startsWith('text/html')
    transform = html ? new DeferredScripts(nonce) : null
    if (transform && !res.headersSent) res.removeHeader('content-length')
    return transform
  }
  // The transform works on latin1 text, one character per byte: the tags it looks for are ASCII,
  // so every other byte (UTF-8 sequences split between chunks included) passes through as it came.
  const rewrite = (t: DeferredScripts, chunk: unknown, encoding: unknown): Buffer | null => {
    const bytes =
      chunk === undefined || chunk === null || typeof chunk === 'function'
        ? Buffer.alloc(0)
        : chunkToBuffer(chunk as string | Uint8Array, encoding)
    const text = bytes.toString('latin1')
    const out = t.push(text)
    if (out === text) return bytes
    return out ? Buffer.from(out, 'latin1') : null
  }

  res.writeHead = ((...args: WriteHeadArgs) => {
    const [status, a, b] = args
    const headers = typeof a === 'string' ? b : a
    const type =
      headers && !Array.isArray(headers)
        ? (Object.entries(headers).find(([k]) => k.toLowerCase() === 'content-type')?.[1] as
            string | undefined)
        : undefined
    if (type !== undefined && transform === undefined && !res.hasHeader('content-type'))
      res.setHeader('content-type', type)
    const t = decide()
    const out = t ? withoutContentLength([status, a, b]) : args
    return (original.writeHead as (...a: unknown[]) => ServerResponse).apply(res, out)
  }) as ServerResponse['writeHead']
  res.write = ((...args: unknown[]) => {
    const t = decide()
    if (!t) return (original.write as (...a: unknown[]) => boolean).apply(res, args)
    const out = rewrite(t, args[0], args[1])
    const cb = callbackOf(args.slice(1))
    if (!out?.length) {
      cb?.()
      return true
    }
    return cb
      ? (original.write as (...a: unknown[]) => boolean).call(res, out, cb)
      : (original.write as (...a: unknown[]) => boolean).call(res, out)
  }) as ServerResponse['write']
  res.end = ((...args: unknown[]) => {
    const t = decide()
    if (!t) return (original.end as (...a: unknown[]) => ServerResponse).apply(res, args)
    const last = rewrite(t, args[0], args[1])
    const rest = t.end()
    const out = rest ? Buffer.concat([last ?? Buffer.alloc(0), Buffer.from(rest, 'latin1')]) : last
    const cb = callbackOf(args)
    const end = original.end as (...a: unknown[]) => ServerResponse
    if (!out?.length) return cb ? end.call(res, cb) : end.call(res)
    return cb ? end.call(res, out, cb) : end.call(res, out)
  }) as ServerResponse['end']
}
