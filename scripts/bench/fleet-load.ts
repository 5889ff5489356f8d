/**
 * The load of `bench:fleet`: bounded virtual visitors (a fixed number of connections, autocannon
 * as a library) asking for a mix of search pages, landing pages and equipment pages (web) and
 * GraphQL searches and lead posts (api). Every answer is recorded with when it came, how long it
 * took, its status and the replica that served it (`x-served-by`), so a phase can be cut into
 * windows (a rolling restart, the seconds after a kill) after the fact.
 */
import autocannon from 'autocannon'
import { randomUUID } from 'node:crypto'
import { percentile } from './lib'
import { benchLeadInput, submitLeadBody } from './lead-inputs'

export interface MixTargets {
  /** Web paths by kind. */
  searchPages: string[]
  landingPages: string[]
  detailPages: string[]
  /** Category slugs for the GraphQL searches. */
  categories: string[]
  /** Stock numbers for the equipment page's lead forms. */
  stockNumbers: string[]
}

export type RequestKind = 'search page' | 'landing page' | 'detail page' | 'graphql search' | 'lead'

/** One answer (or failure: status 0, no answer) as the load saw it. */
export interface Sample {
  side: 'web' | 'api'
  /** Null when no answer came (autocannon does not say which request it was). */
  kind: RequestKind | null
  /** When the answer (or the error) came, epoch ms. */
  at: number
  ms: number
  /** 0: no answer (connection error, timeout). */
  status: number
  servedBy: string | null
  /**
   * A 2xx or 3xx answer, and for GraphQL one without errors (a lead post: acknowledged with its
   * lead id). Anything else (no answer, 5xx, a 404 of the mix) is a failed request.
   */
  ok: boolean
  /** A failed answer's first characters (what went wrong), else undefined. */
  detail?: string
}

/** What one run of the load gives back. */
export interface LoadRun {
  samples: Sample[]
  /** The lead posts sent (idempotency key -> body), and the lead id of those acknowledged. */
  leadsSent: Map<string, string>
  leadsAcked: Map<string, number>
  /** Lead posts that got an answer, whatever it said. */
  leadsAnswered: Set<string>
  /** Requests autocannon counted as errors (connection errors and timeouts). */
  errors: number
  startedAt: number
  endedAt: number
}

export interface Summary {
  requests: number
  perSecond: number
  p50: number
  p95: number
  p99: number
  failed: number
}

/** Requests/s, latency percentiles of the answers and failures, over [from, to) (epoch ms). */
export function summarize(samples: Sample[], from: number, to: number): Summary {
  const inWindow = samples.filter((s) => s.at >= from && s.at < to)
  const answered = inWindow.filter((s) => s.status !== 0).map((s) => s.ms)
  return {
    requests: inWindow.length,
    perSecond: inWindow.length / Math.max(0.001, (to - from) / 1000),
    p50: percentile(answered, 50),
    p95: percentile(answered, 95),
    p99: percentile(answered, 99),
    failed: inWindow.filter((s) => !s.ok).length,
  }
}

/** Weighted round robin: `weights` of each kind, spread evenly. */
function schedule<K extends string>(weights: Array<[K, number]>): K[] {
  const out: K[] = []
  const total = weights.reduce((n, [, w]) => n + w, 0)
  for (let i = 0; i < total; i++) {
    // The kind furthest behind its share goes next.
    let best = weights[0][0]
    let lag = -Infinity
    for (const [k, w] of weights) {
      const l = ((i + 1) * w) / total - out.filter((x) => x === k).length
      if (l > lag) [best, lag] = [k, l]
    }
    out.push(best)
  }
  return out
}

const headerOf = (headers: Record<string, unknown> | undefined, name: string) => {
  for (const [k, v] of Object.entries(headers ?? {}))
    if (k.toLowerCase() === name) return Array.isArray(v) ? String(v[0]) : String(v)
  return null
}

interface Ctx {
  kind?: RequestKind
  key?: string
}

/**
 * Run the mix against `webOrigin` and `apiOrigin` (each with its own connections) until `until`
 * resolves. `tag` keeps lead addresses apart between runs on one database.
 */
