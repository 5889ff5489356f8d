/**
 * The fuzz suites' bad-input corpus and their seeded generator: the same cases, in the same
 * order, on every run (no clock, no Math.random).
 */

/** mulberry32: small, fast, good enough to pick cases; seeded so every run picks the same. */
export function seededRandom(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    /** `n` distinct items (all of them when there are fewer), in a seeded order. */
    sample<T>(items: readonly T[], n: number): T[] {
      const copy = [...items]
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1))
        ;[copy[i], copy[j]] = [copy[j], copy[i]]
      }
      return copy.slice(0, n)
    },
  }
}
export type Random = ReturnType<typeof seededRandom>

export const MEGABYTE = 1024 * 1024

/** A value nested `depth` levels deep, built without recursion. */
export function deeplyNested(depth: number, kind: 'array' | 'object'): unknown {
  let v: unknown = 'x'
  for (let i = 0; i < depth; i++) v = kind === 'array' ? [v] : { a: v }
  return v
}

/** Every C0 control character and DEL, each inside ordinary text. */
export const CONTROL_STRINGS: readonly string[] = [
  '\u0000',
  'a\u0000b',
  `stock${'\u0000'.repeat(3)}`,
  ...Array.from({ length: 31 }, (_, i) => `x${String.fromCharCode(i + 1)}y`),
  'x\u007fy',
]

/** Long text: past every column, and past the body limit (1 MB). */
export const LONG_STRINGS: readonly string[] = [
  'x'.repeat(257),
  'é'.repeat(5_000),
  'x'.repeat(100_000),
  'x'.repeat(MEGABYTE),
]

export const UNICODE_STRINGS: readonly string[] = [
  '\u202Eevil\u202C', // right-to-left override
  'مرحبا بالعالم',
  'שלום',
  '🚜👍🏽👨‍👩‍👧‍👦',
  '\uD800', // lone high surrogate
  'a\uDFFFb', // lone low surrogate
  `e${'\u0301'.repeat(200)}`, // combining marks
  '\u200B\u200D\uFEFF',
  'İıß',
  '\u00A0 \u3000',
  'Ｆｕｌｌｗｉｄｔｈ',
  '\uFFFF\uFFFE',
]

export const NUMBER_STRINGS: readonly string[] = [
  '-1',
  '0',
  '-0',
  '1.5',
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '-Infinity',
  '9'.repeat(400),
  '99999999999999999999',
  '2147483648',
  '0x10',
  '1e-7',
  ' 42 ',
  '1,000,000,000,000,000',
  '$-5',
]

export const DATE_STRINGS: readonly string[] = [
  '0000-01-01T00:00:00Z',
  '+275760-09-13T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '2026-02-30',
  '2026-13-01T00:00:00Z',
  'not a date',
  '1970-01-01T00:00:00Z',
]

export const EMAIL_STRINGS: readonly string[] = [
  'a@b',
  '@example.com',
  'a@@example.com',
  `${'a'.repeat(300)}@example.com`,
  '"quoted"@example.com',
  'ü@exämple.com',
  'a@example.com\nBcc: victim@example.com',
  'plainaddress',
]

export const HOSTILE_STRINGS: readonly string[] = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE listings; --",
  "' OR '1'='1",
  '%00',
  '%zz',
  '../../../../etc/passwd',
  '{{7*7}}${7*7}',
  'javascript:alert(1)',
  '//evil.example',
  '',
  ' ',
]

export const PROTOTYPE_STRINGS: readonly string[] = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
]

/** Every string family, for a field whose type is text. */
export const STRING_CORPUS: readonly string[] = [
  ...CONTROL_STRINGS,
  ...LONG_STRINGS,
  ...UNICODE_STRINGS,
  ...NUMBER_STRINGS,
  ...DATE_STRINGS,
  ...EMAIL_STRINGS,
  ...HOSTILE_STRINGS,
  ...PROTOTYPE_STRINGS,
]

/** Numbers a JSON body can carry (NaN and Infinity cannot: they arrive as strings above). */
export const NUMBER_CORPUS: readonly number[] = [
  0, -1, 1.5, -0.0001, 2147483647, -2147483648, 2147483648, 9007199254740991,
  // 2^53 + 2: past the integers a double holds exactly.
  9007199254740994, 1e21, 1e308, -1e308, 5e-324,
]

/** Values of the wrong shape for any field. */
export const WRONG_TYPE_CORPUS: readonly unknown[] = [
  null,
  true,
  false,
  42,
  'text',
  [],
  {},
  [1, 'two', null],
  { __proto__: { polluted: true } },
  JSON.parse('{"__proto__": {"polluted": true}}'),
  { constructor: { prototype: { polluted: true } } },
  // Objects shaped like a built-in whose methods are not functions (issue 31): anything that
  // coerces them (String(), a comparison, zod reading `.length`) throws a TypeError.
  { toString: 1 },
  { toString: 1, valueOf: 1 },
  { length: { toString: 1 } },
  { toJSON: 1, then: 1 },
  deeplyNested(64, 'array'),
  deeplyNested(64, 'object'),
  Array.from({ length: 5_000 }, (_, i) => i),
]

/**
 * JSON text sent as is: nesting far deeper than JSON.stringify (or any recursive walk) survives,
 * while JSON.parse, which the server uses, reads it.
 */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON.stringify, with each RawJson spliced in as its text. */
export function toJson(value: unknown): string {
  const raws: RawJson[] = []
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (!(v instanceof RawJson)) return v
    raws.push(v)
    return `\u0001raw${raws.length - 1}\u0001`
  })
  return text.replace(/"\\u0001raw(\d+)\\u0001"/g, (_m, i: string) => raws[Number(i)].text)
}

/** For JSON-scalar fields and whole bodies: far deeper than any stack walk survives. */
export const DEEP_CORPUS: readonly unknown[] = [
  new RawJson(`${'['.repeat(100_000)}${']'.repeat(100_000)}`),
  new RawJson(`${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`),
  // Small enough for the size checks, deep enough for a database's JSON parser.
  new RawJson(`${'{"a":'.repeat(2_500)}1${'}'.repeat(2_500)}`),
]
