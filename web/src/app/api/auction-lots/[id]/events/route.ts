import { lotEventsResponse } from '@/features/auctions/lot-events-proxy'

export const dynamic = 'force-dynamic'

/** A lot's live updates as server-sent events (issue 34), for the lot page's EventSource. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  return lotEventsResponse(request, id)
}
