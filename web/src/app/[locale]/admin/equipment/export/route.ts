import type { NextRequest } from 'next/server'
import { proxyCsvExport } from '@/features/admin/csv-export'

/**
 * The equipment table as an inventory CSV (issue 36): the api's file for the table's search,
 * state and sort. Staff only, like the rest of /admin: `console=admin` has the api refuse a
 * partner member, who downloads their own listings from /partner/equipment/export.
 */
export async function GET(
  req: NextRequest,
  { params }: { params: Promise<{ locale: string }> },
): Promise<Response> {
  return proxyCsvExport(req, (await params).locale, {
    apiPath: '/admin/listings.csv',
    filters: ['q', 'status', 'work', 'sort'],
    // The bulk bar's "Download as CSV" of picked rows (issue 36, point 7).
    repeated: ['stock'],
    fixed: { console: 'admin' },
    page: '/admin/equipment',
    ns: 'admin',
    forbiddenKey: 'equipment.exportStaffOnly',
    failedKey: 'equipment.exportFailed',
    filename: 'inventory.csv',
  })
}
