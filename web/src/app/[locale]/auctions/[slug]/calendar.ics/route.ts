import { icsResponse } from '@/features/auctions/ics-response'

/** /es/auctions/<slug>/calendar.ics: one auction in the prefix's language. */
export async function GET(
  _req: Request,
  { params }: { params: Promise<{ locale: string; slug: string }> },
) {
  const { locale, slug } = await params
  return icsResponse(locale, slug)
}
