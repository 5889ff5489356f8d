import type { NextRequest } from 'next/server'
import { proxyCsvExport } from '@/features/admin/csv-export'

/** The sweepstakes entries as CSV (issue 14): the api's file for the contest shown. */
export async function GET(
  req: NextRequest,
  { params }: { params: Promise<{ locale: string }> },
): Promise<Response> {
  return proxyCsvExport(req, (await params).locale, {
    apiPath: '/admin/sweepstakes.csv',
    filters: ['contest'],
    page: '/admin/sweepstakes',
    ns: 'admin-catalog',
    forbiddenKey: 'sweepstakes.exportForbidden',
    failedKey: 'sweepstakes.exportFailed',
    filename: 'sweepstakes.csv',
  })
}
