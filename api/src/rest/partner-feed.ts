import type { Readable } from 'node:stream'
import { FEED_MAX_BYTES } from '@ironyard/contract/partner-feed'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { pickLocale, type AppDeps, type Locale, type ServerServices } from '../context'
import { AppError } from '../lib/errors'
import {
  authenticatePartnerKey,
  type FeedCaller,
} from '../services/partners/authenticate-partner-key'
import { feedTemplateCsv } from '../services/partners/feed-template'
import { importPartnerFeed } from '../services/partners/import-partner-feed'

const localeOf = (req: FastifyRequest): Locale =>
  pickLocale((req.headers['x-locale'] as string) ?? req.headers['accept-language'])

/** A feed file's bytes, in a private field (the shared input guard walks parsed bodies). */
class FeedBody {
  readonly #bytes: Buffer
  constructor(bytes: Buffer) {
    this.#bytes = bytes
  }
  get bytes(): Buffer {
    return this.#bytes
  }
}

const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', {
    messageKey: 'partner-feed:feed.tooLarge',
    vars: { megabytes: FEED_MAX_BYTES / 1024 / 1024 },
  })

/** Read the body up to the feed's limit; one byte more is 413, whatever Content-Length said. */
function readFeed(payload: Readable): Promise<FeedBody> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    payload.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > FEED_MAX_BYTES) {
        payload.removeAllListeners('data')
        payload.resume()
        reject(tooLarge())
        return
      }
      chunks.push(chunk)
    })
    payload.on('end', () => resolve(new FeedBody(Buffer.concat(chunks))))
    payload.on('error', reject)
  })
}

const isCsv = (contentType: string | undefined) => /^text\/csv\s*(;|$)/i.test(contentType ?? '')

/**
 * The partner inventory feed (issue 15 point 4), authorised by a partner's API key
 * (`Authorization: Bearer iy_live_...`, checked before any body is read; 401 without a working
 * key, 429 past the key's rate limit):
 * - GET /partner/v1/listings/template.csv: the columns and an example row;
 * - POST /partner/v1/listings/import[?dryRun=true][&mode=replace]: a `text/csv` body (415
 *   otherwise) of at most 10 MB and 10,000 rows (413), imported as importPartnerFeed says. New
 *   rows are published at once; the answer is the per-row report.
 */
export async function registerPartnerFeedRoutes(
  app: FastifyInstance,
  deps: AppDeps & ServerServices,
): Promise<void> {
  const callers = new WeakMap<FastifyRequest, FeedCaller>()
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', (_req, payload, done) => {
      readFeed(payload).then(
        (body) => done(null, body),
        (err: Error) => done(err, undefined),
      )
    })
    scope.addHook('onRequest', async (req, reply) => {
      callers.set(req, await authenticatePartnerKey(deps, req.headers.authorization))
      if (req.method !== 'POST') return
      if (!isCsv(req.headers['content-type'])) {
        reply
          .status(415)
          .send(
            new AppError('BAD_REQUEST', { messageKey: 'partner-feed:feed.notCsv' }).toJSON(
              localeOf(req),
            ),
          )
        return reply
      }
      if (Number(req.headers['content-length'] ?? 0) > FEED_MAX_BYTES) throw tooLarge()
    })

    scope.get('/partner/v1/listings/template.csv', async (_req, reply) => {
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="listings-template.csv"')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(await feedTemplateCsv(deps))
    })

    scope.post('/partner/v1/listings/import', async (req, reply) => {
      const locale = localeOf(req)
      const caller = callers.get(req)!
      const q = (req.query ?? {}) as Record<string, unknown>
      const mode = q.mode === undefined || q.mode === 'upsert' ? 'upsert' : q.mode
      if (mode !== 'upsert' && mode !== 'replace') {
        throw new AppError('BAD_REQUEST', { messageKey: 'partner-feed:feed.mode' })
      }
      const body = req.body instanceof FeedBody ? req.body.bytes : Buffer.alloc(0)
      let csv: string
      try {
        csv = new TextDecoder('utf-8', { fatal: true }).decode(body)
      } catch {
        throw new AppError('VALIDATION', { messageKey: 'partner-feed:feed.notUtf8' })
      }
      const result = await importPartnerFeed(
        deps,
        { ...caller, actor: { id: `partner-key:${caller.keyId}`, email: caller.createdBy } },
        { csv, dryRun: q.dryRun === 'true' || q.dryRun === '1', mode },
        locale,
      )
      reply.header('cache-control', 'no-store').send(result)
    })
  })
}
