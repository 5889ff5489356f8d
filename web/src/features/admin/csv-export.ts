import { NextResponse, type NextRequest } from 'next/server'
import { sessionHeaders } from '@/lib/session-cookies'
import { signinHref } from '@/lib/signin-href'
import { getT } from '@/i18n/server'
import { isLocale, type Namespace } from '@/i18n/settings'
import { env } from '@/lib/env'
import { localePath } from '@/lib/paths'

export interface CsvExport {
  /** The api's file, e.g. `/admin/leads.csv`. */
  apiPath: string
  /** Query parameters passed on (each at most 200 characters). */
  filters: readonly string[]
  /** Parameters passed on with every value they have (the bulk bar's picked rows: `stock`). */
  repeated?: readonly string[]
  /** Parameters the route always sends (the admin console's leads: `console=admin`). */
  fixed?: Readonly<Record<string, string>>
  /** The page anonymous visitors come back to after signing in (`/admin/leads`). */
  page: string
  /** The i18n namespace and keys of the two refusals. */
  ns: Namespace
  forbiddenKey: string
  failedKey: string
  /** The file name when the api names none. */
  filename: string
}

/**
 * A console CSV download (a route handler's GET): the api's file for the page's filter, fetched
 * with the visitor's session and streamed as it comes (the api checks the role). Anonymous
 * visitors, or a session the api no longer knows, go to sign in; a refusal answers a translated
 * line of text, never the api's body.
 */
export async function proxyCsvExport(
  req: NextRequest,
  rawLocale: string,
  spec: CsvExport,
): Promise<Response> {
  const locale = isLocale(rawLocale) ? rawLocale : 'en'
  const t = getT(locale, spec.ns)
  const session = await sessionHeaders()
  const signin = () =>
    NextResponse.redirect(
      new URL(signinHref(locale, localePath(locale, spec.page)), env.webUrl),
      303,
    )
  if (!session.cookie) return signin()
  const query = new URLSearchParams({ ...spec.fixed, locale })
  for (const k of spec.filters) {
    const v = req.nextUrl.searchParams.get(k)
    if (v) query.set(k, v.slice(0, 200))
  }
  for (const k of spec.repeated ?? []) {
    for (const v of req.nextUrl.searchParams.getAll(k).slice(0, 500)) {
      if (v) query.append(k, v.slice(0, 40))
    }
  }
  const failed = (status: number) =>
    new NextResponse(t(status === 403 ? spec.forbiddenKey : spec.failedKey), {
      status,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  let res: Response
  try {
    res = await fetch(`${env.apiUrl}${spec.apiPath}?${query}`, {
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
        res.headers.get('content-disposition') ?? `attachment; filename="${spec.filename}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  })
}
