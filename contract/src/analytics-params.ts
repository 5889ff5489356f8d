/**
 * Which URL parameters analytics and the lead forms may keep (spec §3 stored marketing
 * parameters, §7 urlParams), and the visitor's privacy signals. The browser applies these rules
 * before it stores or sends anything (web/src/features/analytics), the api again before it writes
 * (api/src/services/analytics, services/leads). No zod, no Node: the browser bundle imports it.
 */

/** Sign-in secrets by name: dropped from every page's parameters. */
export const SIGNIN_SECRET_PARAMS: ReadonlySet<string> = new Set([
  'token',
  'stytch_token_type',
  'session_token',
  'session_jwt',
  'intermediate_session_token',
  'code_verifier',
  'id_token',
  'access_token',
  'refresh_token',
  'password',
])

/**
 * OAuth-style callback parameters: secrets only on the sign-in route that reads them. Elsewhere
 * they are ordinary parameters (the search's State filter, a promo code) and are kept.
 */
export const SIGNIN_CALLBACK_PARAMS: ReadonlySet<string> = new Set(['code', 'state'])

/** The sign-in landing route (emailed links, OAuth), in either language. */
const SIGNIN_CALLBACK_PATH = /^(\/(en|es))?\/authenticate\/?$/

export function isSigninCallbackPath(path: string | null | undefined): boolean {
  if (!path) return false
  return SIGNIN_CALLBACK_PATH.test(path.split(/[?#]/)[0])
}

/** Is this parameter a sign-in secret on the page at `path`? (Names compared case-insensitively.) */
export function isSecretParam(key: string, path: string | null | undefined): boolean {
  const k = key.toLowerCase()
  return (
    SIGNIN_SECRET_PARAMS.has(k) || (SIGNIN_CALLBACK_PARAMS.has(k) && isSigninCallbackPath(path))
  )
}

/** Extras a caller attaches (not URL parameters): only the sign-in secrets by name are dropped. */
export const isSecretProperty = (key: string): boolean =>
  SIGNIN_SECRET_PARAMS.has(key.toLowerCase())

/** An address somewhere in a value ("ana@example.com", "mailto:ana@example.com", "Ana <a@b.co>"). */
const EMAIL_IN_TEXT = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[^\s@<>()[\]"',;:]+/

/** A parameter that carries a person's email: named `email`, or holding an address. */
export function isEmailParam(key: string, value: string): boolean {
  return key.toLowerCase() === 'email' || EMAIL_IN_TEXT.test(value)
}

/** What is hashed for an email parameter: trimmed and lower-cased, so every side gets one hash. */
export const emailHashInput = (value: string): string => value.trim().toLowerCase()

/** The name an email parameter is kept under, hashed (`email` → `email_sha256`). */
export const hashedParamName = (key: string): string =>
  key.toLowerCase() === 'email' ? 'email_sha256' : `${key}_sha256`

/** The email values of a parameter set that need a hash (hash input form), once each. */
export function emailValuesToHash(
  params: Record<string, string>,
  path: string | null | undefined,
): string[] {
  const out = new Set<string>()
  for (const [k, v] of Object.entries(params)) {
    if (isSecretParam(k, path) || !v.trim()) continue
    if (isEmailParam(k, v)) out.add(emailHashInput(v))
  }
  return [...out]
}

/**
 * Parameters as they may be kept: sign-in secrets dropped (`code` and `state` only on the
 * sign-in route), every email replaced by its SHA-256 (hex) under `<name>_sha256`. `hash` gets
 * the normalised address and answers its hash, or null when none can be made (the parameter is
 * dropped then: a raw address is never kept).
 */
export function cleanAnalyticsParams(
  params: Record<string, string>,
  opts: { path: string | null | undefined; hash: (normalisedEmail: string) => string | null },
): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(params)) {
    if (isSecretParam(key, opts.path)) continue
    if (isEmailParam(key, value)) {
      const digest = value.trim() ? opts.hash(emailHashInput(value)) : null
      if (digest) out[hashedParamName(key)] = digest
      continue
    }
    out[key] = value
  }
  return out
}

/** Click ids of ad networks: marketing parameters like the UTM ones. */
const CLICK_IDS: ReadonlySet<string> = new Set([
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'fbclid',
  'msclkid',
  'ttclid',
  'twclid',
  'li_fat_id',
  'mc_cid',
  'mc_eid',
])

/** A campaign parameter (utm_* or an ad network's click id). */
export function isMarketingParam(key: string): boolean {
  const k = key.toLowerCase()
  return k.startsWith('utm_') || CLICK_IDS.has(k)
}

/** A page address without its campaign parameters (a lead's page under a privacy signal). */
export function withoutMarketingParams(url: string): string {
  const q = url.indexOf('?')
  if (q < 0) return url
  const hash = url.indexOf('#', q)
  const query = url.slice(q + 1, hash < 0 ? undefined : hash)
  const kept = new URLSearchParams(query)
  for (const key of [...kept.keys()]) if (isMarketingParam(key)) kept.delete(key)
  const rest = kept.toString()
  return `${url.slice(0, q)}${rest ? `?${rest}` : ''}${hash < 0 ? '' : url.slice(hash)}`
}

/**
 * The visitor asked not to be tracked through a request header: Global Privacy Control
 * (`Sec-GPC: 1`) or Do Not Track (`DNT: 1`). No marketing parameters are kept or attached then.
 */
export function privacySignal(get: (name: string) => string | null | undefined): boolean {
  return get('sec-gpc')?.trim() === '1' || get('dnt')?.trim() === '1'
}

/** The header the web forwards to the api where it proxies a visitor's request. */
export const PRIVACY_SIGNAL_HEADER = 'sec-gpc'
