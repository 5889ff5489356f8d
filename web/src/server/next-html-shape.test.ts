/**
 * @jest-environment node
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import webNextConfig from '../../next.config'
import { SCRIPT_LOADER_CODE } from '../lib/script-loader'
import { DeferredScripts } from './deferred-scripts'
import { isEmptyErrorDocument } from './error-document'
import { toNonceSlots, withNonce } from './nonce-slots'
import { contentSecurityPolicy } from './security-headers'

/**
 * The production server's rewrites work on the HTML Next writes, by pattern: the script rewrite
 * (decision 011) queues `<script src="/_next/static/….js" async="">` tags, the page cache (006,
 * 018) swaps the CSP nonce wherever it is written, the error pages (010) recognise Next's empty
 * error document. None of them fails when Next or React write something else: the pages keep
 * working, slower or with a blank 404. This test builds a tiny app with the installed Next
 * (web/test/next-html, once per Next, React and fixture version, about a minute) and fails,
 * naming what changed, when the HTML no longer has the shape they expect.
 */

const WEB = path.join(__dirname, '..', '..')
const ROOT = path.join(WEB, '..')
const FIXTURE = path.join(WEB, 'test', 'next-html')
const BUILD = path.join(FIXTURE, '.next')
const STAMP = path.join(BUILD, 'ironyard-html-shape-stamp')
const NONCE = 'k3Q9m+Yb/1xZ0aB7cD2eFw=='

/** An opening `<script …>` tag that loads one of the app's chunks, whatever its attributes. */
const CHUNK_TAG = /<script\b[^>]*\bsrc="\/_next\/static\/[^"]+\.js"[^>]*>/g
/** Next's polyfills for browsers without modules: meant to stay as they are. */
const NO_MODULE = /\bnoModule=""/i

/** A change in Next's HTML that one of the server's rewrites depends on. */
function changed(what: string, details: string[] = []): Error {
  return new Error(
    `Next's HTML changed: ${what}${details.length ? `\n  ${details.join('\n  ')}` : ''}\n` +
      '(web/test/next-html/README.md; adapt the rewrite named above, then this test)',
  )
}

function versionOf(pkg: string): string {
  const file = require.resolve(`${pkg}/package.json`, { paths: [ROOT] })
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version
}

/** Next, React and the fixture's sources: the build is redone when any of them changes. */
function stamp(): string {
  const hash = createHash('sha256')
  for (const pkg of ['next', 'react', 'react-dom']) hash.update(`${pkg}@${versionOf(pkg)}\n`)
  const walk = (dir: string): void => {
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        if (entry.name !== '.next' && entry.name !== 'node_modules') walk(file)
      } else hash.update(`${path.relative(FIXTURE, file)}\n`).update(fs.readFileSync(file))
    }
  }
  walk(FIXTURE)
  return hash.digest('hex')
}

function buildFixture(): void {
  const want = stamp()
  const built = fs.existsSync(path.join(BUILD, 'BUILD_ID')) && fs.existsSync(STAMP)
  if (built && fs.readFileSync(STAMP, 'utf8') === want) return
  const res = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'next'), ['build', FIXTURE], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
  })
  if (res.status !== 0)
    throw new Error(
      `next build of ${FIXTURE} failed:\n${`${res.stdout}${res.stderr}`.slice(-3000)}`,
    )
  fs.writeFileSync(STAMP, want)
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
    srv.on('error', reject)
  })
}

let server: ChildProcess | undefined
let origin = ''

