import fs from 'node:fs'
import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../context'
import { resolveFromRoot } from '../lib/env'
import { openMediaFile } from '../services/media/open-media-file'

/**
 * GET /media/* serves generated media from MEDIA_DIR. File names carry a content hash, so
 * responses are cacheable for a year; errors use the AppError JSON shape (404 NOT_FOUND).
 */
export async function registerMediaRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const root = resolveFromRoot(deps.env.MEDIA_DIR)
  app.get<{ Params: { '*': string } }>('/media/*', async (req, reply) => {
    const media = await openMediaFile(root, req.params['*'])
    reply
      .header('content-type', media.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('etag', media.etag)
      .header('last-modified', media.modifiedAt.toUTCString())
    if (req.headers['if-none-match'] === media.etag) return reply.status(304).send()
    reply.header('content-length', String(media.size))
    return reply.send(fs.createReadStream(media.file))
  })
}
