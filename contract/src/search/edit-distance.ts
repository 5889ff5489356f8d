/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent transpositions: "fontal" is one
 * edit from "frontal", "caminoes" one from "camiones"), giving up as soon as the distance must
 * exceed `max`; returns max + 1 when it does. Shared by the query reader (./query-vocabulary:
 * the trade's words misspelt) and the api's search engine (makes and vocabulary words misspelt).
 */
/** Three rows reused by every call (it runs start to end without yielding): no garbage per call. */
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)]

export function boundedEditDistance(a: string, b: string, max: number): number {
  const la = a.length
  const lb = b.length
  if (Math.abs(la - lb) > max) return max + 1
  if (rows[0].length <= lb) rows = [0, 1, 2].map(() => new Int32Array(lb * 2 + 1))
  let [prevPrev, prev, cur] = rows
  prevPrev.fill(0, 0, lb + 1)
  for (let j = 0; j <= lb; j++) prev[j] = j
  for (let i = 1; i <= la; i++) {
    cur[0] = i
    let rowMin = cur[0]
    const ca = a.charCodeAt(i - 1)
    for (let j = 1; j <= lb; j++) {
      const cb = b.charCodeAt(j - 1)
      const cost = ca === cb ? 0 : 1
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) {
        v = Math.min(v, prevPrev[j - 2] + 1)
      }
      cur[j] = v
      if (v < rowMin) rowMin = v
    }
    if (rowMin > max) return max + 1
    const t = prevPrev
    prevPrev = prev
    prev = cur
    cur = t
  }
  // Beyond max only in the last row (no row was all above it): still said as max + 1.
  return Math.min(prev[lb], max + 1)
}