async function startFixture(): Promise<void> {
  const port = await freePort()
  origin = `http://127.0.0.1:${port}`
  let output = ''
  server = spawn(
    path.join(ROOT, 'node_modules', '.bin', 'next'),
    ['start', FIXTURE, '-p', String(port), '-H', '127.0.0.1'],
    {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  server.stdout?.on('data', (d: Buffer) => (output += d.toString()))
  server.stderr?.on('data', (d: Buffer) => (output += d.toString()))
  const deadline = Date.now() + 60_000
  for (;;) {
    try {
      if ((await fetch(`${origin}/en`)).ok) return
    } catch {
      // not yet
    }
    if (Date.now() > deadline || server.exitCode !== null)
      throw new Error(`next start of ${FIXTURE} did not answer:\n${output.slice(-2000)}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

/** A document as web/server.ts asks Next for it: the request carries the answer's policy. */
async function documentAt(
  pathname: string,
): Promise<{ status: number; type: string; html: string }> {
  const res = await fetch(`${origin}${pathname}`, {
    headers: {
      'content-security-policy': contentSecurityPolicy({
        nonce: NONCE,
        apiOrigin: 'http://127.0.0.1:8911',
      }),
      accept: 'text/html',
    },
  })
  return { status: res.status, type: res.headers.get('content-type') ?? '', html: await res.text() }
}

const chunkTags = (html: string) => (html.match(CHUNK_TAG) ?? []).filter((t) => !NO_MODULE.test(t))
const rewrite = (html: string) => {
  const t = new DeferredScripts(NONCE)
  return t.push(html) + t.end()
}

let page: { status: number; type: string; html: string }
let missing: { status: number; type: string; html: string }

beforeAll(async () => {
  buildFixture()
  await startFixture()
  page = await documentAt('/en')
  missing = await documentAt('/en/missing')
}, 10 * 60_000)

afterAll(async () => {
  if (!server?.pid || server.exitCode !== null) return
  const exited = new Promise((resolve) => server?.once('exit', resolve))
  process.kill(-server.pid, 'SIGKILL')
  await exited
  server.stdout?.destroy()
  server.stderr?.destroy()
})

describe("Next's HTML has the shape the production server's rewrites expect", () => {
  it('the fixture is built with the options of web/next.config.ts that shape the HTML', () => {
    const fixture = require(path.join(FIXTURE, 'next.config.js')) as typeof webNextConfig
    const shaping = (c: typeof webNextConfig) => ({
      compress: c.compress,
      reactStrictMode: c.reactStrictMode,
      poweredByHeader: c.poweredByHeader,
      experimental: c.experimental,
    })
    expect(shaping(fixture)).toEqual(shaping(webNextConfig))
  })

  it('a page is an HTML document rendered per request', () => {
    expect(page.status).toBe(200)
    expect(page.type).toMatch(/^text\/html/)
    expect(page.html).toContain('Streamed after the shell')
  })

  it("writes the app's chunks as the tags the script rewrite queues (decision 011)", () => {
    const tags = chunkTags(page.html)
    if (tags.length < 2)
      throw changed('the page loads fewer than 2 chunks with <script src="/_next/static/…js">', [
        `found: ${tags.join(' ') || 'none'}`,
      ])
    const tooLong = tags.filter((t) => t.length + '</script>'.length > 480)
    if (tooLong.length)
      throw changed('chunk tags longer than deferred-scripts.ts MAX_TAG (480)', tooLong)
    const out = rewrite(page.html)
    const left = chunkTags(out)
    if (left.length)
      throw changed(
        'chunk tags the script rewrite (deferred-scripts.ts CHUNK_SCRIPT) no longer matches: they run before the first paint again',
        left,
      )
    const queued = out.match(/\(self\.__iyScripts=self\.__iyScripts\|\|\[\]\)\.push\(/g) ?? []
    expect(queued).toHaveLength(tags.length)
    expect(out.split(SCRIPT_LOADER_CODE)).toHaveLength(2)
    // The loader comes before the first queued chunk, in the head.
    expect(out.indexOf(SCRIPT_LOADER_CODE)).toBeLessThan(out.indexOf('self.__iyScripts=self'))
    expect(out.indexOf(SCRIPT_LOADER_CODE)).toBeLessThan(out.indexOf('</head>'))
  })

  it('gives the same rewrite of the real document however it is split into pieces', () => {
    const whole = rewrite(page.html)
    for (let cut = 1; cut < page.html.length; cut += 7) {
      const t = new DeferredScripts(NONCE)
      const out = t.push(page.html.slice(0, cut)) + t.push(page.html.slice(cut)) + t.end()
      if (out !== whole) throw new Error(`split at ${cut} gave a different document`)
    }
  })

  it('keeps its bootstrap chunk as a <link rel="preload" as="script"> (decision 011)', () => {
    const preload = /<link rel="preload" as="script"[^>]* href="(\/_next\/static\/[^"]+\.js)"/.exec(
      page.html,
    )
    if (!preload)
      throw changed('no <link rel="preload" as="script" … href="/_next/static/….js"> in the head')
    // The preloaded bootstrap chunk is itself one of the queued tags.
    expect(chunkTags(page.html).some((t) => t.includes(`src="${preload[1]}"`))).toBe(true)
  })

  it('streams the flight data and React’s boundaries as inline scripts the rewrite leaves alone', () => {
    const inline = (html: string, marker: string) => html.split(marker).length - 1
    for (const marker of ['self.__next_f.push(', '$RC(', 'id="_R_"']) {
      if (!inline(page.html, marker))
        throw changed(
          `no inline script with ${marker} (the flight data, a streamed boundary, the bootstrap)`,
        )
      expect(inline(rewrite(page.html), marker)).toBe(inline(page.html, marker))
    }
  })

  it('puts the answer’s nonce on every script, and only in the two forms the page cache swaps (decision 018)', () => {
    const scripts = page.html.match(/<script\b[^>]*>/g) ?? []
    const unsigned = scripts.filter((s) => !s.includes(` nonce="${NONCE}"`))
    if (unsigned.length)
      throw changed(
        'scripts without the nonce of the request’s policy: the CSP blocks them',
        unsigned,
      )
    const written = page.html.split(NONCE).length - 1
    const known = (page.html.match(/nonce(?:="|\\":\\")k3Q9m\+Yb\/1xZ0aB7cD2eFw==/g) ?? []).length
    if (written !== known)
      throw changed(
        `the nonce is written ${written} times, ${known} of them as nonce="…" or \\"nonce\\":\\"…\\"`,
      )
    const other = [...page.html.matchAll(/nonce(?:="|\\":\\")([^"\\]*)/g)]
      .map((m) => m[1])
      .filter((n) => n !== NONCE)
    if (other.length) throw changed('nonces other than the policy’s', other)
  })

  it('lets a replay of the page cache give the page a nonce of its own (decision 018)', async () => {
    const slots = await toNonceSlots(Buffer.from(rewrite(page.html), 'latin1'), NONCE, false)
    expect(slots).not.toBeNull()
    const fresh = 'Zx8Vb2Qk1mN4pR7sT0uWyA=='
    const replay = withNonce(slots!, fresh).toString('latin1')
    expect(replay).not.toContain(NONCE)
    const scripts = replay.match(/<script\b[^>]*>/g) ?? []
    expect(scripts.filter((s) => !s.includes(` nonce="${fresh}"`))).toEqual([])
  })

  it('answers notFound() with the empty error document the error pages replace (decision 010)', () => {
    expect(missing.status).toBe(404)
    expect(missing.type).toMatch(/^text\/html/)
    if (!isEmptyErrorDocument(Buffer.from(missing.html), 'identity'))
      throw changed(
        'a notFound() page no longer starts with <html id="__next_error__">: error-document.ts stops serving the server-rendered 404 page',
        [missing.html.slice(0, 300)],
      )
  })
})
