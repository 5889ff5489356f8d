import { importPKCS8, SignJWT } from 'jose'
import * as oidc from 'openid-client'
import type { OidcSettings } from '../config'

/** Discovery documents are re-read daily; keys rotate through the JWKS, which the library follows. */
const DISCOVERY_TTL_MS = 24 * 60 * 60_000
/** Seconds the library waits for the provider (discovery, JWKS, token endpoint). */
const PROVIDER_TIMEOUT_SECONDS = 10
/** Apple's client secret: signed for an hour, re-signed when less than ten minutes remain. */
const APPLE_SECRET_SECONDS = 60 * 60
const APPLE_SECRET_REFRESH_SECONDS = 10 * 60

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

interface AppleSecret {
  value: string
  expiresAt: number
}

interface Client {
  config: Promise<oidc.Configuration>
  loadedAt: number
  /** Apple only: the current ES256 client secret the token request carries. */
  apple: { secret?: AppleSecret }
}

const clients = new Map<string, Client>()

const keyOf = (s: OidcSettings) => `${s.provider}|${s.issuer}|${s.clientId}`

/**
 * The provider's openid-client Configuration (discovery, then cached). A failed discovery is not
 * cached: the next sign-in tries again.
 */
function clientFor(settings: OidcSettings): Client {
  const key = keyOf(settings)
  const cached = clients.get(key)
  if (cached && Date.now() - cached.loadedAt < DISCOVERY_TTL_MS) return cached
  const apple: Client['apple'] = {}
  const issuer = new URL(settings.issuer)
  // Plain http only for a local test issuer; env.ts refuses anything but https in production.
  const insecure = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname)
  const auth: oidc.ClientAuth = settings.appleKey
    ? (_as, client, body) => {
        // client_secret_post with the JWT signed just before the exchange (appleClientSecret).
        body.set('client_id', client.client_id)
        body.set('client_secret', apple.secret?.value ?? '')
      }
    : oidc.ClientSecretPost(settings.clientSecret)
  const config = oidc.discovery(issuer, settings.clientId, undefined, auth, {
    // openid-client trusts an ID token from the token endpoint on TLS alone (OpenID Connect
    // Core 3.1.3.7 allows it); enableNonRepudiationChecks also verifies its signature against
    // the provider's JWKS, which the tampered-token test holds it to.
    execute: [oidc.enableNonRepudiationChecks, ...(insecure ? [oidc.allowInsecureRequests] : [])],
    timeout: PROVIDER_TIMEOUT_SECONDS,
  })
  const entry: Client = { config, loadedAt: Date.now(), apple }
  config.catch(() => {
    if (clients.get(key) === entry) clients.delete(key)
  })
  clients.set(key, entry)
  return entry
}

export function oidcConfiguration(settings: OidcSettings): Promise<oidc.Configuration> {
  return clientFor(settings).config
}

/**
 * Apple's client secret is a JWT (ES256, `kid` = key id) that the team signs with its .p8 key:
 * iss = team id, sub = client id (the Services ID), aud = Apple's issuer, at most six months long.
 */
async function refreshAppleSecret(settings: OidcSettings, apple: Client['apple']): Promise<void> {
  const key = settings.appleKey
  if (!key) return
  const now = Math.floor(Date.now() / 1000)
  if (apple.secret && apple.secret.expiresAt - now > APPLE_SECRET_REFRESH_SECONDS) return
  const privateKey = await importPKCS8(key.privateKeyPem, 'ES256')
  const expiresAt = now + APPLE_SECRET_SECONDS
  const value = await new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: key.keyId })
    .setIssuer(key.teamId)
    .setSubject(settings.clientId)
    .setAudience(settings.issuer)
    .setIssuedAt(now)
    .setExpirationTime(expiresAt)
    .sign(privateKey)
  apple.secret = { value, expiresAt }
}

export interface OidcTokens {
  claims: oidc.IDToken
  idToken: string
  accessToken: string
  scopes: string[]
  /** Seconds since the epoch, when the provider said. */
  expiresAt: number | null
}

/**
 * Exchange the authorization code (with our PKCE verifier) and verify the ID token: signature
 * against the provider's JWKS, iss, aud, exp, iat and nonce, all by openid-client. `callbackUrl`
 * is the public callback URL with the authorization response's parameters.
 */
export async function exchangeCode(
  settings: OidcSettings,
  callbackUrl: URL,
  checks: { state: string; nonce: string; verifier: string },
): Promise<OidcTokens> {
  const entry = clientFor(settings)
  const config = await entry.config
  await refreshAppleSecret(settings, entry.apple)
  const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
    pkceCodeVerifier: checks.verifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
  })
  const claims = tokens.claims()
  if (!claims || !tokens.id_token) throw new Error('the provider returned no ID token')
  return {
    claims,
    idToken: tokens.id_token,
    accessToken: tokens.access_token,
    scopes: typeof tokens.scope === 'string' ? tokens.scope.split(' ').filter(Boolean) : [],
    expiresAt:
      typeof tokens.expires_in === 'number'
        ? Math.floor(Date.now() / 1000) + tokens.expires_in
        : null,
  }
}

/** The provider's authorization URL for one sign-in (S256 PKCE, state, nonce). */
export async function authorizationUrl(
  settings: OidcSettings,
  params: Record<string, string>,
): Promise<URL> {
  const config = await oidcConfiguration(settings)
  return oidc.buildAuthorizationUrl(config, params)
}

export const pkceChallengeOf = (verifier: string) => oidc.calculatePKCECodeChallenge(verifier)

/** Tests: forget discovered providers (each test file starts its own issuer). */
export function resetOidcClients(): void {
  clients.clear()
}
