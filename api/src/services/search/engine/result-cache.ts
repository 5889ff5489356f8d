import { LRUCache } from 'lru-cache'
import type { IndexResult } from './query-types'

/**
 * Answers of recent index queries, keyed by the query and the index version: the same landing
 * page or search asked again (many visitors, back button, server render then client) is not
 * recounted until a listing changes. Small LRU; entries of older index versions are dropped.
 */
export class ResultCache {
  enabled = true
  private readonly entries: LRUCache<string, IndexResult>
  private version = -1

  constructor(limit = 256) {
    this.entries = new LRUCache({ max: limit })
  }

  get(key: string, version: number): IndexResult | undefined {
    if (!this.enabled) return undefined
    if (version !== this.version) {
      this.entries.clear()
      this.version = version
      return undefined
    }
    return this.entries.get(key)
  }

  set(key: string, version: number, result: IndexResult): void {
    if (!this.enabled || version !== this.version) return
    this.entries.set(key, result)
  }
}
