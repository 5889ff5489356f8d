import type { NextRequest } from 'next/server'
import { proxyCsvExport } from '@/features/admin/csv-export'

/** The leads inbox as CSV (issue 14): the api's file for the inbox's filter. */
export async function GET(
  req: NextRequest,
  { params }: { params: Promise<{ locale: string }> },
): Promise<Response> {
  return proxyCsvExport(req, (await params).locale, {
    apiPath: '/admin/leads.csv',
    filters: ['type', 'status', 'stock', 'q'],
    page: '/admin/leads',
    ns: 'admin',
    forbiddenKey: 'leads.exportForbidden',
    failedKey: 'leads.exportFailed',
    filename: 'leads.csv',
  })
}
