import { boundedEditDistance } from './edit-distance'

/** Optimal string alignment, written plainly: a fresh table each call. */
function reference(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  )
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1)
      }
    }
  }
  return d[a.length][b.length]
}

describe('boundedEditDistance', () => {
  it('agrees with a plain table on many pairs, its reused rows never carrying one call into the next', () => {
    let seed = 7
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    const word = (max: number) =>
      Array.from({ length: Math.floor(next() * max) }, () => 'abcde'[Math.floor(next() * 5)]).join(
        '',
      )
    for (let i = 0; i < 3000; i++) {
      // Lengths past the rows' first size (64) make them grow; short words follow long ones.
      const a = word(i % 7 === 0 ? 150 : 12)
      const b = i % 11 === 0 ? a.slice(1) + word(3) : word(i % 7 === 0 ? 150 : 12)
      const max = Math.floor(next() * 4)
      const want = Math.min(reference(a, b), max + 1)
      expect([a, b, max, boundedEditDistance(a, b, max)]).toEqual([a, b, max, want])
    }
  })

  it('counts a swap of two neighbours as one edit', () => {
    expect(boundedEditDistance('fontal', 'frontal', 2)).toBe(1)
    expect(boundedEditDistance('caminoes', 'camiones', 2)).toBe(1)
    expect(boundedEditDistance('catarpillar', 'caterpillar', 1)).toBe(1)
  })
})
