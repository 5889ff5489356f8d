/**
 * Seeded random numbers for the generated layer. Each (make, category, size class) draws from its
 * own stream keyed by name, so adding a make or a category never reshuffles the others' rows.
 */

/** 32-bit FNV-1a. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

export interface Stream {
  /** Uniform in [0, 1). */
  next(): number
  /** Integer in [lo, hi], inclusive. */
  int(lo: number, hi: number): number
  chance(p: number): boolean
}

/** mulberry32 seeded from the seed and a stream name. */
export function stream(seed: number, name: string): Stream {
  let a = (fnv1a(name) ^ Math.imul(seed | 0, 0x9e3779b1)) >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    chance: (p) => next() < p,
  }
}
