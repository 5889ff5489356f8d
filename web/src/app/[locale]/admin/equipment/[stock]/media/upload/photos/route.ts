import { forwardUpload } from '@/features/admin/media/upload-forward'
import { isLocale } from '@/i18n/settings'
import { decodeSegment } from '@/lib/listing-path'

/** One photo for a listing, from the console's upload field, forwarded to the api. */
export async function POST(
  req: Request,
  { params }: { params: Promise<{ locale: string; stock: string }> },
): Promise<Response> {
  const { locale: raw, stock } = await params
  const locale = isLocale(raw) ? raw : 'en'
  const stockNumber = decodeSegment(stock) ?? ''
  if (!/^[A-Za-z0-9-]{1,40}$/.test(stockNumber)) return new Response(null, { status: 404 })
  return forwardUpload(req, locale, `/admin/listings/${stockNumber}/photos`)
}
