import { NextResponse, type NextRequest } from 'next/server'
import { ANALYTICS_BODY_LIMIT_BYTES as MAX_BODY_BYTES } from '@ironyard/contract/analytics-limits'
import { jsonProblem } from '@/server/control-characters'
import { env } from '@/lib/env'
import { sessionHeaders } from '@/lib/session-cookies'
import { privacySignal, PRIVACY_SIGNAL_HEADER } from '@ironyard/contract/analytics-params'

export const dynamic = 'force-dynamic'

const json = (
  status: number,
  code: string,
  message: string,
  fields?: Array<{ path: string; key: string; message: string }>,
) =>
  NextResponse.json(
    { error: { code, message, ...(fields ? { fields } : {}) } },
    { status, headers: { 'cache-control': 'no-store' } },
  )

/**
 * What the api would refuse with 400 and this route can tell at once (issue 12): a body that is
 * not JSON, nested deeper than any batch, or with a control character in a text. Refused here,
 * they never reach the api; the rest of the batch's rules are the api's.
 */
function refusal(body: string): NextResponse | null {
  let batch: unknown
  try {
    batch = JSON.parse(body)
  } catch {
    return json(400, 'BAD_REQUEST', 'Request body is not valid JSON')
  }
  const problem = jsonProblem(batch)
  if (!problem) return null
  const message =
    problem.kind === 'control'
      ? 'Text may not contain control characters'
      : 'The batch is nested too deeply'
  return json(400, 'VALIDATION', 'Invalid analytics batch', [
    {
      path: problem.path,
      key: problem.kind === 'control' ? 'validation.controlCharacters' : 'validation.tooDeep',
      message,
    },
  ])
}

/** The body, or null once it passes the limit (whatever Content-Length claimed). */
async function readLimited(req: NextRequest): Promise<string | null> {
  if (!req.body) return ''
  const reader = req.body.getReader()
  const parts: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => undefined)
      return null
    }
    parts.push(value)
  }
  return Buffer.concat(parts).toString('utf8')
}

/**
 * The browser's analytics batches (fetch or sendBeacon, same origin), forwarded to the api's
 * first-party collector with the visitor's sign-in cookies (the api attaches the signed-in user)
 * and address (set by web/server.ts, docs/decisions/007: the api's per-IP limit holds), and its
 * privacy signal (`Sec-GPC: 1`, or `DNT: 1`, forwarded as `Sec-GPC: 1`: the api stores nothing).
 */
export async function POST(req: NextRequest) {
  if (Number(req.headers.get('content-length') ?? 0) > MAX_BODY_BYTES)
    return json(413, 'PAYLOAD_TOO_LARGE', `Request body is larger than ${MAX_BODY_BYTES} bytes`)
  const body = await readLimited(req)
  if (body === null)
    return json(413, 'PAYLOAD_TOO_LARGE', `Request body is larger than ${MAX_BODY_BYTES} bytes`)
  const refused = refusal(body)
  if (refused) return refused
  const forwarded = req.headers.get('x-forwarded-for')
  // The visitor's Global Privacy Control (or Do Not Track) goes along: the api stores nothing then.
  const optOut = privacySignal((name) => req.headers.get(name))
  let res: Response
  try {
    res = await fetch(`${env.apiUrl}/analytics/v1/batch`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(await sessionHeaders()),
        ...(forwarded ? { 'x-forwarded-for': forwarded } : {}),
        ...(optOut ? { [PRIVACY_SIGNAL_HEADER]: '1' } : {}),
      },
      body,
      cache: 'no-store',
    })
  } catch {
    return json(502, 'UNAVAILABLE', 'The analytics collector is unreachable')
  }
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'cache-control': 'no-store',
  }
  const retryAfter = res.headers.get('retry-after')
  if (retryAfter) headers['retry-after'] = retryAfter
  // The api's refusals (4xx) reach the browser as they are; its failures are ours to report as a
  // bad gateway, without its text.
  if (res.status >= 500) return json(502, 'UNAVAILABLE', 'The analytics collector failed')
  return new NextResponse(await res.text(), { status: res.status, headers })
}
