/**
 * @jest-environment node
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'
import { getScriptNonceFromHeader } from 'next/dist/server/app-render/get-script-nonce-from-header'
import { parseTrustedProxies } from './client-address'
import { applySecurityHeaders, requestIsHttps } from './security'
import {
  contentSecurityPolicy,
  createNonce,
  policyNonce,
  securityHeaders,
  usesHostedSignin,
} from './security-headers'

/** The policy as directive -> sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((d) => {
      const [name, ...sources] = d.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

const NONCE = 'cmFuZG9tLW5vbmNlLTEyMw=='

describe('contentSecurityPolicy', () => {
  const policy = directives(
    contentSecurityPolicy({ nonce: NONCE, apiOrigin: 'https://api.ironyard.example/' }),
  )

  it('runs only the scripts of this answer, and what they load', () => {
    expect(policy['script-src']).toEqual([`'nonce-${NONCE}'`, "'strict-dynamic'", "'self'"])
    expect(policy['script-src']).not.toContain("'unsafe-inline'")
    expect(policy['script-src']).not.toContain("'unsafe-eval'")
    expect(policy['object-src']).toEqual(["'none'"])
    expect(policy['base-uri']).toEqual(["'self'"])
  })

  it('cannot be framed, and forms post only to this site', () => {
    expect(policy['frame-ancestors']).toEqual(["'none'"])
    expect(policy['form-action']).toEqual(["'self'"])
  })

  it("lets pages show the api's photos and videos and call its sign-in service", () => {
    expect(policy['img-src']).toEqual([
      "'self'",
      'data:',
      'https://api.ironyard.example',
      'https://i.ytimg.com',
    ])
    expect(policy['media-src']).toEqual(["'self'", 'https://api.ironyard.example'])
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.ironyard.example'])
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"])
  })

  it('is the policy whose nonce Next reads for its own scripts', () => {
    const text = contentSecurityPolicy({ nonce: NONCE, apiOrigin: 'http://localhost:8911' })
    expect(getScriptNonceFromHeader(text)).toBe(NONCE)
    expect(policyNonce(text)).toBe(NONCE)
  })

  it('allows eval only under next dev', () => {
    const dev = contentSecurityPolicy({ nonce: NONCE, apiOrigin: 'http://a.test', dev: true })
    expect(directives(dev)['script-src']).toContain("'unsafe-eval'")
  })

  it('adds the hosts of hosted Stytch only when the sign-in client talks to it', () => {
    const hosted = directives(
      contentSecurityPolicy({ nonce: NONCE, apiOrigin: 'https://api.test', hostedSignin: true }),
    )
    expect(hosted['connect-src']).toContain('https://api.stytch.com')
    expect(hosted['frame-src']).toContain('https://elements.stytch.com')
    expect(policy['connect-src']).not.toContain('https://api.stytch.com')
    expect(usesHostedSignin('https://api.test', undefined)).toBe(false)
    expect(usesHostedSignin('https://api.test', 'https://api.test')).toBe(false)
    expect(usesHostedSignin('https://api.test', 'https://test.stytch.com')).toBe(true)
  })

  it('upgrades http subresources only on a page served over https', () => {
    const https = contentSecurityPolicy({ nonce: NONCE, apiOrigin: 'https://a.test', https: true })
    expect(https).toMatch(/; upgrade-insecure-requests$/)
    expect(Object.keys(policy)).not.toContain('upgrade-insecure-requests')
  })
})

describe('createNonce', () => {
  it('gives 128 random bits per answer, in the characters a CSP nonce allows', () => {
    const nonces = new Set(Array.from({ length: 1000 }, () => createNonce()))
    expect(nonces.size).toBe(1000)
    for (const n of nonces) expect(n).toMatch(/^[A-Za-z0-9+/]{22}==$/)
  })
})

describe('securityHeaders', () => {
  it('sets nosniff, the referrer policy, no framing and the permissions policy', () => {
    const h = securityHeaders({ hsts: false })
    expect(h).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
    })
    expect(h['permissions-policy']).toContain('camera=()')
    expect(h['permissions-policy']).toContain('geolocation=()')
    expect(h['strict-transport-security']).toBeUndefined()
    expect(securityHeaders({ hsts: true })['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    )
  })
})

/** A request as the server sees it, from `peer`, over TLS or not. */
function fakeRequest(peer: string, headers: Record<string, string>, encrypted = false) {
  const socket = new Socket()
  Object.defineProperty(socket, 'remoteAddress', { value: peer })
  if (encrypted) Object.defineProperty(socket, 'encrypted', { value: true })
  return { socket, headers: { ...headers } } as unknown as IncomingMessage
}

