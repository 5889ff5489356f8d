import type { InjectOptions } from 'fastify'
import {
  CONTROL_STRINGS,
  DEEP_CORPUS,
  MEGABYTE,
  NUMBER_CORPUS,
  NUMBER_STRINGS,
  PROTOTYPE_STRINGS,
  STRING_CORPUS,
  WRONG_TYPE_CORPUS,
  toJson,
  type Random,
} from './corpus'
import { describeValue } from './graphql-cases'
import type { SentCase } from './run'

/**
 * REST and sign-in fuzz cases for every route Fastify registered (the suite records them as they
 * are added, so a new route is covered the day it is added): bad path parameters, query strings,
 * whole bodies and, one at a time, bad values in the fields of a baseline body that names every
 * field the api's routes read.
 */

export interface Route {
  method: string
  url: string
}

type Json = unknown
type Path = Array<string | number>

/** Path parameter values as they appear in a URL (already percent-encoded, or deliberately not). */
export const PATH_CORPUS: readonly string[] = [
  '%00',
  'a%00b',
  '%01',
  '%7F',
  '%zz',
  '%',
  '%E2%80%AE',
  '%ED%A0%80', // an encoded lone surrogate: not UTF-8
  '%C0%AF',
  '%F0%9F%9A%9C',
  encodeURIComponent('<script>alert(1)</script>'),
  '..%2F..%2Fetc%2Fpasswd',
  '..',
  'x'.repeat(3_000),
  '__proto__',
  'constructor',
  '-1',
  '1.5',
  '99999999999999999999',
  '1e309',
  'NaN',
  '%20',
]

/** Names the api's routes read from query strings, and what a query string can do wrong. */
const QUERY_NAMES = [
  'token',
  'locale',
  'q',
  'to',
  'channel',
  'after',
  'limit',
  'anonymousId',
  'userId',
  'public_token',
  'code_challenge',
  'login_redirect_url',
  'signup_redirect_url',
  'custom_scopes',
  'oauth_attach_token',
  'state',
  'preview',
  // The console's downloads: the tables' filters (their own and the picked rows') and whose
  // console asks (console=admin: staff only).
  'status',
  'sort',
  'console',
  'stock',
  'type',
  'contest',
  'auction',
]
const QUERY_SHAPES: readonly string[] = [
  '__proto__[polluted]=1',
  '__proto__=x',
  'constructor[prototype][polluted]=1',
  'constructor=x',
  'token=1&token=2',
  '%zz=1',
  'x=%zz',
  'x=%',
  `q=${'x'.repeat(20_000)}`,
  'limit=-1',
  'limit=1e309',
  'limit=99999999999999999999',
  'limit=1.5',
  'after=NaN',
]

/** Whole bodies: wrong JSON shapes, content types the route may not read, and size. */
const BODY_SHAPES: ReadonlyArray<{ label: string; type?: string; payload: string }> = [
  { label: 'empty', type: 'application/json', payload: '' },
  { label: 'null', type: 'application/json', payload: 'null' },
  { label: 'array', type: 'application/json', payload: '[]' },
  { label: 'string', type: 'application/json', payload: '"x"' },
  { label: 'number', type: 'application/json', payload: '1e400' },
  { label: 'not JSON', type: 'application/json', payload: '{"a":' },
  { label: 'proto', type: 'application/json', payload: '{"__proto__":{"polluted":true}}' },
  {
    label: 'constructor',
    type: 'application/json',
    payload: '{"constructor":{"prototype":{"polluted":true}}}',
  },
  { label: 'deep array', type: 'application/json', payload: toJson(DEEP_CORPUS[0]) },
  { label: 'deep object', type: 'application/json', payload: toJson(DEEP_CORPUS[1]) },
  { label: '1 MB', type: 'application/json', payload: JSON.stringify({ x: 'x'.repeat(MEGABYTE) }) },
  { label: 'text/plain NUL', type: 'text/plain', payload: '{"batch":[{"type":"track\\u0000"}]}' },
  { label: 'form', type: 'application/x-www-form-urlencoded', payload: 'token=%00&email=a%00b' },
  { label: 'form proto', type: 'application/x-www-form-urlencoded', payload: '__proto__=x' },
  { label: 'xml', type: 'application/xml', payload: '<a/>' },
  { label: 'no type', payload: '{"a":1}' },
  { label: 'utf-16', type: 'application/json; charset=utf-16', payload: '{"a":1}' },
]

