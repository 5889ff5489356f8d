import { FEED_MAX_BYTES } from '@ironyard/contract/partner-feed'
import { forwardUpload, uploadLocale } from '@/features/admin/media/upload-forward'

export const dynamic = 'force-dynamic'

/**
 * POST /api/partner/listings/import?locale=[&dryRun=true][&mode=replace]: the partner console's
 * CSV import (the file as the body), forwarded to the api with the member's session. Under /api/,
 * outside the locale proxy, so Next never buffers or truncates the body. Only the two known
 * options go through.
 */
export async function POST(req: Request): Promise<Response> {
  const params = new URL(req.url).searchParams
  const query = new URLSearchParams()
  if (params.get('dryRun') === 'true') query.set('dryRun', 'true')
  if (params.get('mode') === 'replace') query.set('mode', 'replace')
  const q = query.toString()
  return forwardUpload(req, uploadLocale(req), `/partner/listings/import${q ? `?${q}` : ''}`, {
    contentType: 'text/csv; charset=utf-8',
    maxBytes: FEED_MAX_BYTES,
    ns: 'partner',
  })
}
