import { forwardDownload, uploadLocale } from '@/features/admin/media/upload-forward'

export const dynamic = 'force-dynamic'

/** GET /api/partner/listings/template.csv?locale=: the feed's template, as the member. */
export async function GET(req: Request): Promise<Response> {
  return forwardDownload(req, uploadLocale(req), '/partner/listings/template.csv', 'partner')
}
