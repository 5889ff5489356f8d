import type { NextRequest } from 'next/server'
import { proxyCsvExport } from '@/features/admin/csv-export'

/** The partner's inventory as CSV (issue 36): the api answers the member's own listings only. */
export async function GET(
  req: NextRequest,
  { params }: { params: Promise<{ locale: string }> },
): Promise<Response> {
  return proxyCsvExport(req, (await params).locale, {
    apiPath: '/admin/listings.csv',
    filters: ['q', 'status', 'work', 'sort'],
    // The bulk bar's "Download as CSV" of picked rows (issue 36, point 7).
    repeated: ['stock'],
    page: '/partner/equipment',
    ns: 'admin',
    forbiddenKey: 'equipment.exportForbidden',
    failedKey: 'equipment.exportFailed',
    filename: 'inventory.csv',
  })
}