export async function runLoad(opts: {
  webOrigin: string
  apiOrigin: string
  webConnections: number
  apiConnections: number
  targets: MixTargets
  until: Promise<unknown>
  tag: string
}): Promise<LoadRun> {
  const run: LoadRun = {
    samples: [],
    leadsSent: new Map(),
    leadsAcked: new Map(),
    leadsAnswered: new Set(),
    errors: 0,
    startedAt: Date.now(),
    endedAt: 0,
  }
  const t = opts.targets
  let n = 0
  const pick = <T>(list: T[]) => list[n++ % list.length]
  let leadSeq = 0
  const webKinds = schedule<RequestKind>([
    ['search page', 4],
    ['landing page', 3],
    ['detail page', 3],
  ])
  const apiKinds = schedule<RequestKind>([
    ['graphql search', 7],
    ['lead', 3],
  ])
  let webTurn = 0
  let apiTurn = 0

  const webRequest: autocannon.Request = {
    method: 'GET',
    setupRequest: (req, context) => {
      const ctx = context as Ctx
      ctx.kind = webKinds[webTurn++ % webKinds.length]
      const list =
        ctx.kind === 'search page'
          ? t.searchPages
          : ctx.kind === 'landing page'
            ? t.landingPages
            : t.detailPages
      return { ...req, path: pick(list) }
    },
  }
  const apiRequest: autocannon.Request = {
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json' },
    setupRequest: (req, context) => {
      const ctx = context as Ctx
      ctx.kind = apiKinds[apiTurn++ % apiKinds.length]
      if (ctx.kind === 'lead') {
        const i = leadSeq++
        const input = benchLeadInput(i, t.stockNumbers, {
          idempotencyKey: `bench-fleet-${randomUUID()}`,
          tag: opts.tag,
        })
        ctx.key = input.idempotencyKey
        const body = submitLeadBody(input)
        run.leadsSent.set(ctx.key, body)
        return { ...req, body }
      }
      ctx.key = undefined
      const category = pick(t.categories)
      const sort = pick(['recommended', 'advertisedPrice_asc', 'year_desc'])
      return {
        ...req,
        body: JSON.stringify({
          query: `query ($input: SearchListingsInput!) { searchListings(input: $input) { stats { total } results { stockNumber } } }`,
          variables: { input: { categories: [category], sort, pageSize: 24 } },
        }),
      }
    },
  }
  /** The answer of the request just made on this connection. */
  const onResponse = (status: number, body: string, context: object, headers?: object) => {
    const ctx = context as Ctx
    const kind = ctx.kind ?? null
    const servedBy = headerOf(headers as Record<string, unknown>, 'x-served-by')
    if (kind === 'lead' && ctx.key) run.leadsAnswered.add(ctx.key)
    let ok = status >= 200 && status < 400
    if (ok && (kind === 'lead' || kind === 'graphql search')) {
      try {
        const json = JSON.parse(body) as {
          data?: { submitLead?: { leadId: string } }
          errors?: unknown[]
        }
        ok = !json.errors?.length
        const id = json.data?.submitLead?.leadId
        if (kind === 'lead') ok = ok && Boolean(id)
        if (kind === 'lead' && ctx.key && id) run.leadsAcked.set(ctx.key, Number(id))
      } catch {
        ok = false // not JSON
      }
    }
    pending = { kind, servedBy, ok, ...(ok ? {} : { detail: body.slice(0, 160) }) }
  }
  /**
   * autocannon calls onResponse (body, headers) and then, synchronously, emits 'response' (the
   * timing) for the same answer: the one is kept here for the other.
   */
  let pending: Pick<Sample, 'kind' | 'servedBy' | 'ok' | 'detail'> | null = null
  const instance = (
    side: Sample['side'],
    origin: string,
    connections: number,
    request: autocannon.Request,
  ) => {
    let finished: () => void = () => undefined
    const done = new Promise<void>((r) => (finished = r))
    const inst = autocannon(
      {
        url: origin,
        connections,
        duration: 3600,
        timeout: 20,
        requests: [{ ...request, onResponse }],
      },
      () => finished(),
    )
    inst.on('response', (_client, statusCode, _bytes, responseTime) => {
      const p = pending
      pending = null
      run.samples.push({
        side,
        kind: p?.kind ?? null,
        at: Date.now(),
        ms: responseTime,
        status: statusCode,
        servedBy: p?.servedBy ?? null,
        ok: p?.ok ?? false,
        ...(p?.detail === undefined ? {} : { detail: p.detail }),
      })
    })
    inst.on('reqError', (err: unknown) => {
      run.errors++
      const at = Date.now()
      const detail = err instanceof Error ? err.message : String(err)
      run.samples.push({
        side,
        kind: null,
        at,
        ms: NaN,
        status: 0,
        servedBy: null,
        ok: false,
        detail,
      })
    })
    return { inst, done }
  }
  const web = instance('web', opts.webOrigin, opts.webConnections, webRequest)
  const api = instance('api', opts.apiOrigin, opts.apiConnections, apiRequest)
  await opts.until
  web.inst.stop()
  api.inst.stop()
  await Promise.all([web.done, api.done])
  run.endedAt = Date.now()
  return run
}
