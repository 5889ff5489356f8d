import type { NextRequest } from 'next/server'
import { proxyCsvExport } from '@/features/admin/csv-export'

/** The partner's leads as CSV (issue 15): the api answers the leads on the member's listings. */
export async function GET(
  req: NextRequest,
  { params }: { params: Promise<{ locale: string }> },
): Promise<Response> {
  return proxyCsvExport(req, (await params).locale, {
    apiPath: '/admin/leads.csv',
    filters: ['type', 'status', 'stock', 'q', 'older', 'newer', 'owner', 'sort'],
    page: '/partner/leads',
    ns: 'admin',
    forbiddenKey: 'leads.exportForbidden',
    failedKey: 'leads.exportFailed',
    filename: 'leads.csv',
  })
}