function fakeResponse() {
  const headers: Record<string, string> = {}
  const res = {
    setHeader: (k: string, v: string) => (headers[k.toLowerCase()] = v),
  } as unknown as ServerResponse
  return { res, headers }
}

describe('requestIsHttps', () => {
  const proxies = parseTrustedProxies('10.0.0.0/8')
  it('believes TLS and a trusted proxy, never a visitor', () => {
    expect(requestIsHttps(fakeRequest('203.0.113.9', {}, true), proxies)).toBe(true)
    expect(requestIsHttps(fakeRequest('10.1.2.3', { 'x-forwarded-proto': 'https' }), proxies)).toBe(
      true,
    )
    expect(
      requestIsHttps(
        fakeRequest('::ffff:10.1.2.3', { 'x-forwarded-proto': 'http,https' }),
        proxies,
      ),
    ).toBe(true)
    expect(requestIsHttps(fakeRequest('10.1.2.3', { 'x-forwarded-proto': 'http' }), proxies)).toBe(
      false,
    )
    expect(
      requestIsHttps(fakeRequest('203.0.113.9', { 'x-forwarded-proto': 'https' }), proxies),
    ).toBe(false)
    expect(requestIsHttps(fakeRequest('127.0.0.1', {}), parseTrustedProxies(''))).toBe(false)
  })
})

describe('applySecurityHeaders', () => {
  const config = (production: boolean) => ({
    apiUrl: 'http://localhost:8911',
    production,
    trustedProxies: parseTrustedProxies('10.0.0.1'),
  })

  it("replaces a visitor's policy on the request with this answer's, with a fresh nonce", () => {
    const req = fakeRequest('127.0.0.1', {
      'content-security-policy': "script-src 'nonce-chosen-by-visitor'",
      'content-security-policy-report-only': "script-src 'nonce-also-theirs'",
    })
    const { res, headers } = fakeResponse()
    const nonce = applySecurityHeaders(req, res, config(true))
    expect(req.headers['content-security-policy']).toBe(headers['content-security-policy'])
    expect(policyNonce(headers['content-security-policy'])).toBe(nonce)
    expect(req.headers['content-security-policy-report-only']).toBeUndefined()
    const other = applySecurityHeaders(
      fakeRequest('127.0.0.1', {}),
      fakeResponse().res,
      config(true),
    )
    expect(other).not.toBe(nonce)
  })

  it('sends HSTS in production over https only: never to http://localhost (npm start)', () => {
    const local = fakeResponse()
    applySecurityHeaders(fakeRequest('127.0.0.1', {}), local.res, config(true))
    expect(local.headers['strict-transport-security']).toBeUndefined()
    expect(local.headers['x-frame-options']).toBe('DENY')

    const proxied = fakeResponse()
    applySecurityHeaders(
      fakeRequest('10.0.0.1', { 'x-forwarded-proto': 'https' }),
      proxied.res,
      config(true),
    )
    expect(proxied.headers['strict-transport-security']).toMatch(/^max-age=31536000/)
    expect(proxied.headers['content-security-policy']).toMatch(/upgrade-insecure-requests/)

    const notProduction = fakeResponse()
    applySecurityHeaders(
      fakeRequest('10.0.0.1', { 'x-forwarded-proto': 'https' }),
      notProduction.res,
      config(false),
    )
    expect(notProduction.headers['strict-transport-security']).toBeUndefined()
  })
})
