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

/** A journey with more requests shows its first and last ones. */
const SHOWN_FIRST = 30
const SHOWN_LAST = 90
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
    // Where each page's main frame went (a same-document change of the URL included). No
    // DevTools session of its own: a second session reset the page's emulated print media on
    // navigation (spec-sheet.spec.ts failed every run with one).
    context.on('page', (page) => {
      page.on('framenavigated', (frame) => {
        if (this.frozenAt !== null || frame !== page.mainFrame()) return
        const now = Date.now()
        this.order.push({
          method: 'NAVIGATED',
          url: frame.url(),
          kind: 'main frame',
          start: now,
          end: now,
          outcome: 'navigated',
        })
      })
    })
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
      const path = e.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 160)
      if (e.outcome === 'navigated') return `  ${at(e.start)} main frame now at ${path}`
      const took = e.end === undefined ? `PENDING for ${now - e.start} ms` : `${e.end - e.start} ms`
      return `  ${at(e.start)} ${e.method} ${path} (${e.kind}) ${took}${
        e.outcome && e.outcome !== 'done' ? ` ${e.outcome}` : ''
      }`
    }
    const requests = this.order.filter(
      (e) => e.outcome !== 'navigated' && e.outcome !== 'requested',
    )
    const pending = requests.filter((e) => e.end === undefined)
    const slow = requests.filter((e) => e.end !== undefined && e.end - e.start >= SLOW_MS)
    const all = this.order
    const shown =
      all.length <= SHOWN_FIRST + SHOWN_LAST
        ? all.map(line)
        : [
            ...all.slice(0, SHOWN_FIRST).map(line),
            `  … ${all.length - SHOWN_FIRST - SHOWN_LAST} more …`,
            ...all.slice(-SHOWN_LAST).map(line),
          ]
    return [
      `requests of the failed journey (${requests.length} in all, ended ${at(now)}):`,
      `pending when it failed (${pending.length}):`,
      ...pending.map(line),
      `slower than ${SLOW_MS} ms (${slow.length}):`,
      ...slow.map(line),
      `in order, with the main frame's navigations:`,
      ...shown,
    ].join('\n')
  }
}

/** The servers' "slow answer" lines (web/server.ts, api/src/server.ts), the last `n`. */
export function serverLogTail(file: string, n = 20): string {
  let text = ''
  try {
    text = fs.readFileSync(file, 'utf8')
  } catch {
    return ''
  }
  return text
    .split('\n')
    .filter((l) => l.includes('slow answer'))
    .slice(-n)
    .join('\n')
}
