import fs from 'node:fs'
import path from 'node:path'
import { hasUrlControlCharacter } from '../src/server/control-characters'

/**
 * The bad-input corpus and the runner of the fuzz journeys (fuzz*.spec.ts, issue 12): plain HTTP
 * requests against the production server, none may be answered with a 5xx.
 */

/** Hostile values, as the visitor means them (URL cases encode them, bodies carry them as is). */
export const HOSTILE: ReadonlyArray<readonly [label: string, value: string]> = [
  ['empty', ''],
  ['spaces', '   '],
  ['negative', '-1'],
  ['zero', '0'],
  ['huge number', '99999999999999999999999999'],
  ['negative huge', '-1e308'],
  ['overflowing float', '1e309'],
  ['fraction', '1.5'],
  ['NaN', 'NaN'],
  ['hex', '0x1F'],
  ['boolean', 'true'],
  ['JSON array', '[1,2]'],
  ['JSON object', '{"a":1}'],
  ['null', 'null'],
  ['__proto__', '__proto__'],
  ['constructor', 'constructor'],
  ['prototype', 'prototype'],
  ['toString', 'toString'],
  ['script tag', '<script>alert(1)</script>'],
  ['attribute break', '"><img src=x onerror=alert(1)>'],
  ['SQL', "' OR 1=1 --"],
  ['path traversal', '../../etc/passwd'],
  ['protocol-relative URL', '//evil.example'],
  ['javascript: URL', 'javascript:alert(1)'],
  ['unicode', 'ñandú 日本語 🚜'],
  ['right-to-left override', '\u202eevil'],
  ['zero width', '\u200b\ufeff'],
  ['header injection', 'a\r\nSet-Cookie: x=1'],
  ['tab', 'a\tb'],
  ['NUL', 'a\u0000b'],
  ['escape sequence', '\u001b[31m'],
  ['bell', '\u0007'],
  ['invalid date', '2024-13-45'],
  ['year zero', '0000-01-01T00:00:00Z'],
  ['far future date', '99999-01-01'],
  ['invalid email', 'not-an-email'],
  ['email without domain', 'a@b'],
  ['overlong email', `${'x'.repeat(300)}@example.com`],
  ['10 KB string', 'A'.repeat(10_000)],
]

/** Put into URLs as they are: malformed percent-encoding and encoded control characters. */
export const RAW_URL_PARTS: ReadonlyArray<readonly [label: string, raw: string]> = [
  ['lone %', '%'],
  ['%zz', '%zz'],
  ['truncated UTF-8', '%E0%A4%A'],
  ['overlong UTF-8', '%C0%AF'],
  ['lone surrogate', '%ED%A0%80'],
  ['encoded NUL', '%00'],
  ['encoded escape', '%1B'],
]

export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
]

/** A 100 KB value: in a URL Node refuses it (431), in a body the app must. */
export const LONG_100KB = 'B'.repeat(100_000)

/**
 * Arguments no page of ours sends a server action (issue 31, finding 5), as the JSON of an action
 * call carries them: objects shaped like prototypes (`toString`, `valueOf`, `toJSON` that are not
 * functions, `__proto__`, `constructor.prototype`, a `then`), arrays, primitives, a huge string,
 * and what React's reply decoder makes of `$` strings (NaN, a BigInt, an invalid Date, and a
 * temporary client reference: a function any property read of which throws).
 */
export const HOSTILE_ARGUMENTS: ReadonlyArray<readonly [label: string, json: unknown]> = [
  ['an object whose toString is not a function', { toString: 1 }],
  ['an object whose valueOf is not a function', { valueOf: 1 }],
  ['an object whose toString and valueOf are objects', { toString: {}, valueOf: [] }],
  ['an object whose toJSON is not a function', { toJSON: 1, toString: 'x' }],
  ['an object whose length is an object', { length: { toString: 1 } }],
  ['a __proto__ key', JSON.parse('{"__proto__":{"polluted":true,"toString":1}}')],
  ['constructor.prototype', { constructor: { prototype: { polluted: true, toString: 1 } } }],
  ['a then of a temporary reference', { then: '$T' }],
  ['an array-like object', { length: 4_294_967_295, 0: 'x' }],
  ['an empty array', []],
  ['an array', ['en', 1, null]],
  ['nested arrays', [[[[['x']]]], [[{ toString: 1 }]]]],
  ['null', null],
  ['zero', 0],
  ['a negative fraction', -1.5],
  ['a huge number', 1e308],
  ['true', true],
  ['false', false],
  ['an empty string', ''],
  ['a prototype name', '__proto__'],
  ['a 100 KB string', LONG_100KB],
  ['NaN', '$NaN'],
  ['-Infinity', '$-Infinity'],
  ['a BigInt', '$n123456789012345678901234567890'],
  ['an invalid Date', '$DNaN'],
  ['a temporary reference', '$T'],
  ['an object of decoded values', { toString: '$T', valueOf: '$n1', toJSON: '$T', x: '$NaN' }],
]

