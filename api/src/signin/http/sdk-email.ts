import type { SigninContext } from '../context'
import { signinError } from '../errors'
import { checkPasswordStrength, requirePassword } from '../factors/password-strength'
import { authenticateMagicLink, sendMagicLink } from '../factors/magic-links'
import { authenticateOtp, sendOtp, type OtpChannel } from '../factors/otps'
import {
  authenticatePassword,
  createPassword,
  resetPasswordByEmail,
  resetPasswordByExisting,
  resetPasswordBySession,
  startPasswordReset,
} from '../factors/passwords'
import { rateLimit } from '../context'
import { sessionBundle } from '../tokens/sessions'
import { normalizeEmail } from '../users/store'
import type { BodySchema } from './schema'
import type { SdkCall, SdkRoute } from './sdk-route'

const MAGIC_LINK_BODY = {
  email: 'string!',
  login_magic_link_url: 'string',
  signup_magic_link_url: 'string',
  login_expiration_minutes: 'integer',
  signup_expiration_minutes: 'integer',
  login_template_id: 'string',
  signup_template_id: 'string',
  locale: 'string',
  code_challenge: 'string',
  captcha_token: 'string',
  dfp_telemetry_id: 'string',
} as const

const AUTH_BODY = {
  session_duration_minutes: 'integer',
  code_verifier: 'string',
  captcha_token: 'string',
  dfp_telemetry_id: 'string',
} as const

/** The project requires PKCE for this flow: a send without a code_challenge is refused. */
function requireChallenge(required: boolean, c: SdkCall) {
  if (required && !c.body.code_challenge) {
    throw signinError('pkce_expected_code_verifier', {
      message: 'This project requires PKCE: send a code_challenge.',
    })
  }
}

