import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { oauthMode, type OAuthProvider, type OidcProvider } from '../config'
import type { SigninContext } from '../context'
import { SigninError, signinError } from '../errors'
import { parseProvider, withError } from '../factors/oauth'
import { completeOidc, startOidc } from '../factors/oauth-oidc'
import { completeOAuthConsent, startStandIn } from '../factors/oauth-stand-in'
import { consentPage, consentPageCsp } from './consent-page'
import { callInfo, sendError } from './respond'
import { checkBody } from './schema'

/**
 * The browser-facing OAuth routes under /v1/public/oauth/{provider}: start (a navigation from
 * the SDK), the provider's callback (GET, or POST for Apple's form_post), and the development
 * consent page's form. Which of them exist depends on `oauthMode`: real OpenID Connect for a
 * configured Google or Apple, the stand-in outside production, otherwise none (404).
 */
export function registerOAuthRoutes(app: FastifyInstance, ctx: SigninContext): void {
  const providerOf = (req: FastifyRequest): OAuthProvider =>
    parseProvider((req.params as { provider?: string }).provider)

  /** Redirects that carry codes or tokens: never cached, never leaked through Referer. */
  const redirect = (reply: FastifyReply, location: string) =>
    reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .redirect(location, 302)

  app.get('/public/oauth/:provider/start', async (req, reply) => {
    try {
      const provider = providerOf(req)
      const mode = oauthMode(ctx.config, provider)
      if (!mode) throw signinError('route_not_found')
      const call = callInfo(req)
      const query = req.query as Record<string, unknown>
      if (mode === 'oidc') {
        return redirect(reply, await startOidc(ctx, call, provider as OidcProvider, query))
      }
      const { state, scopes } = await startStandIn(ctx, call, provider, query)
      return reply
        .header('cache-control', 'no-store')
        .header('x-frame-options', 'DENY')
        .header('referrer-policy', 'no-referrer')
        .header('content-security-policy', consentPageCsp(ctx.config.allowedOrigins))
        .type('text/html; charset=utf-8')
        .send(consentPage({ provider, state, scopes, locale: call.locale }))
    } catch (err) {
      return sendError(ctx, req, reply, err, 'oauthStart')
    }
  })

  app.post('/public/oauth/:provider/consent', async (req, reply) => {
    try {
      const provider = providerOf(req)
      if (oauthMode(ctx.config, provider) !== 'stand-in') throw signinError('route_not_found')
      const form = checkBody(req.body, {
        state: 'string!',
        decision: 'string',
        email: 'string',
        first_name: 'string',
        last_name: 'string',
      })
      return redirect(reply, await completeOAuthConsent(ctx, callInfo(req), provider, form))
    } catch (err) {
      return sendError(ctx, req, reply, err, 'oauthStart')
    }
  })

  const callback = async (req: FastifyRequest, reply: FastifyReply) => {
    let provider: OAuthProvider
    try {
      provider = providerOf(req)
      if (oauthMode(ctx.config, provider) !== 'oidc') throw signinError('route_not_found')
    } catch (err) {
      return sendError(ctx, req, reply, err, 'oauthStart')
    }
    const source = req.method === 'POST' ? req.body : req.query
    const params = source && typeof source === 'object' ? (source as Record<string, unknown>) : {}
    try {
      return redirect(
        reply,
        await completeOidc(ctx, callInfo(req), provider as OidcProvider, params),
      )
    } catch (err) {
      // The visitor is mid-navigation: an error page of JSON would strand them.
      if (!(err instanceof SigninError)) req.log.error({ err }, 'OAuth callback failed')
      return redirect(reply, withError(ctx.config.defaultRedirectUrl, 'oauth_failed'))
    }
  }
  app.get('/public/oauth/:provider/callback', callback)
  app.post('/public/oauth/:provider/callback', callback)
}
