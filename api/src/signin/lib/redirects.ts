import type { SigninContext } from '../context'
import { signinError, type SigninErrorType } from '../errors'

/**
 * Where a link may send the visitor: only to the web app's origins (Stytch's "redirect URLs").
 * Anything else would hand a sign-in token to a site we do not control. A user name or password
 * (`http://evil.example@localhost:8910/`) keeps the origin but puts another name first in the
 * link a mail shows: no real redirect carries one, so it is refused too.
 */
export function allowedRedirect(
  ctx: SigninContext,
  raw: unknown,
  errorType: SigninErrorType,
): string {
  if (raw === undefined || raw === null || raw === '') return ctx.config.defaultRedirectUrl
  if (typeof raw !== 'string' || raw.length > 2048) throw signinError(errorType)
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw signinError(errorType)
  }
  if (
    !/^https?:$/.test(url.protocol) ||
    !ctx.config.allowedOrigins.includes(url.origin) ||
    url.username ||
    url.password
  ) {
    throw signinError(errorType)
  }
  return url.toString()
}

/** `…?stytch_token_type=<type>&token=<token>`: what the SDK's authenticateByUrl reads. */
export function withToken(url: string, type: string, token: string): string {
  const u = new URL(url)
  u.searchParams.set('stytch_token_type', type)
  u.searchParams.set('token', token)
  return u.toString()
}
