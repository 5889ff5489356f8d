import type { NextRequest } from 'next/server'
import { proxyCsvExport } from '@/features/admin/csv-export'

export const dynamic = 'force-dynamic'

/**
 * GET /api/partner/listings/template.csv?locale=: the feed's template, fetched as the member (the
 * console's one CSV download proxy; visitors without a session go to sign in).
 */
export async function GET(req: NextRequest): Promise<Response> {
  return proxyCsvExport(req, req.nextUrl.searchParams.get('locale') ?? 'en', {
    apiPath: '/partner/listings/template.csv',
    filters: [],
    page: '/partner/import',
    ns: 'partner',
    forbiddenKey: 'import.templateForbidden',
    failedKey: 'import.templateFailed',
    filename: 'listings-template.csv',
  })
}
