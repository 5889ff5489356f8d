/**
 * bench:bids' SSE watchers: `Subscription.lotUpdated` over GraphQL over SSE (GET /graphql with
 * `accept: text/event-stream`, `event: next` / `data: {"data":{"lotUpdated":{...}}}`), each on a
 * connection of its own, noting when (epoch ms, the clock the database's bid times share on this machine) it first saw
 * each bid count.
 */
import http from 'node:http'

export interface Watchers {
  /** Per watcher: bid count -> when it was first seen (Date.now()). */
  seen: Array<Map<number, number>>
  /** Whether every watcher has seen a bid count of at least `n`. */
  allSaw(n: number): boolean
  /** When watcher i first saw a bid count of at least `n`, or null. */
  sawAt(i: number, n: number): number | null
  close(): void
}

const QUERY = 'subscription ($l: ID!) { lotUpdated(lotId: $l) { bidCount } }'

export async function openWatchers(
  apiOrigin: string,
  lotId: number,
  count: number,
): Promise<Watchers> {
  const url = new URL('/graphql', apiOrigin)
  url.searchParams.set('query', QUERY)
  url.searchParams.set('variables', JSON.stringify({ l: String(lotId) }))
  const seen = Array.from({ length: count }, () => new Map<number, number>())
  const requests: http.ClientRequest[] = []
  await Promise.all(
    seen.map(
      (map) =>
        new Promise<void>((resolve, reject) => {
          const req = http.get(url, { headers: { accept: 'text/event-stream' }, agent: false })
          requests.push(req)
          req.on('error', reject)
          req.on('response', (res) => {
            if (res.statusCode !== 200) {
              reject(new Error(`watcher: HTTP ${res.statusCode}`))
              return
            }
            resolve()
            let buffer = ''
            res.setEncoding('utf8')
            res.on('data', (chunk: string) => {
              buffer += chunk
              let end: number
              while ((end = buffer.indexOf('\n\n')) >= 0) {
                const event = buffer.slice(0, end)
                buffer = buffer.slice(end + 2)
                for (const line of event.split('\n')) {
                  if (!line.startsWith('data:')) continue
                  try {
                    const parsed = JSON.parse(line.slice(5)) as {
                      data?: { lotUpdated?: { bidCount?: unknown } }
                    }
                    const n = parsed.data?.lotUpdated?.bidCount
                    if (typeof n === 'number' && !map.has(n)) map.set(n, Date.now())
                  } catch {
                    // not a lot update
                  }
                }
              }
            })
          })
        }),
    ),
  )
  const sawAt = (i: number, n: number): number | null => {
    let first: number | null = null
    for (const [k, at] of seen[i]) if (k >= n && (first === null || at < first)) first = at
    return first
  }
  return {
    seen,
    sawAt,
    allSaw: (n) => seen.every((_, i) => sawAt(i, n) !== null),
    close: () => requests.forEach((r) => r.destroy()),
  }
}
