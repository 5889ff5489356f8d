import { createHash, randomBytes, type KeyObject } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  jwtVerify,
  SignJWT,
  type CryptoKey,
  type JWTPayload,
} from 'jose'

/**
 * A small OpenID Connect provider in the test process (discovery, JWKS, authorize, token), so the
 * sign-in service's real OIDC code runs end to end without Google or Apple. It checks what the
 * real ones check (redirect URI, PKCE S256, client authentication: a secret for Google, an ES256
 * client-secret JWT for Apple) and can be told to misbehave (a foreign signature, another nonce
 * or audience, a refusal).
 */

/** The account the next authorization signs in as. */
export interface IssuerUser {
  sub: string
  email?: string
  /** Google sends a boolean, Apple the string "true" or "false". */
  email_verified?: boolean | string
  given_name?: string
  family_name?: string
  picture?: string
  /** Apple only: the `user` field of its form_post (first authorization). */
  appleUser?: { name?: { firstName?: string; lastName?: string }; email?: string }
}

export interface IdTokenTamper {
  /** Signed with a key that is not in the JWKS (same `kid`): a forged or altered token. */
  foreignKey?: boolean
  nonce?: string
  aud?: string
}

export interface TokenRequest {
  params: URLSearchParams
  authorization: string | undefined
  /** Apple: the verified client-secret JWT's header and claims. */
  clientSecretJwt?: { header: Record<string, unknown>; claims: JWTPayload }
}

export interface FakeIssuer {
  /** The issuer identifier (`http://127.0.0.1:<port>`). */
  url: string
  user: IssuerUser
  /** The next authorization is refused with this error (e.g. access_denied). */
  refuseWith: string | null
  tamper: IdTokenTamper
  authorizeRequests: URLSearchParams[]
  tokenRequests: TokenRequest[]
  /** ID tokens and access tokens issued, newest last. */
  issued: Array<{ id_token: string; access_token: string }>
  /**
   * Follow the provider's authorization page as the browser would: the answer is either a
   * redirect to the callback (query) or Apple's auto-submitting form (form_post).
   */
  authorize(
    url: string,
  ): Promise<
    { method: 'GET'; url: string } | { method: 'POST'; url: string; form: Record<string, string> }
  >
  close(): Promise<void>
}

export interface IssuerOptions {
  clientId: string
  /** Google: the client secret the token endpoint expects (client_secret_post). */
  clientSecret?: string
  /** Apple: the key whose ES256 JWT must be the client secret. */
  apple?: { teamId: string; keyId: string; publicKey: KeyObject | CryptoKey }
}

interface PendingCode {
  clientId: string
  redirectUri: string
  codeChallenge: string
  nonce: string | undefined
  scope: string
  user: IssuerUser
  used: boolean
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

export async function startOidcIssuer(opts: IssuerOptions): Promise<FakeIssuer> {
  const signing = await generateKeyPair('RS256')
  const foreign = await generateKeyPair('RS256')
  const kid = `kid-${randomBytes(4).toString('hex')}`
  const jwk = { ...(await exportJWK(signing.publicKey)), kid, alg: 'RS256', use: 'sig' }
  const codes = new Map<string, PendingCode>()

  const issuer: FakeIssuer = {
    url: '',
    user: { sub: 'subject-1', email: 'visitor@example.com', email_verified: true },
    refuseWith: null,
    tamper: {},
    authorizeRequests: [],
    tokenRequests: [],
    issued: [],
    async authorize(url) {
      const res = await fetch(url, { redirect: 'manual' })
      if (res.status === 302) return { method: 'GET', url: res.headers.get('location')! }
      const html = await res.text()
      if (res.status !== 200) throw new Error(`authorize answered ${res.status}: ${html}`)
      const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]
      if (!action) throw new Error(`authorize answered no redirect and no form: ${html}`)
      const form: Record<string, string> = {}
      for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
        form[m[1]] = m[2].replace(/&#(\d+);/g, (_s, n: string) => String.fromCharCode(Number(n)))
      }
      return {
        method: 'POST',
        url: action.replace(/&#(\d+);/g, (_s, n: string) => String.fromCharCode(Number(n))),
        form,
      }
    },
    close: () => Promise.resolve(),
  }

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
    res.end(JSON.stringify(body))
  }

