import { forwardUpload, uploadLocale } from '@/features/admin/media/upload-forward'
import { decodeSegment } from '@/lib/listing-path'

export const dynamic = 'force-dynamic'

/**
 * POST /api/admin/listings/<stock number>/photos?locale=: one photo from the console's upload
 * field (the file as the body), forwarded to the api with the session. Under /api/, outside the
 * locale proxy, so Next never buffers or truncates the body (its proxy stops at 10 MB).
 */
export async function POST(
  req: Request,
  { params }: { params: Promise<{ stock: string }> },
): Promise<Response> {
  const { stock } = await params
  const stockNumber = decodeSegment(stock) ?? ''
  if (!/^[A-Za-z0-9-]{1,40}$/.test(stockNumber)) return new Response(null, { status: 404 })
  return forwardUpload(req, uploadLocale(req), `/admin/listings/${stockNumber}/photos`)
}
