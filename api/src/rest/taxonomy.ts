import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../context'
import { getCurrentTaxonomy } from '../services/taxonomy/get-current-taxonomy'

/** Clients may cache the document for an hour, then revalidate with If-None-Match. */
export const TAXONOMY_CACHE_CONTROL = 'public, max-age=3600'

/** True when Accept-Encoding allows gzip (a q=0 entry refuses it). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false
  for (const part of header.split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';')
    if (coding !== 'gzip' && coding !== 'x-gzip' && coding !== '*') continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    return !q || Number(q.slice(2)) > 0
  }
  return false
}

/** If-None-Match uses weak comparison: W/ prefixes are ignored, `*` matches anything. */
function matches(header: string | undefined, etags: string[]): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  return header
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => etags.includes(t))
}

/** Spec §7: the open equipment taxonomy, a public endpoint ending taxonomyservice/taxonomy/current. */
export function registerTaxonomyRoutes(app: FastifyInstance, deps: AppDeps): void {
  if (deps.env.NODE_ENV !== 'test') {
    // The document takes seconds to build: start on boot so the first client does not wait.
    app.addHook('onReady', (done) => {
      void getCurrentTaxonomy(deps.database).catch((err: unknown) =>
        deps.logger.warn({ err }, 'taxonomy document warm-up failed'),
      )
      done()
    })
  }
  app.get('/taxonomyservice/taxonomy/current', async (req, reply) => {
    const current = await getCurrentTaxonomy(deps.database)
    const gz = acceptsGzip(req.headers['accept-encoding'])
    const etag = gz ? current.gzipEtag : current.etag
    reply
      .header('etag', etag)
      .header('cache-control', TAXONOMY_CACHE_CONTROL)
      .header('vary', 'Accept-Encoding')
      .header('last-modified', current.generatedAt.toUTCString())
      .header('x-taxonomy-version', current.version)
    // Either representation's ETag means the client holds the current version.
    if (matches(req.headers['if-none-match'], [current.etag, current.gzipEtag])) {
      return reply.status(304).send()
    }
    reply.header('content-type', 'application/json; charset=utf-8')
    if (gz) reply.header('content-encoding', 'gzip')
    return reply.send(gz ? current.gzipBody : current.body)
  })
}