  function authorizeEndpoint(url: URL, res: ServerResponse): void {
    const q = url.searchParams
    issuer.authorizeRequests.push(q)
    const redirectUri = q.get('redirect_uri') ?? ''
    // A real provider never redirects to an unregistered URI: answer with its own error page.
    if (q.get('client_id') !== opts.clientId || !redirectUri.startsWith('http')) {
      res.writeHead(400, { 'content-type': 'text/plain' })
      res.end('unknown client or redirect_uri')
      return
    }
    const answer: Record<string, string> = {}
    const state = q.get('state')
    if (state) answer.state = state
    if (issuer.refuseWith) {
      answer.error = issuer.refuseWith
      issuer.refuseWith = null
    } else if (
      q.get('response_type') !== 'code' ||
      q.get('code_challenge_method') !== 'S256' ||
      !/^[A-Za-z0-9_-]{43}$/.test(q.get('code_challenge') ?? '') ||
      !(q.get('scope') ?? '').split(' ').includes('openid')
    ) {
      answer.error = 'invalid_request'
    } else {
      const code = randomBytes(24).toString('base64url')
      codes.set(code, {
        clientId: opts.clientId,
        redirectUri,
        codeChallenge: q.get('code_challenge')!,
        nonce: q.get('nonce') ?? undefined,
        scope: q.get('scope')!,
        user: issuer.user,
        used: false,
      })
      answer.code = code
      if (opts.apple && issuer.user.appleUser) answer.user = JSON.stringify(issuer.user.appleUser)
    }
    if (q.get('response_mode') === 'form_post') {
      const inputs = Object.entries(answer)
        .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
        .join('')
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      res.end(
        `<!doctype html><body onload="document.forms[0].submit()"><form method="post" action="${escapeHtml(redirectUri)}">${inputs}</form></body>`,
      )
      return
    }
    const target = new URL(redirectUri)
    for (const [k, v] of Object.entries(answer)) target.searchParams.set(k, v)
    res.writeHead(302, { location: target.toString() })
    res.end()
  }

  async function tokenEndpoint(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const params = new URLSearchParams(await readBody(req))
    const record: TokenRequest = { params, authorization: req.headers.authorization }
    issuer.tokenRequests.push(record)
    const secret = params.get('client_secret') ?? ''
    if (params.get('client_id') !== opts.clientId) {
      return json(res, 401, { error: 'invalid_client' })
    }
    if (opts.apple) {
      try {
        const verified = await jwtVerify(secret, opts.apple.publicKey, {
          algorithms: ['ES256'],
          issuer: opts.apple.teamId,
          subject: opts.clientId,
          audience: issuer.url,
        })
        if (verified.protectedHeader.kid !== opts.apple.keyId) throw new Error('kid')
        record.clientSecretJwt = {
          header: decodeProtectedHeader(secret),
          claims: verified.payload,
        }
      } catch {
        return json(res, 401, { error: 'invalid_client' })
      }
    } else if (secret !== opts.clientSecret) {
      return json(res, 401, { error: 'invalid_client' })
    }
    const pending = codes.get(params.get('code') ?? '')
    if (
      params.get('grant_type') !== 'authorization_code' ||
      !pending ||
      pending.used ||
      pending.redirectUri !== params.get('redirect_uri')
    ) {
      return json(res, 400, { error: 'invalid_grant' })
    }
    pending.used = true
    const verifier = params.get('code_verifier') ?? ''
    if (createHash('sha256').update(verifier).digest('base64url') !== pending.codeChallenge) {
      return json(res, 400, {
        error: 'invalid_grant',
        error_description: 'PKCE verification failed',
      })
    }
    const { user } = pending
    const tamper = issuer.tamper
    const claims: JWTPayload = {
      email: user.email,
      email_verified: user.email_verified,
      given_name: user.given_name,
      family_name: user.family_name,
      picture: user.picture,
      nonce: tamper.nonce ?? pending.nonce,
    }
    const idToken = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer(issuer.url)
      .setSubject(user.sub)
      .setAudience(tamper.aud ?? pending.clientId)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(tamper.foreignKey ? foreign.privateKey : signing.privateKey)
    const accessToken = randomBytes(24).toString('base64url')
    issuer.issued.push({ id_token: idToken, access_token: accessToken })
    json(res, 200, {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: 3600,
      id_token: idToken,
      scope: pending.scope,
    })
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', issuer.url)
    const route = `${req.method} ${url.pathname}`
    const done = (p: Promise<void> | void) =>
      Promise.resolve(p).catch((err: unknown) => json(res, 500, { error: String(err) }))
    switch (route) {
      case 'GET /.well-known/openid-configuration':
        return json(res, 200, {
          issuer: issuer.url,
          authorization_endpoint: `${issuer.url}/authorize`,
          token_endpoint: `${issuer.url}/token`,
          jwks_uri: `${issuer.url}/jwks`,
          response_types_supported: ['code'],
          response_modes_supported: ['query', 'form_post'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          scopes_supported: ['openid', 'email', 'profile', 'name'],
          token_endpoint_auth_methods_supported: ['client_secret_post'],
          code_challenge_methods_supported: ['S256'],
        })
      case 'GET /jwks':
        return json(res, 200, { keys: [jwk] })
      case 'GET /authorize':
        return authorizeEndpoint(url, res)
      case 'POST /token':
        return void done(tokenEndpoint(req, res))
      default:
        return json(res, 404, { error: 'not_found' })
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  issuer.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  issuer.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return issuer
}