/** The fields a form action's previous state holds (useActionState), each given one value. */
export const STATE_FIELDS = [
  'values',
  'result',
  'key',
  'idempotencyKey',
  'email',
  'intent',
  'version',
  'added',
  'notePositions',
  'lastSection',
] as const

/**
 * Forms no page of ours posts: prototype names as field names, hostile JSON and files where text
 * goes, a field sent three times, a thousand fields. `fields` are names and values (a Blob is a
 * file part); each is posted to every action with its usual fields beside them.
 */
export const ODD_FORMS: ReadonlyArray<
  readonly [label: string, fields: ReadonlyArray<readonly [string, string | Blob]>]
> = [
  [
    'prototype names as fields',
    [
      '__proto__',
      'constructor',
      'prototype',
      'toString',
      'valueOf',
      'toJSON',
      'then',
      'length',
    ].map((k) => [k, '{"polluted":true}'] as const),
  ],
  [
    'bracketed prototype paths',
    [
      ['__proto__[polluted]', 'true'],
      ['constructor[prototype][polluted]', 'true'],
      ['values[__proto__][x]', '1'],
      ['', 'a field without a name'],
    ],
  ],
  [
    'hostile JSON in the known fields',
    [
      ['filters', '{"__proto__":{"polluted":true},"toString":1}'],
      ['utm', '{"constructor":{"prototype":{"x":1}},"utm_source":{"toString":1}}'],
      ['firstVisitParams', '[[["x"]],{"valueOf":1}]'],
      ['order', '1,__proto__,constructor,99999999999'],
      ['back', '__proto__=1&constructor[prototype]=1'],
    ],
  ],
  [
    'files where text goes',
    ['locale', 'id', 'email', 'type', 'stockNumber', 'idempotencyKey', 'key', 'intent'].map(
      (k) => [k, new Blob(['{"toString":1}'], { type: 'application/json' })] as const,
    ),
  ],
  [
    'every field three times',
    ['locale', 'id', 'email', 'intent', 'console', 'op'].flatMap((k) =>
      ['es', '1', 'x'].map((v) => [k, v] as const),
    ),
  ],
  ['a thousand fields', Array.from({ length: 1000 }, (_, i) => [`f${i}`, 'x'] as const)],
  [
    'huge values',
    ['locale', 'email', 'name', 'message', 'order'].map((k) => [k, LONG_100KB] as const),
  ],
]

/** Whether a value holds a control character the server refuses in a URL (tab, CR, LF pass). */
export const hasControl = hasUrlControlCharacter

/** The i-th item of a list, cycling: spreads the corpus over the parameters and pages. */
export const nth = <T>(list: readonly T[], i: number): T =>
  list[((i % list.length) + list.length) % list.length]

export interface FuzzCase {
  label: string
  method?: string
  /** Path and query, as sent (already encoded). */
  path: string
  headers?: Record<string, string>
  body?: string | Uint8Array | FormData | ReadableStream<Uint8Array>
  /** Statuses this case must get (otherwise any status below 500). */
  expect?: readonly number[]
}

export interface FuzzReport {
  count: number
  seconds: number
  failures: string[]
}

const shown = (p: string) => (p.length > 160 ? `${p.slice(0, 160)}… (${p.length} chars)` : p)

