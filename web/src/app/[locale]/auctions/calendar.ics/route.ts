import { icsResponse } from '@/features/auctions/ics-response'

/** /es/auctions/calendar.ics: every auction in the prefix's language. */
export async function GET(_req: Request, { params }: { params: Promise<{ locale: string }> }) {
  return icsResponse((await params).locale)
}
