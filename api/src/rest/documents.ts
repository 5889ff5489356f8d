import type { FastifyInstance, FastifyRequest } from 'fastify'
import { pickLocale, type AppDeps, type CurrentUser, type Locale } from '../context'
import { AppError } from '../lib/errors'
import { renderInspectionDocument } from '../services/inspections/render-inspection-document'

type Authenticate = (req: FastifyRequest) => Promise<CurrentUser | null>

const localeOf = (req: FastifyRequest): Locale => {
  const q = (req.query as Record<string, unknown> | undefined)?.locale
  if (q === 'es' || q === 'en') return q
  return pickLocale((req.headers['x-locale'] as string) ?? req.headers['accept-language'])
}

/**
 * GET /documents/:id.pdf: an inspection document (spec §3, 11 kinds) as a PDF. Inspection
 * reports unlock when signed in (spec §6), so this answers 401 to anonymous visitors.
 */
export function registerDocumentRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  authenticate: Authenticate | undefined,
): void {
  app.get<{ Params: { file: string } }>('/documents/:file', async (req, reply) => {
    const user = authenticate ? await authenticate(req) : null
    if (!user) throw new AppError('UNAUTHENTICATED', { messageKey: 'errors:auth.documentsSignIn' })
    const m = /^(\d{1,10})\.pdf$/.exec(req.params.file)
    if (!m) throw new AppError('NOT_FOUND', { messageKey: 'errors:notFound.document' })
    const { filename, pdf } = await renderInspectionDocument(deps, Number(m[1]), localeOf(req))
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${filename}"`)
      .header('cache-control', 'private, max-age=300')
      .header('x-content-type-options', 'nosniff')
      .send(pdf)
  })
}
