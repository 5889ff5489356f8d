import { icsResponse } from '@/features/auctions/ics-response'

/** /auctions/calendar.ics: every auction, English (paths with an extension skip the proxy). */
export const GET = () => icsResponse('en')
