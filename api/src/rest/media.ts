import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../context'
import { openMediaFile } from '../services/media/open-media-file'

/**
 * GET /media/* serves stored media through the storage interface (lib/storage: MEDIA_DIR on disk
 * by default, or an S3-compatible bucket). File names carry a content hash, so responses are
 * cacheable for a year; errors use the AppError JSON shape (404 NOT_FOUND).
 */
export function registerMediaRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Params: { '*': string } }>('/media/*', async (req, reply) => {
    const media = await openMediaFile(deps.env, req.params['*'])
    reply
      .header('content-type', media.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('etag', media.etag)
      .header('last-modified', media.modifiedAt.toUTCString())
    if (req.headers['if-none-match'] === media.etag) {
      media.body.destroy()
      return reply.status(304).send()
    }
    reply.header('content-length', String(media.size))
    return reply.send(media.body)
  })
}
