/**
 * Append-only value <-> small integer code mapping. Columns store codes, so facet counting is
 * `counts[code]++` over typed arrays. Codes never change once given: an index that grows keeps
 * every earlier code valid.
 */
export class Dictionary<V> {
  private readonly codes = new Map<string, number>()
  readonly values: V[] = []

  constructor(private readonly keyOf: (v: V) => string) {}

  get size(): number {
    return this.values.length
  }

  /** The code of a value, adding it when new. `added` is called once per new value. */
  encode(value: V, added?: (code: number, value: V) => void): number {
    const key = this.keyOf(value)
    const known = this.codes.get(key)
    if (known !== undefined) return known
    const code = this.values.length
    this.values.push(value)
    this.codes.set(key, code)
    added?.(code, value)
    return code
  }

  codeOf(key: string): number | undefined {
    return this.codes.get(key)
  }
}