function leavesOf(value: Json, path: Path, out: Array<{ path: Path; value: Json }>): void {
  if (path.length) out.push({ path, value })
  if (Array.isArray(value)) value.forEach((v, i) => leavesOf(v, [...path, i], out))
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) leavesOf(v, [...path, k], out)
}

/** Numbers an integer column cannot hold, or a count should not be. */
const OUT_OF_RANGE = [1.5, -1, 2147483648, 9007199254740994, 1e21, 1e308] as const

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T/

/** The same bad value in every field of one kind at once: whichever fields a route reads, it gets one. */
const EVERYWHERE: ReadonlyArray<[string, (v: Json) => Json]> = [
  ['every text a\\u0000b', (v) => (typeof v === 'string' ? 'a\u0000b' : undefined)],
  ['every text x\\ty', (v) => (typeof v === 'string' ? 'x\ty' : undefined)],
  ['every text 300 chars', (v) => (typeof v === 'string' ? 'x'.repeat(300) : undefined)],
  // Past what one btree index entry holds (2704 bytes): an indexed column must refuse it first.
  ['every text 3000 chars', (v) => (typeof v === 'string' ? 'é'.repeat(1500) : undefined)],
  ['every number 1.5', (v) => (typeof v === 'number' ? 1.5 : undefined)],
  ['every number 1e21', (v) => (typeof v === 'number' ? 1e21 : undefined)],
  ['every number -1', (v) => (typeof v === 'number' ? -1 : undefined)],
  ['every number 2147483648', (v) => (typeof v === 'number' ? 2147483648 : undefined)],
  [
    'every date 0000-01-01',
    (v) => (typeof v === 'string' && ISO_DATE.test(v) ? '0000-01-01T00:00:00Z' : undefined),
  ],
  [
    'every date +275760-09-13',
    (v) => (typeof v === 'string' && ISO_DATE.test(v) ? '+275760-09-13T00:00:00Z' : undefined),
  ],
  [
    'every object deep',
    (v) => (v && typeof v === 'object' && !Array.isArray(v) ? DEEP_CORPUS[2] : undefined),
  ],
]

/** A copy with `replace(v)` put wherever it answers a value (the tree is walked top down). */
function mapLeaves(value: Json, replace: (v: Json) => Json, top = true): Json {
  const swapped = top ? undefined : replace(value)
  if (swapped !== undefined) return swapped
  if (Array.isArray(value)) return value.map((v) => mapLeaves(v, replace, false))
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, mapLeaves(v, replace, false)]),
    )
  return value
}

function setAt(root: Json, path: Path, value: Json): Json {
  const copy = structuredClone(root) as Record<string | number, unknown>
  let node = copy
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>
  node[path[path.length - 1]] = value
  return copy
}

/** The bad values tried in one body field, by what its baseline holds. */
function badValuesFor(value: Json, rng: Random): Json[] {
  if (typeof value === 'string') return [rng.pick(STRING_CORPUS), rng.pick(WRONG_TYPE_CORPUS)]
  if (typeof value === 'number')
    return [rng.pick(NUMBER_CORPUS), rng.pick(NUMBER_STRINGS), rng.pick(WRONG_TYPE_CORPUS)]
  if (Array.isArray(value))
    return [Array.from({ length: 5_000 }, (): Json => value[0] ?? 'x'), rng.pick(WRONG_TYPE_CORPUS)]
  if (value && typeof value === 'object')
    return [
      rng.pick(WRONG_TYPE_CORPUS),
      rng.pick(DEEP_CORPUS),
      { [rng.pick(PROTOTYPE_STRINGS)]: rng.pick(STRING_CORPUS) },
    ]
  return [rng.pick(WRONG_TYPE_CORPUS)]
}

export interface RouteCaseOptions {
  /** Path parameter values that make a baseline call (`publicToken`, `provider`, `file`). */
  params: Record<string, string>
  /** A baseline body naming every field the routes read (each call unique emails and ids). */
  body: () => Json
  /** A query string every call carries (cases add theirs after it). */
  query: string
  fieldSection: FieldSection
  /** Routes whose body is a JSON array (the probe finds them: the baseline answers 400 otherwise). */
  arrayBodies: ReadonlySet<string>
  /** Headers for a route (the mode's credentials). */
  headers: (route: Route) => Record<string, string>
  /** A distinct client address for each case. */
  address: () => string
  /** Cases per place, chosen by the seed. */
  pathCases: number
  queryCases: number
  bodyShapeCases: number
  fieldCases: number
}

