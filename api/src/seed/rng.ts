/**
 * Seeded pseudo-random numbers. Every generated row draws from its own stream, keyed by
 * (seed, stream name, index), so a row never depends on how many rows came before it: batches can
 * be generated in any order or size and still give identical data for the same seed.
 */

/** 32-bit FNV-1a: turns a stream name into a number. */
export function hashString(s: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** splitmix32 finaliser: spreads close inputs (index 1, 2, 3...) over the whole state space. */
function mix32(x: number): number {
  x = (x + 0x9e3779b9) | 0
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b)
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35)
  return (x ^ (x >>> 16)) >>> 0
}

/** sfc32 (Chris Doty-Humphrey's small fast counting generator): fast, passes PractRand to 2^40+. */
export class Rng {
  private a: number
  private b: number
  private c: number
  private d: number

  constructor(a: number, b: number, c: number, d = 1) {
    this.a = a >>> 0
    this.b = b >>> 0
    this.c = c >>> 0
    this.d = d >>> 0
    for (let i = 0; i < 12; i++) this.nextUint32()
  }

  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0
    this.d = (this.d + 1) | 0
    this.a = this.b ^ (this.b >>> 9)
    this.b = (this.c + (this.c << 3)) | 0
    this.c = (this.c << 21) | (this.c >>> 11)
    this.c = (this.c + t) | 0
    return t >>> 0
  }

  /** Uniform in [0, 1). */
  float(): number {
    return this.nextUint32() / 4294967296
  }

  /** Uniform in [lo, hi). */
  range(lo: number, hi: number): number {
    return lo + (hi - lo) * this.float()
  }

  /** Integer uniform in [lo, hi] (inclusive). */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.float() * (hi - lo + 1))
  }

  chance(p: number): boolean {
    return this.float() < p
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.float() * items.length)]
  }

  /** Standard normal (Box-Muller). */
  normal(): number {
    const u = 1 - this.float()
    const v = this.float()
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v)
  }

  /** exp(N(0, sigma)): multiplicative noise with median 1. */
  logNormal(sigma: number): number {
    return Math.exp(sigma * this.normal())
  }

  /** k distinct items, in a random order. */
  sample<T>(items: readonly T[], k: number): T[] {
    const copy = items.slice()
    const n = Math.min(k, copy.length)
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.float() * (copy.length - i))
      ;[copy[i], copy[j]] = [copy[j], copy[i]]
    }
    return copy.slice(0, n)
  }

  /** A stream derived from this one (e.g. per child row), independent of later draws here. */
  fork(label: string): Rng {
    return new Rng(this.nextUint32(), hashString(label), this.nextUint32(), this.nextUint32())
  }
}

/** The generator of row `index` of `stream` for a seed. */
export function rngFor(seed: number, stream: string, index = 0): Rng {
  const s = hashString(stream)
  return new Rng(mix32(seed ^ s), mix32(index ^ Math.imul(s, 31)), mix32(seed + index), s)
}

/** Weighted choice in O(log n) (cumulative weights + binary search). */
export class WeightedTable<T> {
  readonly items: T[]
  private readonly cumulative: Float64Array
  readonly total: number

  constructor(entries: ReadonlyArray<readonly [T, number]>) {
    const positive = entries.filter(([, w]) => w > 0)
    if (positive.length === 0) throw new Error('WeightedTable needs at least one positive weight')
    this.items = positive.map(([item]) => item)
    this.cumulative = new Float64Array(positive.length)
    let sum = 0
    positive.forEach(([, w], i) => {
      sum += w
      this.cumulative[i] = sum
    })
    this.total = sum
  }

  pick(rng: Rng): T {
    const x = rng.float() * this.total
    let lo = 0
    let hi = this.cumulative.length - 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (this.cumulative[mid] > x) hi = mid
      else lo = mid + 1
    }
    return this.items[lo]
  }
}

/** Pick from a small inline list of [value, weight] pairs. */
export function weighted<T>(rng: Rng, entries: ReadonlyArray<readonly [T, number]>): T {
  let total = 0
  for (const [, w] of entries) total += w
  let x = rng.float() * total
  for (const [v, w] of entries) {
    x -= w
    if (x < 0) return v
  }
  return entries[entries.length - 1][0]
}