/** Magic links, one-time passcodes and passwords. */
export function registerSdkEmailRoutes(ctx: SigninContext, route: SdkRoute): void {
  const magicLink = (mode: 'login_or_create' | 'primary' | 'secondary') => async (c: SdkCall) => {
    requireChallenge(ctx.config.pkceRequiredForEmailMagicLinks, c)
    const userId = mode === 'secondary' ? (await c.session()).userId : null
    const sent = await sendMagicLink(ctx, c.call, mode, c.body, c.call.locale, userId)
    // Signed out, the answer is the same whether or not the address has an account.
    return mode === 'secondary' ? { user_id: sent.userId, email_id: sent.emailId } : {}
  }
  const mlOpts = { fallback: 'magicLinkSend', schema: MAGIC_LINK_BODY } as const
  route('POST', '/magic_links/email/login_or_create', mlOpts, magicLink('login_or_create'))
  route('POST', '/magic_links/email/send/primary', mlOpts, magicLink('primary'))
  route('POST', '/magic_links/email/send/secondary', mlOpts, magicLink('secondary'))

  route(
    'POST',
    '/magic_links/authenticate',
    { fallback: 'tokenAuthenticate', schema: { token: 'string!', ...AUTH_BODY } },
    async (c) => {
      const duration = c.duration()
      const r = await authenticateMagicLink(ctx, c.call, c.body, duration, c.auth.session)
      return {
        ...(await sessionBundle(ctx, r.session, r.token)),
        method_id: r.methodId,
        reset_sessions: r.resetSessions,
      }
    },
  )

  const otpSend =
    (channel: OtpChannel, mode: 'login_or_create' | 'primary' | 'secondary') =>
    async (c: SdkCall) => {
      const userId = mode === 'secondary' ? (await c.session()).userId : null
      const sent = await sendOtp(ctx, c.call, channel, mode, c.body, c.call.locale, userId)
      return { method_id: sent.methodId }
    }
  for (const channel of ['sms', 'whatsapp', 'email'] as const) {
    const schema: BodySchema = {
      ...(channel === 'email' ? { email: 'string!' } : { phone_number: 'string!' }),
      expiration_minutes: 'integer',
      locale: 'string',
      login_template_id: 'string',
      signup_template_id: 'string',
      captcha_token: 'string',
      dfp_telemetry_id: 'string',
    }
    const opts = { fallback: 'otpSend', schema } as const
    route('POST', `/otps/${channel}/login_or_create`, opts, otpSend(channel, 'login_or_create'))
    route('POST', `/otps/${channel}/send/primary`, opts, otpSend(channel, 'primary'))
    route('POST', `/otps/${channel}/send/secondary`, opts, otpSend(channel, 'secondary'))
  }

  route(
    'POST',
    '/otps/authenticate',
    { fallback: 'authenticate', schema: { token: 'string!', method_id: 'string!', ...AUTH_BODY } },
    async (c) => {
      const duration = c.duration()
      const r = await authenticateOtp(ctx, c.call, c.body, duration, c.auth.session)
      return {
        ...(await sessionBundle(ctx, r.session, r.token)),
        method_id: r.methodId,
        reset_sessions: r.resetSessions,
      }
    },
  )

  const PASSWORD_BODY = { email: 'string!', password: 'string!', ...AUTH_BODY } as const
  route('POST', '/passwords', { fallback: 'passwordCreate', schema: PASSWORD_BODY }, async (c) => {
    const duration = c.duration()
    const r = await createPassword(ctx, c.call, c.body, duration, c.auth.session)
    return { ...(await sessionBundle(ctx, r.session, r.token)), email_id: r.emailId }
  })
  route(
    'POST',
    '/passwords/authenticate',
    { fallback: 'passwordAuthenticate', schema: PASSWORD_BODY },
    async (c) => {
      const duration = c.duration()
      const r = await authenticatePassword(ctx, c.call, c.body, duration, c.auth.session)
      return { ...(await sessionBundle(ctx, r.session, r.token)) }
    },
  )
  route(
    'POST',
    '/passwords/email/reset/start',
    {
      fallback: 'passwordResetStart',
      schema: {
        email: 'string!',
        login_redirect_url: 'string',
        reset_password_redirect_url: 'string',
        reset_password_expiration_minutes: 'integer',
        reset_password_template_id: 'string',
        locale: 'string',
        code_challenge: 'string',
        captcha_token: 'string',
        dfp_telemetry_id: 'string',
      },
    },
    async (c) => {
      requireChallenge(ctx.config.pkceRequiredForPasswordResets, c)
      await startPasswordReset(ctx, c.call, c.body, c.call.locale)
      return {}
    },
  )
  route(
    'POST',
    '/passwords/email/reset',
    { fallback: 'passwordReset', schema: { token: 'string!', password: 'string!', ...AUTH_BODY } },
    async (c) => {
      const duration = c.duration()
      const r = await resetPasswordByEmail(ctx, c.call, c.body, duration)
      return { ...(await sessionBundle(ctx, r.session, r.token)) }
    },
  )
  route(
    'POST',
    '/passwords/existing_password/reset',
    {
      fallback: 'passwordReset',
      schema: {
        email: 'string!',
        existing_password: 'string!',
        new_password: 'string!',
        ...AUTH_BODY,
      },
    },
    async (c) => {
      const duration = c.duration()
      const r = await resetPasswordByExisting(ctx, c.call, c.body, duration)
      return { ...(await sessionBundle(ctx, r.session, r.token)) }
    },
  )
  route(
    'POST',
    '/passwords/session/reset',
    { fallback: 'passwordSessionReset', schema: { password: 'string!', ...AUTH_BODY } },
    async (c) => {
      const duration = c.duration()
      const r = await resetPasswordBySession(ctx, c.call, await c.session(), c.body, duration)
      return { ...(await sessionBundle(ctx, r.session, r.token)) }
    },
  )
  route(
    'POST',
    '/passwords/strength_check',
    { fallback: 'passwordStrength', schema: { email: 'string', password: 'string!' } },
    async (c) => {
      const password = requirePassword(c.body.password)
      await rateLimit(ctx, 'strengthPerIp', c.call.ip)
      const email = c.body.email ? normalizeEmail(c.body.email) : undefined
      return checkPasswordStrength(ctx.config, password, email)
    },
  )
}