export const routeKey = (r: Route) => `${r.method} ${r.url}`

/** encodeURIComponent that never throws (a lone surrogate goes as U+FFFD's bytes). */
const percentEncode = (s: string) =>
  [...Buffer.from(s, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('')

function pathWith(
  url: string,
  params: Record<string, string>,
  override?: [string, string],
): string {
  return url.replace(/:(\w+)|\*$/g, (m, name: string | undefined) => {
    const key = name ?? '*'
    if (override && override[0] === key) return override[1]
    return percentEncode(params[key] ?? '1')
  })
}

/**
 * The body fields a route's field cases pick from: a route of a known family picks among its own
 * (the analytics batch, the sign-in SDK's event log); any other route among every field.
 */
export type FieldSection = (url: string, leaves: Path[]) => Path[]

/** Every case for one route; called route by route, in order, with one seeded generator. */
export function routeCases(route: Route, rng: Random, o: RouteCaseOptions): SentCase[] {
  const cases: SentCase[] = []
  const key = routeKey(route)
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE'
  const wrap = (b: Json) => (o.arrayBodies.has(key) ? [b] : b)
  const push = (label: string, req: Omit<InjectOptions, 'method' | 'remoteAddress'>) => {
    cases.push({
      label: `${key} ${label}`,
      request: {
        ...req,
        headers: { ...o.headers(route), ...(req.headers as Record<string, string>) },
        method: route.method,
        remoteAddress: o.address(),
      },
    })
  }
  const json = (b: Json) =>
    hasBody ? { headers: { 'content-type': 'application/json' }, payload: toJson(wrap(b)) } : {}
  const path = pathWith(route.url, o.params)
  const base = `${path}?${o.query}`
  push('baseline', { url: base, ...json(o.body()) })

  for (const name of route.url.match(/:\w+|\*$/g) ?? []) {
    const param = name === '*' ? '*' : name.slice(1)
    for (const bad of rng.sample(PATH_CORPUS, o.pathCases)) {
      push(`${name}=${bad.slice(0, 30)}`, {
        url: `${pathWith(route.url, o.params, [param, bad])}?${o.query}`,
        ...json(o.body()),
      })
    }
  }
  const queries = [
    ...rng.sample(QUERY_SHAPES, Math.ceil(o.queryCases / 2)),
    ...Array.from({ length: Math.floor(o.queryCases / 2) }, () => {
      const bad = rng.next() < 0.5 ? rng.pick(CONTROL_STRINGS) : rng.pick(STRING_CORPUS)
      return `${rng.pick(QUERY_NAMES)}=${percentEncode(bad.slice(0, 20_000))}`
    }),
  ]
  for (const q of queries) push(`?${q.slice(0, 40)}`, { url: `${base}&${q}`, ...json(o.body()) })
  if (!hasBody) return cases

  for (const shape of rng.sample(BODY_SHAPES, o.bodyShapeCases)) {
    push(`body ${shape.label}`, {
      url: base,
      headers: shape.type ? { 'content-type': shape.type } : {},
      payload: shape.payload,
    })
  }
  const leaves: Array<{ path: Path; value: Json }> = []
  leavesOf(o.body(), [], leaves)
  const own = new Set(
    o
      .fieldSection(
        route.url,
        leaves.map((l) => l.path),
      )
      .map((p) => p.join('.')),
  )
  const chosen = rng.sample(
    leaves.filter((l) => own.has(l.path.join('.'))),
    o.fieldCases,
  )
  for (const [label, replace] of EVERYWHERE) {
    push(label, { url: base, ...json(mapLeaves(o.body(), replace)) })
  }
  // Each number alone (one invalid number would hide the next one's check).
  for (const leaf of leaves.filter(
    (l) => typeof l.value === 'number' && own.has(l.path.join('.')),
  )) {
    const bad = rng.pick(OUT_OF_RANGE)
    push(`${leaf.path.join('.')}=${bad}`, { url: base, ...json(setAt(o.body(), leaf.path, bad)) })
  }
  chosen.forEach((leaf, i) => {
    // Always one control character per route, in a field of the seed's choice.
    const values = i === 0 ? ['a\u0000b'] : badValuesFor(leaf.value, rng).slice(0, 1 + rng.int(2))
    for (const bad of values) {
      push(`${leaf.path.join('.')}=${describeValue(bad)}`, {
        url: base,
        ...json(setAt(o.body(), leaf.path, bad)),
      })
    }
  })
  return cases
}
