/**
 * The sign-in session's cookies (spec §3, §9). The SDK keeps the session in two cookies on the
 * web's host: the opaque token and a 5-minute JWT. Plain code: the Node server (page cache), the
 * api client and the browser read these alike.
 */
export const SESSION_COOKIE = 'stytch_session'
export const SESSION_JWT_COOKIE = 'stytch_session_jwt'

/**
 * Is the visitor signed in, by a Cookie header (or document.cookie)? Presence only; the api
 * decides validity. The session is the opaque token: the SDK refreshes it and the JWT is its
 * 5-minute copy, so a lone JWT signs nobody in. The header, the account pages and the browser all
 * read this one rule (issue 16, defect 17: with only the JWT, /account said "Signed in as..."
 * while the header, following the SDK, said "Sign in").
 */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return cookieValue(cookieHeader, SESSION_COOKIE) !== null
}

/** Does a Cookie header carry either sign-in cookie? What may make an answer personal. */
export function carriesSessionCookie(cookieHeader: string | null | undefined): boolean {
  return (
    cookieValue(cookieHeader, SESSION_COOKIE) !== null ||
    cookieValue(cookieHeader, SESSION_JWT_COOKIE) !== null
  )
}

function cookieValue(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null
  for (const part of cookieHeader.split(';')) {
    const [key, value] = part.trim().split('=')
    if (key === name && value) return value
  }
  return null
}
