import { MAX_UPLOAD_BYTES } from '@ironyard/contract/admin-media'
import { sessionHeaders } from '@/features/auth/session-cookies'
import { getT } from '@/i18n/server'
import { isLocale, type Locale } from '@/i18n/settings'
import { env } from '@/lib/env'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  })

/** The console's language, from `?locale=` (the upload routes live outside the locale proxy). */
export function uploadLocale(req: Request): Locale {
  const l = new URL(req.url).searchParams.get('locale')
  return isLocale(l) ? l : 'en'
}

/** The host the browser addressed (the first X-Forwarded-Host, else Host). */
const hostOf = (req: Request) =>
  (req.headers.get('x-forwarded-host')?.split(',')[0] ?? req.headers.get('host') ?? '').trim()

/**
 * Forward an upload from the console (the file's bytes as the body) to the api with the visitor's
 * session and language, and answer the api's JSON as it is. The api checks the role and the
 * content; here only what the web can refuse first: another site's page posting with the
 * admin's cookies (403), no session (401), more than 20 MB (413).
 */
export async function forwardUpload(
  req: Request,
  locale: Locale,
  apiPath: string,
): Promise<Response> {
  const t = getT(locale, 'admin-media')
  const fail = (status: number, key: string) =>
    json(status, { error: { code: String(status), message: t(key) } })
  const origin = req.headers.get('origin')
  if (origin !== null) {
    let host: string | null = null
    try {
      host = new URL(origin).host
    } catch {
      host = null
    }
    if (host !== hostOf(req)) return fail(403, 'upload.otherSite')
  }
  const session = await sessionHeaders()
  if (!session.cookie) return fail(401, 'upload.signIn')
  if (Number(req.headers.get('content-length') ?? 0) > MAX_UPLOAD_BYTES)
    return fail(413, 'upload.tooLarge')
  const body = Buffer.from(await req.arrayBuffer())
  if (body.length > MAX_UPLOAD_BYTES) return fail(413, 'upload.tooLarge')
  let res: globalThis.Response
  try {
    res = await fetch(`${env.apiUrl}${apiPath}`, {
      method: 'POST',
      headers: { ...session, 'x-locale': locale, 'content-type': 'application/octet-stream' },
      body: new Uint8Array(body),
      cache: 'no-store',
    })
  } catch {
    return fail(502, 'upload.unavailable')
  }
  const text = await res.text()
  if (!res.headers.get('content-type')?.includes('application/json'))
    return fail(res.status >= 500 ? 502 : res.status, 'upload.failed')
  return new Response(text, {
    status: res.status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  })
}