/** Sends every case (a few at a time); a 5xx, a status outside `expect` or no answer fails it. */
export async function runCases(
  baseURL: string,
  cases: readonly FuzzCase[],
  concurrency = 4,
): Promise<FuzzReport> {
  const failures: string[] = []
  const started = Date.now()
  let next = 0
  const send = (c: FuzzCase) =>
    fetch(`${baseURL}${c.path}`, {
      method: c.method ?? 'GET',
      headers: c.headers,
      body: c.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(60_000),
      ...(c.body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit)
  const worker = async () => {
    while (next < cases.length) {
      const c = cases[next++]
      const what = `${c.label}: ${c.method ?? 'GET'} ${shown(c.path)}`
      try {
        // A kept-alive connection the server closed after refusing a body it did not read fails
        // the next request sent on it: that one is sent again (a stream body cannot be).
        const res = await send(c).catch((e: unknown) => {
          if (c.body instanceof ReadableStream) throw e
          return send(c)
        })
        await res.arrayBuffer().catch(() => undefined)
        const ok = c.expect ? c.expect.includes(res.status) : res.status < 500
        if (!ok) {
          const wanted = c.expect ? c.expect.join(' or ') : 'below 500'
          failures.push(`${what} → ${res.status} (expected ${wanted})`)
        }
      } catch (e) {
        const cause = e instanceof Error && e.cause instanceof Error ? `: ${e.cause.message}` : ''
        failures.push(`${what} → no answer (${e instanceof Error ? e.message : String(e)}${cause})`)
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return { count: cases.length, seconds: (Date.now() - started) / 1000, failures }
}

/** Fails with every failing case listed when a case failed, or logs how many cases ran. */
export function assertNoFailures(what: string, report: FuzzReport): void {
  if (report.failures.length) {
    throw new Error(
      `${what}: ${report.failures.length} of ${report.count} cases failed:\n  ${report.failures.join('\n  ')}`,
    )
  }
  console.log(`    ${what}: ${report.count} cases, none 5xx (${report.seconds.toFixed(1)} s)`)
}

/** A route of the app: its URL segments (`[x]`, `[...x]` dynamic) and whether it is a handler. */
export interface AppRoute {
  segments: string[]
  handler: boolean
}

/** Every page and route handler under web/src/app, from its folders. */
export function appRoutes(appDir = path.join(__dirname, '..', 'src', 'app')): AppRoute[] {
  const routes: AppRoute[] = []
  const walk = (dir: string, segments: string[]) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        // Route groups `(x)` and private folders `_x` are not URL segments.
        const name = entry.name
        if (name.startsWith('_')) continue
        walk(path.join(dir, name), name.startsWith('(') ? segments : [...segments, name])
      } else if (/^page\.tsx?$/.test(entry.name)) routes.push({ segments, handler: false })
      else if (/^route\.tsx?$/.test(entry.name)) routes.push({ segments, handler: true })
    }
  }
  walk(appDir, [])
  return routes.sort((a, b) => a.segments.join('/').localeCompare(b.segments.join('/')))
}

/**
 * The server actions of a build (its server-reference manifest), each with a page that serves it:
 * the first one without dynamic segments but the locale, else the first with sample values.
 */
export function serverActions(distDir: string): Array<{ id: string; name: string; page: string }> {
  const file = path.join(distDir, 'server', 'server-reference-manifest.json')
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    node: Record<string, { exportedName?: string; workers: Record<string, unknown> }>
  }
  return Object.entries(manifest.node).map(([id, entry]) => {
    const paths = Object.keys(entry.workers).map(
      (w) => w.replace(/^app\/\[locale\]/, '').replace(/\/page$/, '') || '/',
    )
    // A page without parameters, else one whose parameters take a sample value (an action only a
    // listing's console page offers is posted to /admin/equipment/x).
    const page =
      paths.find((p) => !p.includes('[')) ??
      paths.map((p) => p.replace(/\[\[?(\.\.\.)?[^\]]+\]\]?/g, 'x'))[0]
    if (!page) throw new Error(`server action ${id}: no page serves it`)
    return { id, name: entry.exportedName ?? id, page }
  })
}

/** A page as fetched by a fuzz case that reads its HTML. */
export interface FetchedPage {
  status: number
  html: string
}

/** Fetches every path (a few at a time) and returns status and HTML, in the order given. */
export async function fetchPages(
  baseURL: string,
  paths: readonly string[],
  concurrency = 4,
): Promise<FetchedPage[]> {
  const out: FetchedPage[] = new Array(paths.length)
  let next = 0
  const worker = async () => {
    while (next < paths.length) {
      const i = next++
      const res = await fetch(`${baseURL}${paths[i]}`, {
        redirect: 'manual',
        signal: AbortSignal.timeout(60_000),
      })
      out[i] = { status: res.status, html: await res.text() }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return out
}

/**
 * Whether a hostile value stands in the HTML as it was sent: only a value with markup characters
 * can break out of text or an attribute, so only those count (`0` or `true` appear anyway).
 */
export const reflectsUnescaped = (html: string, value: string): boolean =>
  /[<>"']/.test(value) && html.includes(value)

/** A page fetched with a hostile value in its URL. */
export interface RenderedCase {
  label: string
  value: string
  path: string
}

/**
 * Fetches each case's page and lists what is wrong with it: not a 200, the value written back
 * unescaped, or what `check` says of its HTML (null: nothing).
 */
export async function renderedProblems(
  baseURL: string,
  cases: readonly RenderedCase[],
  check: (html: string, c: RenderedCase) => string | null,
): Promise<string[]> {
  const pages = await fetchPages(
    baseURL,
    cases.map((c) => c.path),
  )
  return pages.flatMap(({ status, html }, i) => {
    const c = cases[i]
    const what = `${c.label}: ${c.path.length > 120 ? `${c.path.slice(0, 120)}…` : c.path}`
    if (status !== 200) return [`${what} → ${status}`]
    if (reflectsUnescaped(html, c.value)) return [`${what} → the value stands unescaped`]
    const problem = check(html, c)
    return problem ? [`${what} → ${problem}`] : []
  })
}

/** The path of a machine for sale, from the first excavator of the search. */
export async function listingPathFrom(baseURL: string): Promise<string | undefined> {
  const search = await fetch(`${baseURL}/equipment?category=excavators`)
  return /href="(\/for-sale\/[^"?#]+)/.exec(await search.text())?.[1]
}
