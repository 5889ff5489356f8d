import { NextResponse, type NextRequest } from 'next/server'
import { sessionHeaders } from '@/features/auth/session-cookies'
import { signinHref } from '@/features/auth/signin-href'
import { getT } from '@/i18n/server'
import { isLocale } from '@/i18n/settings'
import { env } from '@/lib/env'
import { localePath } from '@/lib/paths'

const FILTERS = ['contest'] as const

/**
 * The sweepstakes entries as CSV (issue 14): the api's file for the contest shown, fetched with the
 * visitor's session (the api checks the admin role). Anonymous visitors go to sign in.
 */
export async function GET(
  req: NextRequest,
  { params }: { params: Promise<{ locale: string }> },
): Promise<Response> {
  const { locale: raw } = await params
  const locale = isLocale(raw) ? raw : 'en'
  const t = getT(locale, 'admin-catalog')
  const session = await sessionHeaders()
  const signin = () =>
    NextResponse.redirect(
      new URL(signinHref(locale, localePath(locale, '/admin/sweepstakes')), env.webUrl),
      303,
    )
  if (!session.cookie) return signin()
  const query = new URLSearchParams({ locale })
  for (const k of FILTERS) {
    const v = req.nextUrl.searchParams.get(k)
    if (v) query.set(k, v.slice(0, 200))
  }
  const failed = (status: number) =>
    new NextResponse(
      t(status === 403 ? 'sweepstakes.exportForbidden' : 'sweepstakes.exportFailed'),
      {
        status,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      },
    )
  let res: Response
  try {
    res = await fetch(`${env.apiUrl}/admin/sweepstakes.csv?${query}`, {
      headers: { ...session, 'x-locale': locale },
      cache: 'no-store',
    })
  } catch {
    return failed(502)
  }
  if (res.status === 401) return signin()
  if (!res.ok) return failed(res.status >= 500 ? 502 : res.status)
  return new NextResponse(res.body, {
    status: 200,
    headers: {
      'content-type': res.headers.get('content-type') ?? 'text/csv; charset=utf-8',
      'content-disposition':
        res.headers.get('content-disposition') ?? 'attachment; filename="sweepstakes.csv"',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  })
}
