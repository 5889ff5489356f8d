import { NextResponse, type NextRequest } from 'next/server'
import { OfferLikelihoodDocument } from '@/graphql/__generated__/graphql'
import { DEFAULT_LOCALE, isLocale } from '@/i18n/settings'
import { gql } from '@/lib/api-client'
import { apiErrorStatus, mapApiError } from '@/lib/api-errors'

export const dynamic = 'force-dynamic'

/**
 * Name Your Price: the likelihood band of an amount before it is submitted (the form asks as the
 * buyer types). GET ?stock=&amount=&locale= → {likelihood, comparableSales, windowDays}, or
 * {error: {key, message}} with 400 (amount not valid), 404, 429 (the api's per-IP limit).
 */
export async function GET(req: NextRequest) {
  const p = req.nextUrl.searchParams
  const stockNumber = (p.get('stock') ?? '').trim().slice(0, 20)
  const offerAmount = (p.get('amount') ?? '').trim().slice(0, 30)
  const l = p.get('locale')
  const locale = isLocale(l) ? l : DEFAULT_LOCALE
  // Set by web/server.ts from the socket (docs/decisions/007), so the api's per-IP limit holds.
  const forwarded = req.headers.get('x-forwarded-for')
  try {
    const data = await gql(
      OfferLikelihoodDocument,
      { stockNumber, offerAmount },
      { locale, headers: forwarded ? { 'x-forwarded-for': forwarded } : undefined },
    )
    return NextResponse.json(data.offerLikelihood, { headers: { 'cache-control': 'no-store' } })
  } catch (e) {
    const { code, fields } = mapApiError(e)
    const status = apiErrorStatus(e)
    const field = fields[0]
    return NextResponse.json(
      { error: { code, key: field?.key ?? null, message: field?.message ?? null } },
      { status, headers: { 'cache-control': 'no-store' } },
    )
  }
}
