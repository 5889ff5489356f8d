/**
 * @jest-environment node
 */
import compression from 'compression'
import { createServer, request, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { runInNewContext } from 'node:vm'
import { gunzipSync } from 'node:zlib'
import { deferScripts, DeferredScripts, queuedScript, SCRIPT_LOADER } from './deferred-scripts'
import { SCRIPT_LOADER_CODE } from '../lib/script-loader'

const A = '/_next/static/chunks/2b23rnl5a4r7f.js'
const B = '/_next/static/chunks/turbopack-2u1d16houkiyo.js'
const C = '/_next/static/chunks/1-d-gdjwxq421.js'
const DOC =
  '<!DOCTYPE html><html lang="es"><head><meta charSet="utf-8"/>' +
  `<link rel="preload" as="script" fetchPriority="low" href="${C}"/>` +
  `<script src="${A}" async=""></script><script src="${B}" async=""></script>` +
  '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>' +
  '<script src="https://example.com/x.js" async=""></script>' +
  '</head><body><h1>Excavadoras en venta: ñandú €</h1>' +
  `<script id="_R_">globalThis.TURBOPACK=[]</script><script src="${C}" async=""></script>` +
  '<script>self.__next_f.push([1,"<script src=\\"x\\">"])</script></body></html>'
const EXPECTED = DOC.replace(
  `<script src="${A}" async=""></script>`,
  SCRIPT_LOADER + queuedScript(A),
)
  .replace(`<script src="${B}" async=""></script>`, queuedScript(B))
  .replace(`<script src="${C}" async=""></script>`, queuedScript(C))

describe('DeferredScripts (the text transform)', () => {
  it("queues the app's chunk scripts, sends the loader once and leaves every other tag alone", () => {
    const t = new DeferredScripts()
    const out = t.push(DOC) + t.end()
    expect(out).toBe(EXPECTED)
    expect(out.split(SCRIPT_LOADER)).toHaveLength(2)
    expect(out).toContain('<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule="">')
    expect(out).toContain('<script src="https://example.com/x.js" async=""></script>')
    expect(out).toContain(`<link rel="preload" as="script" fetchPriority="low" href="${C}"/>`)
  })

  it('gives the same document however it is split into pieces', () => {
    for (let cut = 1; cut < DOC.length; cut++) {
      const t = new DeferredScripts()
      const out = t.push(DOC.slice(0, cut)) + t.push(DOC.slice(cut)) + t.end()
      if (out !== EXPECTED) throw new Error(`split at ${cut} gave a different document`)
    }
    const t = new DeferredScripts()
    expect([...DOC].map((c) => t.push(c)).join('') + t.end()).toBe(EXPECTED)
  })

  it('gives the loader and every queued script the answer’s nonce (as Next 16 writes the tags under a CSP)', () => {
    const nonce = 'k3Q9m+Yb/1xZ0aB7cD2eFw=='
    // React writes `src`, then `nonce`, then `async` (Next 16.4, React 19.3).
    const signed = DOC.replace(/ async=""><\/script>/g, ` nonce="${nonce}" async=""></script>`)
    const t = new DeferredScripts(nonce)
    const out = t.push(signed) + t.end()
    expect(out).not.toContain(`<script src="${A}"`)
    expect(out).not.toContain(`<script src="${C}"`)
    expect(out.split(`<script nonce="${nonce}">${SCRIPT_LOADER_CODE}</script>`)).toHaveLength(2)
    for (const src of [A, B, C]) expect(out).toContain(queuedScript(src, nonce))
    expect(out).not.toMatch(/<script>\(/)
    // A script of another origin keeps its tag (it is not one of the app's chunks).
    expect(out).toContain(`<script src="https://example.com/x.js" nonce="${nonce}" async="">`)
    // Split anywhere, the same document.
    for (let cut = 1; cut < signed.length; cut += 7) {
      const s = new DeferredScripts(nonce)
      if (s.push(signed.slice(0, cut)) + s.push(signed.slice(cut)) + s.end() !== out)
        throw new Error(`split at ${cut} gave a different document`)
    }
  })

  it('holds back only what could be the start of a chunk tag', () => {
    const t = new DeferredScripts()
    expect(t.push('<p>a</p><scr')).toBe('<p>a</p>')
    expect(t.push('ipt>inline()</script><p')).toBe('<script>inline()</script><p')
    expect(t.push('>b</p>')).toBe('>b</p>')
    expect(t.end()).toBe('')
  })
})

describe('SCRIPT_LOADER (in the browser)', () => {
  type Img = { complete: boolean; decode: () => Promise<void> }
  type Script = { src: string; async: boolean; onload?: () => void; onerror?: () => void }
  function page(readyState: string, visibilityState = 'visible', images: Img[] = []) {
    const added: string[] = []
    const scripts: Script[] = []
    const listeners: Record<string, () => void> = {}
    const frames: Array<() => void> = []
    const timers: Array<[() => void, number]> = []
    const document = {
      readyState,
      visibilityState,
      head: { appendChild: (e: Script) => (added.push(e.src), scripts.push(e)) },
      createElement: (): Script => ({ src: '', async: false }),
      addEventListener: (name: string, fn: () => void) => (listeners[name] = fn),
      querySelectorAll: (selector: string) =>
        selector === 'img[fetchpriority=high]' ? images : [],
    }
    const self: Record<string, unknown> = {}
    const context = {
      self,
      document,
      requestAnimationFrame: (fn: () => void) => frames.push(fn),
      setTimeout: (fn: () => void, ms: number) => timers.push([fn, ms]),
    }
    const js = (html: string) => html.replace(/^<script>/, '').replace(/<\/script>$/, '')
    const run = (html: string) => runInNewContext(js(html), context)
    return { added, scripts, self, listeners, frames, timers, run }
  }

  it('adds the queued scripts after the document is parsed and a frame painted', () => {
    const p = page('loading')
    p.run(SCRIPT_LOADER)
    p.run(queuedScript(A))
    p.run(queuedScript(B))
    expect(p.added).toEqual([])
    p.listeners.DOMContentLoaded()
    expect(p.added).toEqual([])
    p.frames.shift()!()
    expect(p.added).toEqual([])
    p.timers.find(([, ms]) => ms === 0)![0]()
    expect(p.added).toEqual([A, B])
    expect(p.scripts.every((e) => e.async)).toBe(true)
    // Ready once every queued script has run (or failed).
    p.scripts[0].onload!()
    expect(p.self.__iyReady).toBeUndefined()
    p.scripts[1].onerror!()
    expect(p.self.__iyReady).toBe(true)
    // Later scripts are added at once, and the safety timer adds nothing twice.
    p.run(queuedScript(C))
    p.timers.find(([, ms]) => ms === 4000)![0]()
    expect(p.added).toEqual([A, B, C])
  })

  it("waits for the page's high-priority images to be decoded (at most 1.5 s) before that frame", async () => {
    let decoded: () => void = () => undefined
    const photo = { complete: false, decode: () => new Promise<void>((r) => (decoded = r)) }
    const loaded = { complete: true, decode: () => Promise.resolve() }
    const p = page('loading', 'visible', [photo, loaded])
    p.run(SCRIPT_LOADER)
    p.run(queuedScript(A))
    p.listeners.DOMContentLoaded()
    expect(p.frames).toHaveLength(0)
    decoded()
    await Promise.resolve()
    await Promise.resolve()
    expect(p.frames).toHaveLength(1)
    p.frames.shift()!()
    p.timers.find(([, ms]) => ms === 0)![0]()
    expect(p.added).toEqual([A])

    // An image that never arrives holds the scripts 1.5 s at most.
    const stuck = page('complete', 'visible', [
      { complete: false, decode: () => new Promise(() => undefined) },
    ])
    stuck.run(SCRIPT_LOADER)
    stuck.run(queuedScript(B))
    stuck.timers.find(([, ms]) => ms === 1500)![0]()
    stuck.frames.shift()!()
    stuck.timers.find(([, ms]) => ms === 0)![0]()
    expect(stuck.added).toEqual([B])
  })

  it('loads at once in a hidden tab (no frames are painted there)', () => {
    const p = page('loading', 'hidden')
    p.run(SCRIPT_LOADER)
    p.run(queuedScript(A))
    p.listeners.DOMContentLoaded()
    expect(p.added).toEqual([A])
  })
})

describe('deferScripts (on a response)', () => {
  let server: Server
  let answer: (req: IncomingMessage, res: import('node:http').ServerResponse) => void
  beforeAll(async () => {
    const compress = compression()
    server = createServer((req, res) => {
      compress(req as never, res as never, () => {
        deferScripts(req, res)
        answer(req, res)
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  function get(path: string, headers: Record<string, string> = {}) {
    const { port } = server.address() as AddressInfo
    return new Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }>(
      (resolve, reject) => {
        request({ host: '127.0.0.1', port, path, headers }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          )
        })
          .on('error', reject)
          .end()
      },
    )
  }

  /** Next's way: headers set (here with a length), then the body in pieces that split tags and characters. */
  const streamed =
    (body: string, type: string) => (_req: unknown, res: import('node:http').ServerResponse) => {
      const bytes = Buffer.from(body)
      res.setHeader('content-type', type)
      res.setHeader('content-length', bytes.length)
      for (let i = 0; i < bytes.length; i += 37) res.write(bytes.subarray(i, i + 37))
      res.end()
    }

  it('rewrites an HTML document, uncompressed and gzip-compressed, with a correct length', async () => {
    answer = streamed(DOC, 'text/html; charset=utf-8')
    const plain = await get('/es/excavadoras')
    expect(plain.body.toString()).toBe(EXPECTED)
    const gz = await get('/es/excavadoras', { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.body).toString()).toBe(EXPECTED)
  })

  it('rewrites a document whose headers come with writeHead', async () => {
    answer = (_req, res) => {
      res.writeHead(404, { 'Content-Type': 'text/html', 'Content-Length': Buffer.byteLength(DOC) })
      res.end(DOC)
    }
    const r = await get('/no-such-page')
    expect(r.status).toBe(404)
    expect(r.body.toString()).toBe(EXPECTED)
  })

  it('leaves scripts, the RSC payload of client navigations and POSTs untouched', async () => {
    answer = streamed(DOC, 'application/javascript')
    expect((await get('/_next/static/chunks/a.js')).body.toString()).toBe(DOC)
    answer = streamed(DOC, 'text/x-component')
    expect((await get('/excavators', { rsc: '1' })).body.toString()).toBe(DOC)
    answer = streamed(DOC, 'text/html')
    expect((await get('/excavators?_rsc=abc')).body.toString()).toBe(DOC)
  })
})
