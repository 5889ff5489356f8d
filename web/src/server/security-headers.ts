/**
 * The security headers of every web answer (docs/decisions/018-content-security-policy-and-nonces.md).
 *
 * No Node-only imports: the proxy (`next dev`) uses this module too. The production server
 * (web/server.ts, `applySecurityHeaders` in ./security.ts) sets them on every answer; `next dev`
 * gets them from the proxy, for pages only.
 */

/** The request and response header of the policy. Next reads the nonce from the request's. */
export const CSP_HEADER = 'content-security-policy'
export const CSP_REPORT_ONLY_HEADER = 'content-security-policy-report-only'

import { VIDEO_FRAME_ORIGINS, VIDEO_POSTER_ORIGINS } from '@ironyard/contract/video-links'

/**
 * Hosts the official sign-in SDK uses when it talks to hosted Stytch rather than the api's local
 * service: its API, its telemetry, and the frame of its device fingerprinting and captcha.
 */
const HOSTED_SIGNIN_CONNECT = [
  'https://api.stytch.com',
  'https://test.stytch.com',
  'https://telemetry.stytch.com',
]
const HOSTED_SIGNIN_FRAMES = ['https://elements.stytch.com']

export interface PolicyOptions {
  /** This answer's nonce (fresh per answer). */
  nonce: string
  /**
   * The api's public origin (API_URL): photos and videos under /media, and the browser's
   * sign-in client (`/sdk/v1`) when the local sign-in service is used.
   */
  apiOrigin: string
  /** The browser's sign-in client talks to hosted Stytch (STYTCH_API_URL is another host). */
  hostedSignin?: boolean
  /** `next dev`: React's debugging needs eval. */
  dev?: boolean
  /** Served over https: ask the browser to fetch every http subresource over https. */
  https?: boolean
}

/** Whether the browser's sign-in client talks to hosted Stytch (as lib/signin/server-config). */
export function usesHostedSignin(apiUrl: string, stytchApiUrl: string | undefined): boolean {
  if (!stytchApiUrl) return false
  try {
    return new URL(stytchApiUrl).origin !== new URL(apiUrl).origin
  } catch {
    return true
  }
}

/** 128 random bits, base64: what the policy and every inline script of one answer carry. */
export function createNonce(): string {
  const bytes = new Uint8Array(16)
  globalThis.crypto.getRandomValues(bytes)
  return btoa(String.fromCharCode(...bytes))
}

function origin(url: string): string {
  try {
    return new URL(url).origin
  } catch {
    return ''
  }
}

/**
 * The Content-Security-Policy of an answer.
 *
 * - Scripts: only those carrying this answer's nonce (Next's bootstrap and RSC payload, React's
 *   inline scripts, the script loader of decision 011), and whatever they add ('strict-dynamic':
 *   the app's chunks). 'self' only matters to browsers without 'strict-dynamic' (CSP 2), which
 *   ignore it otherwise.
 * - Styles: this origin's stylesheets (linked per route, decision 035) and inline styles: the
 *   pages use `style=""` attributes (charts, the logo), which only 'unsafe-inline' allows; a
 *   style cannot run code.
 * - Photos and videos from the api's /media, `data:` images; fetches to this site and the api.
 * - A listing's YouTube and Vimeo videos: frames from exactly their two player origins, and
 *   YouTube's poster image (issue 36; contract/src/video-links.ts).
 * - No plugins, no `<base>` elsewhere, forms post to this site only, and no one may frame a page.
 */
export function contentSecurityPolicy(o: PolicyOptions): string {
  const nonce = `'nonce-${o.nonce}'`
  const api = origin(o.apiOrigin)
  const hosted = o.hostedSignin ?? false
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', nonce, "'strict-dynamic'", "'self'", ...(o.dev ? ["'unsafe-eval'"] : [])],
    // style="" attributes need 'unsafe-inline' (decisions 018, 035).
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', api, ...VIDEO_POSTER_ORIGINS],
    ['media-src', "'self'", api],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", api, ...(hosted ? HOSTED_SIGNIN_CONNECT : [])],
    ['frame-src', "'self'", ...VIDEO_FRAME_ORIGINS, ...(hosted ? HOSTED_SIGNIN_FRAMES : [])],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ]
  const text = directives.map((d) => [...new Set(d.filter(Boolean))].join(' '))
  if (o.https) text.push('upgrade-insecure-requests')
  return text.join('; ')
}

/** The nonce of a policy this module wrote (or of any `script-src 'nonce-…'`), else null. */
export function policyNonce(policy: string | null | undefined): string | null {
  if (!policy) return null
  const script = policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src '))
  const m = script ? /'nonce-([A-Za-z0-9+/_-]+={0,2})'/.exec(script) : null
  return m ? m[1] : null
}

/**
 * Browser features the site does not use, turned off for it and anything it embeds. Only names
 * Chromium knows: an unknown one is reported as an error in every page's console. Autoplay only
 * for the two video players, so the click that loads one also starts it (issue 36).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  `autoplay=(${VIDEO_FRAME_ORIGINS.map((o) => `"${o}"`).join(' ')})`,
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'browsing-topics=()',
].join(', ')

/** One year; subdomains included. Sent only over https (see `securityHeaders`). */
export const HSTS = 'max-age=31536000; includeSubDomains'

/**
 * Every answer's headers other than the policy. HSTS only when `hsts` (production, over https):
 * over plain http a browser ignores it, and on http://localhost (`npm start`) it would have no
 * purpose but to break every other local project on that name once one of them uses https.
 */
export function securityHeaders(o: { hsts: boolean }): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': 'same-origin',
    ...(o.hsts ? { 'strict-transport-security': HSTS } : {}),
  }
}

/** The names of every header above (the error-page wrapper carries them over). */
export const SECURITY_HEADER_NAMES = [
  CSP_HEADER,
  ...Object.keys(securityHeaders({ hsts: true })),
] as const
