import { icsResponse } from '@/features/auctions/ics-response'

/** /auctions/<slug>/calendar.ics: one auction, English. */
export async function GET(_req: Request, { params }: { params: Promise<{ slug: string }> }) {
  return icsResponse('en', (await params).slug)
}
