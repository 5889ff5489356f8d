import type { Readable } from 'node:stream'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { MAX_UPLOAD_BYTES } from '@ironyard/contract/admin-media'
import { pickLocale, type AppDeps, type CurrentUser, type Locale } from '../context'
import { requireRoles } from '../directives/auth'
import { AppError } from '../lib/errors'
import { listingActorOf, type ListingActor } from '../services/listing-admin/listing-scope'
import { addListingPhoto } from '../services/listing-media/add-listing-photo'
import { tooLarge } from '../services/listing-media/photo-files'
import { uploadInspectionDocument } from '../services/listing-media/upload-inspection-document'
import { imageView } from '../services/listings/listing-media'
import { documentPath } from '../services/inspections/get-inspection-report'

type Authenticate = (req: FastifyRequest) => Promise<CurrentUser | null>

const localeOf = (req: FastifyRequest): Locale =>
  pickLocale((req.headers['x-locale'] as string) ?? req.headers['accept-language'])

/**
 * An upload's bytes. A private field, so the shared input guard (which walks parsed bodies for
 * control characters) sees an object without properties instead of 20 million array indexes.
 */
class UploadBody {
  readonly #bytes: Buffer
  constructor(bytes: Buffer) {
    this.#bytes = bytes
  }
  get bytes(): Buffer {
    return this.#bytes
  }
}

/** Read a raw body up to the upload limit; one byte more is 413 (whatever Content-Length said). */
function readUpload(payload: Readable): Promise<UploadBody> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    payload.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_UPLOAD_BYTES) {
        payload.removeAllListeners('data')
        payload.resume()
        reject(tooLarge())
        return
      }
      chunks.push(chunk)
    })
    payload.on('end', () => resolve(new UploadBody(Buffer.concat(chunks))))
    payload.on('error', reject)
  })
}

const bytesOf = (req: FastifyRequest): Buffer => {
  const body = req.body
  if (!(body instanceof UploadBody) || body.bytes.length === 0)
    throw new AppError('BAD_REQUEST', { messageKey: 'media:request.empty' })
  return body.bytes
}

/**
 * The console's uploads (issue 14), the raw file as the request body (any Content-Type: the
 * content is what is checked), at most 20 MB, admins (partner members for their own listings'
 * photos, decision 032: another seller's listing is NOT_FOUND):
 * - POST /admin/listings/:stockNumber/photos: a photo (JPEG, PNG, WebP, AVIF/HEIC); 201 with the
 *   new photo, 200 with the same photo when these bytes were already uploaded to the listing;
 * - POST /admin/listings/:stockNumber/documents/:kind: an inspection document (PDF) of one of the
 *   11 kinds, replacing the earlier one; 201, or 200 when it was already that file.
 * The role is checked before the body is read, so nobody else can make the api buffer 20 MB.
 */
export async function registerAdminMediaRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  authenticate: Authenticate | undefined,
): Promise<void> {
  const actors = new WeakMap<FastifyRequest, ListingActor>()
  await app.register((scope, _opts, done) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', (_req, payload, done) => {
      readUpload(payload).then(
        (body) => done(null, body),
        (err: Error) => done(err, undefined),
      )
    })
    scope.addHook('onRequest', async (req) => {
      const user = authenticate ? await authenticate(req) : null
      // Photos: partner members too, for their own listings (decision 032); documents: staff.
      const photos = /^\/admin\/listings\/[^/]+\/photos(\?|$)/.test(req.url)
      requireRoles(user, photos ? ['admin', 'partner'] : ['admin'])
      actors.set(req, listingActorOf(user))
      const length = Number(req.headers['content-length'] ?? 0)
      if (length > MAX_UPLOAD_BYTES) throw tooLarge()
    })
    const actorOf = (req: FastifyRequest) => actors.get(req)!

    scope.post<{ Params: { stockNumber: string } }>(
      '/admin/listings/:stockNumber/photos',
      async (req, reply) => {
        const locale = localeOf(req)
        const { photo, created } = await addListingPhoto(
          deps,
          actorOf(req),
          { stockNumber: req.params.stockNumber, bytes: bytesOf(req) },
          locale,
        )
        const view = imageView(deps.env.API_URL, {
          ...photo,
          alt: locale === 'es' ? photo.altEs : photo.altEn,
        })
        reply
          .status(created ? 201 : 200)
          .header('cache-control', 'no-store')
          .send({
            created,
            photo: {
              id: String(photo.id),
              position: photo.position,
              url: view.url,
              thumbnailUrl: view.sizes[0].url,
              altEn: photo.altEn,
              altEs: photo.altEs,
            },
          })
      },
    )

    scope.post<{ Params: { stockNumber: string; kind: string } }>(
      '/admin/listings/:stockNumber/documents/:kind',
      async (req, reply) => {
        const locale = localeOf(req)
        const { document, created } = await uploadInspectionDocument(
          deps,
          actorOf(req),
          { stockNumber: req.params.stockNumber, kind: req.params.kind, bytes: bytesOf(req) },
          locale,
        )
        reply
          .status(created ? 201 : 200)
          .header('cache-control', 'no-store')
          .send({
            created,
            document: {
              id: String(document.id),
              kind: document.kind,
              pages: document.pages,
              byteSize: document.byteSize,
              url: `${deps.env.API_URL.replace(/\/$/, '')}${documentPath(document.id, locale)}`,
            },
          })
      },
    )
    done()
  })
}
