import { INSPECTION_DOCUMENT_KINDS } from '@ironyard/contract/inspections'
import { forwardUpload, uploadLocale } from '@/features/admin/media/upload-forward'
import { decodeSegment } from '@/lib/listing-path'

export const dynamic = 'force-dynamic'

const KINDS: ReadonlySet<string> = new Set(INSPECTION_DOCUMENT_KINDS)

/**
 * POST /api/admin/listings/<stock number>/documents/<kind>?locale=: one inspection document
 * (PDF) from the console's upload field, forwarded to the api with the session.
 */
export async function POST(
  req: Request,
  { params }: { params: Promise<{ stock: string; kind: string }> },
): Promise<Response> {
  const { stock, kind } = await params
  const stockNumber = decodeSegment(stock) ?? ''
  if (!/^[A-Za-z0-9-]{1,40}$/.test(stockNumber) || !KINDS.has(kind))
    return new Response(null, { status: 404 })
  return forwardUpload(req, uploadLocale(req), `/admin/listings/${stockNumber}/documents/${kind}`)
}
