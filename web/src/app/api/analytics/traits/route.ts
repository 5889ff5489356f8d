import { NextResponse, type NextRequest } from 'next/server'
import { privacySignal } from '@ironyard/contract/analytics-params'
import { signedInTraits } from '@/features/analytics/traits-data'

export const dynamic = 'force-dynamic'

/**
 * GET /api/analytics/traits: the signed-in visitor's spec §3 traits as the api knows them, for
 * the browser's `identify` (features/analytics/Analytics.tsx). `{ traits: null }` for visitors
 * without a session, and under a privacy signal (`Sec-GPC: 1`, `DNT: 1`). Never cached.
 */
export async function GET(req: NextRequest) {
  const traits = privacySignal((name) => req.headers.get(name)) ? null : await signedInTraits()
  return NextResponse.json(
    { traits },
    { headers: { 'cache-control': 'private, no-store', vary: 'cookie' } },
  )
}
