import type { NextRequest } from 'next/server'
import { proxyCsvExport } from '@/features/admin/csv-export'

/** An auction's results as CSV (issue 34): the api's file for ?auction=<slug>. */
export async function GET(
  req: NextRequest,
  { params }: { params: Promise<{ locale: string }> },
): Promise<Response> {
  return proxyCsvExport(req, (await params).locale, {
    apiPath: '/admin/auctions/results.csv',
    filters: ['auction'],
    page: '/admin/auctions',
    ns: 'admin-auctions',
    forbiddenKey: 'export.forbidden',
    failedKey: 'export.failed',
    filename: 'auction-results.csv',
  })
}
