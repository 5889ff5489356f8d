import { NextResponse, type NextRequest } from 'next/server'
import { getT } from '@/i18n/server'
import { isLocale } from '@/i18n/settings'
import { env } from '@/lib/env'
import { localePath } from '@/lib/paths'
import { sessionHeaders } from '@/lib/session-cookies'
import { signinHref } from '@/lib/signin-href'

/**
 * The value tracker as CSV (spec §2 "download"): the api's file, fetched with the visitor's
 * session so the link works whichever host the api is on. Anonymous visitors go to sign in.
 */
export async function GET(
  _req: NextRequest,
  { params }: { params: Promise<{ locale: string }> },
): Promise<Response> {
  const { locale: raw } = await params
  const locale = isLocale(raw) ? raw : 'en'
  const failed = getT(locale, 'account')('valueTracker.downloadFailed')
  const session = await sessionHeaders()
  const signin = () =>
    NextResponse.redirect(
      new URL(
        signinHref(locale, localePath(locale, '/account/value-tracker'), undefined, 'valueTracker'),
        env.webUrl,
      ),
      303,
    )
  if (!session.cookie) return signin()
  let res: Response
  try {
    res = await fetch(`${env.apiUrl}/account/value-tracker.csv?locale=${locale}`, {
      headers: { ...session, 'x-locale': locale },
      cache: 'no-store',
    })
  } catch {
    return new NextResponse(failed, {
      status: 502,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  }
  if (res.status === 401) return signin()
  if (!res.ok) {
    return new NextResponse(failed, {
      status: res.status >= 500 ? 502 : res.status,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  }
  return new NextResponse(res.body, {
    status: 200,
    headers: {
      'content-type': res.headers.get('content-type') ?? 'text/csv; charset=utf-8',
      'content-disposition':
        res.headers.get('content-disposition') ?? 'attachment; filename="value-tracker.csv"',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  })
}
