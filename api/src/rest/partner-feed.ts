import type { Readable } from 'node:stream'
import { FEED_MAX_BYTES } from '@ironyard/contract/partner-feed'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  pickLocale,
  type AppDeps,
  type CurrentUser,
  type Locale,
  type ServerServices,
} from '../context'
import { requireRoles } from '../directives/auth'
import { AppError } from '../lib/errors'
import { enforceRateLimit } from '../lib/rate-limit'
import {
  authenticatePartnerKey,
  FEED_RATE_LIMIT_PER_MINUTE,
} from '../services/partners/authenticate-partner-key'
import { feedTemplateCsv } from '../services/partners/feed-template'
import { importPartnerFeed, type FeedImporter } from '../services/partners/import-partner-feed'
import { partnerSellerName } from '../services/partners/partner-inventory'

const localeOf = (req: FastifyRequest): Locale =>
  pickLocale((req.headers['x-locale'] as string) ?? req.headers['accept-language'])

/** A feed file's body, unread, in a private field (the shared input guard walks parsed bodies). */
class FeedBody {
  readonly #payload: Readable
  constructor(payload: Readable) {
    this.#payload = payload
  }
  get payload(): Readable {
    return this.#payload
  }
}

const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', {
    messageKey: 'partner-feed:feed.tooLarge',
    vars: { megabytes: FEED_MAX_BYTES / 1024 / 1024 },
  })

/**
 * The body's chunks as they arrive, up to the feed's limit: one byte more is 413, whatever
 * Content-Length said. The import stops reading when it has its answer (a file over the row
 * limit, a broken row); the body is never destroyed here, so the answer still goes out.
 */
async function* feedChunks(payload: Readable): AsyncGenerator<Buffer> {
  let size = 0
  for await (const chunk of payload.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > FEED_MAX_BYTES) throw tooLarge()
    yield chunk
  }
}

const isCsv = (contentType: string | undefined) => /^text\/csv\s*(;|$)/i.test(contentType ?? '')

type Authenticate = (req: FastifyRequest) => Promise<CurrentUser | null>

/** Who a request of these routes acts for: a key's partner, or a signed-in member's. */
type Importer = FeedImporter

/** The feed answers per request and minute of one member's uploads (the same as one key's). */
const userRateLimit = (deps: ServerServices, user: CurrentUser) =>
  enforceRateLimit(deps.rateLimiter, `partner-upload:${user.id}`, FEED_RATE_LIMIT_PER_MINUTE, 60, {
    messageKey: 'partner-feed:feed.userRateLimited',
  })

/**
 * A signed-in member's partner seller (the /partner page's upload): 401 anonymous, 403 not a
 * member of a partner seller, 429 past the per-user rate limit. The audit names the user.
 */
async function sessionImporter(
  deps: AppDeps & ServerServices,
  user: CurrentUser | null,
): Promise<Importer> {
  requireRoles(user, ['partner'])
  const sellerId = user!.partnerSellerId
  const sellerName = sellerId == null ? null : await partnerSellerName(deps.database.db, sellerId)
  if (sellerId == null || sellerName === null) {
    throw new AppError('FORBIDDEN', { messageKey: 'errors:auth.forbidden' })
  }
  await userRateLimit(deps, user!)
  return {
    sellerId,
    sellerName,
    keyPrefix: null,
    actor: { id: user!.id, email: user!.email },
  }
}

/** A key's partner: the audit names the key and who created it. */
async function keyImporter(
  deps: AppDeps & ServerServices,
  authorization: string | undefined,
): Promise<Importer> {
  const caller = await authenticatePartnerKey(deps, authorization)
  return {
    sellerId: caller.sellerId,
    sellerName: caller.sellerName,
    keyPrefix: caller.keyPrefix,
    actor: { id: `partner-key:${caller.keyId}`, email: caller.createdBy },
  }
}

/**
 * The partner inventory feed (issue 15 point 4), two ways in with the same handlers:
 * - with a partner's API key (`Authorization: Bearer iy_live_...`; 401 without a working key, 429
 *   past the key's rate limit): GET /partner/v1/listings/template.csv and
 *   POST /partner/v1/listings/import;
 * - with a member's sign-in session (the /partner page's upload; 401 anonymous, 403 not a member,
 *   429 past the per-user limit): GET /partner/listings/template.csv and
 *   POST /partner/listings/import.
 * Who is checked before any body is read. The import takes a `text/csv` body (415 otherwise) of
 * at most 10 MB and 10,000 rows (413), read as it arrives: the 10,001st row ends the reading,
 * whatever follows. `?dryRun=true` validates only, `?mode=replace` also
 * withdraws the partner's listings the file leaves out; it is imported as importPartnerFeed says
 * (new rows are published at once) and answers the per-row report.
 */
export async function registerPartnerFeedRoutes(
  app: FastifyInstance,
  deps: AppDeps & ServerServices,
  authenticate?: Authenticate,
): Promise<void> {
  const importers = new WeakMap<FastifyRequest, Importer>()
  await app.register((scope, _opts, done) => {
    scope.removeAllContentTypeParsers()
    // The body is read by the import itself, as a stream (importPartnerFeed).
    scope.addContentTypeParser('*', (_req, payload, done) => done(null, new FeedBody(payload)))
    scope.addHook('onRequest', async (req, reply) => {
      const byKey = req.url.startsWith('/partner/v1/')
      importers.set(
        req,
        byKey
          ? await keyImporter(deps, req.headers.authorization)
          : await sessionImporter(deps, authenticate ? await authenticate(req) : null),
      )
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

    const template = async (_req: FastifyRequest, reply: FastifyReply) => {
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="listings-template.csv"')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(await feedTemplateCsv(deps))
    }

    const importFile = async (req: FastifyRequest, reply: FastifyReply) => {
      const locale = localeOf(req)
      const importer = importers.get(req)!
      const q = (req.query ?? {}) as Record<string, unknown>
      const payload = req.body instanceof FeedBody ? req.body.payload : null
      try {
        const mode = q.mode === undefined || q.mode === 'upsert' ? 'upsert' : q.mode
        if (mode !== 'upsert' && mode !== 'replace') {
          throw new AppError('BAD_REQUEST', { messageKey: 'partner-feed:feed.mode' })
        }
        const result = await importPartnerFeed(
          deps,
          importer,
          {
            file: payload ? feedChunks(payload) : [],
            dryRun: q.dryRun === 'true' || q.dryRun === '1',
            mode,
          },
          locale,
        )
        reply.header('cache-control', 'no-store').send(result)
      } finally {
        // What the import did not read (past the row limit, after a broken row) is let through
        // and dropped, so the connection can answer and serve its next request.
        payload?.resume()
      }
    }

    scope.get('/partner/v1/listings/template.csv', template)
    scope.post('/partner/v1/listings/import', importFile)
    scope.get('/partner/listings/template.csv', template)
    scope.post('/partner/listings/import', importFile)
    done()
  })
}
