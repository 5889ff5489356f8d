import fs from 'node:fs'
import type { BrowserContext, Request } from '@playwright/test'

/**
 * What a journey's pages asked the servers for, kept so that a failed journey can say which
 * requests were still waiting when it failed (a click whose navigation never came back looks, on
 * the screenshot, exactly like a click that never happened). Printed with the failure (the
 * journeys' output in CI) and attached to the report; a passing journey prints nothing.
 */
interface Entry {
  method: string
  url: string
  kind: string
  start: number
  end?: number
  outcome?: string
}

const SHOWN_DONE = 25
const SLOW_MS = 3_000

export class RequestLog {
  private readonly entries = new Map<Request, Entry>()
  private readonly order: Entry[] = []
  private frozenAt: number | null = null
  private readonly started = Date.now()

  watch(context: BrowserContext): void {
    context.on('request', (r) => {
      if (this.frozenAt !== null) return
      const entry: Entry = {
        method: r.method(),
        url: r.url(),
        kind: r.resourceType(),
        start: Date.now(),
      }
      this.entries.set(r, entry)
      this.order.push(entry)
    })
    const done = (r: Request, outcome: () => string) => {
      const entry = this.entries.get(r)
      if (!entry || entry.end !== undefined || this.frozenAt !== null) return
      entry.end = Date.now()
      entry.outcome = outcome()
    }
    context.on('requestfinished', (r) => done(r, () => 'done'))
    context.on('requestfailed', (r) => done(r, () => `failed: ${r.failure()?.errorText ?? '?'}`))
  }

  /** Stops recording: what is pending now stays pending (closing the pages fails it). */
  freeze(): void {
    this.frozenAt ??= Date.now()
  }

  /** Pending requests, slow ones, and the last requests of the journey, with their times. */
  report(): string {
    const now = this.frozenAt ?? Date.now()
    const at = (ms: number) => `+${((ms - this.started) / 1000).toFixed(1)} s`
    const line = (e: Entry) => {
      const took = e.end === undefined ? `PENDING for ${now - e.start} ms` : `${e.end - e.start} ms`
      const path = e.url.replace(/^https?:\/\/[^/]+/, '')
      return `  ${at(e.start)} ${e.method} ${path.slice(0, 160)} (${e.kind}) ${took}${
        e.outcome && e.outcome !== 'done' ? ` ${e.outcome}` : ''
      }`
    }
    const pending = this.order.filter((e) => e.end === undefined)
    const slow = this.order.filter((e) => e.end !== undefined && e.end - e.start >= SLOW_MS)
    const last = this.order.slice(-SHOWN_DONE)
    return [
      `requests of the failed journey (${this.order.length} in all, ended ${at(now)}):`,
      `pending when it failed (${pending.length}):`,
      ...pending.map(line),
      `slower than ${SLOW_MS} ms (${slow.length}):`,
      ...slow.map(line),
      `the last ${last.length}:`,
      ...last.map(line),
    ].join('\n')
  }
}

/** The servers' log lines that name a slow or failed answer (web/server.ts), the last `n`. */
export function serverLogTail(file: string, n = 20): string {
  let text = ''
  try {
    text = fs.readFileSync(file, 'utf8')
  } catch {
    return ''
  }
  const lines = text.split('\n').filter((l) => /\bslow\b|error|\b5\d\d\b/i.test(l))
  return lines.slice(-n).join('\n')
}
