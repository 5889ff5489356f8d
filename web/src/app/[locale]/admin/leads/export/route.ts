import type { NextRequest } from 'next/server'
import { proxyCsvExport } from '@/features/admin/csv-export'

/**
 * The leads inbox as CSV (issue 14): the api's file for the inbox's filter. Staff only, like the
 * rest of /admin (issue 36): `console=admin` has the api refuse a partner member, who downloads
 * their own leads from /partner/leads/export.
 */
export async function GET(
  req: NextRequest,
  { params }: { params: Promise<{ locale: string }> },
): Promise<Response> {
  return proxyCsvExport(req, (await params).locale, {
    apiPath: '/admin/leads.csv',
    filters: ['type', 'status', 'stock', 'q', 'older', 'newer', 'owner', 'sort'],
    fixed: { console: 'admin' },
    page: '/admin/leads',
    ns: 'admin',
    forbiddenKey: 'leads.exportStaffOnly',
    failedKey: 'leads.exportFailed',
    filename: 'leads.csv',
  })
}
