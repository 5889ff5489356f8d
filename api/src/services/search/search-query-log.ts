import type { Database } from '../../db/client'
import { searchQueries } from '../../db/schema'
import type { Logger } from '../../lib/logger'

export interface SearchQueryRecord {
  id: string
  text: string | null
  params: Record<string, unknown>
  resultCount: number
  locale: string
  /** Digest of the visitor's address (popular-search-rules), or null. */
  visitor: string | null
  createdAt: Date
}

const FLUSH_AT = 100
const FLUSH_AFTER_MS = 250

/**
 * Records answered searches without making them wait: rows are buffered and written in one
 * multi-row INSERT every 250 ms (or 100 rows). A failed write is logged and dropped: losing a
 * few analytics rows must never fail or slow a search.
 */
export class SearchQueryLog {
  private buffer: SearchQueryRecord[] = []
  private timer: NodeJS.Timeout | null = null
  private inFlight: Promise<void> = Promise.resolve()

  constructor(
    private readonly database: Database,
    private readonly logger: Logger,
  ) {}

  record(row: SearchQueryRecord): void {
    this.buffer.push(row)
    if (this.buffer.length >= FLUSH_AT) void this.flush()
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_AFTER_MS)
      this.timer.unref()
    }
  }

  /** Write what is buffered; resolves when every row recorded so far is written (or dropped). */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer)
      this.timer = null
    }
    const rows = this.buffer
    this.buffer = []
    if (rows.length) {
      this.inFlight = this.inFlight.then(() =>
        this.database.db
          .insert(searchQueries)
          .values(rows)
          .then(() => undefined)
          .catch((err: unknown) =>
            this.logger.error({ err, rows: rows.length }, 'search query log write failed'),
          ),
      )
    }
    return this.inFlight
  }
}
