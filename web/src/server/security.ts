import type { IncomingMessage, ServerResponse } from 'node:http'
import { normalizeAddress, type TrustedProxies } from './client-address'
import {
  contentSecurityPolicy,
  createNonce,
  CSP_HEADER,
  CSP_REPORT_ONLY_HEADER,
  securityHeaders,
  usesHostedSignin,
} from './security-headers'

/**
 * The production server's side of the security headers (docs/decisions/018): every answer, of
 * whatever kind (pages, client navigations, route handlers, static files, error pages, replays
 * of the page cache), leaves with them.
 */
export interface SecurityConfig {
  /** API_URL: the api's public origin. */
  apiUrl: string
  /** STYTCH_API_URL: hosted Stytch when set to another host than the api. */
  stytchApiUrl?: string
  /** NODE_ENV=production: HSTS may be sent. */
  production: boolean
  /** The proxies whose X-Forwarded-Proto is believed (WEB_TRUST_PROXY). */
  trustedProxies: TrustedProxies
}

/**
 * Whether the visitor reached us over https: a TLS socket, or a trusted proxy that says so (the
 * last X-Forwarded-Proto entry is the one it wrote). A visitor's own header is not believed.
 */
export function requestIsHttps(req: IncomingMessage, trusted: TrustedProxies): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true
  const peer = req.socket.remoteAddress
  if (!peer || !trusted.has(normalizeAddress(peer))) return false
  const proto = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')
    .pop()
  return proto?.trim().toLowerCase() === 'https'
}

/**
 * Sets the security headers on `res` and the policy on `req` (Next reads the nonce for its own
 * scripts and styles from the request's Content-Security-Policy header; a visitor's copy is
 * replaced). Returns the answer's nonce.
 */
export function applySecurityHeaders(
  req: IncomingMessage,
  res: ServerResponse,
  config: SecurityConfig,
): string {
  const nonce = createNonce()
  const https = requestIsHttps(req, config.trustedProxies)
  const policy = contentSecurityPolicy({
    nonce,
    apiOrigin: config.apiUrl,
    hostedSignin: usesHostedSignin(config.apiUrl, config.stytchApiUrl),
    https,
  })
  delete req.headers[CSP_REPORT_ONLY_HEADER]
  req.headers[CSP_HEADER] = policy
  res.setHeader(CSP_HEADER, policy)
  for (const [name, value] of Object.entries(securityHeaders({ hsts: config.production && https })))
    res.setHeader(name, value)
  return nonce
}
