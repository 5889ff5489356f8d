import type { SigninContext } from '../context'
import { authenticateWallet, startWalletAuthentication } from '../factors/crypto-wallets'
import { authenticateOAuth } from '../factors/oauth'
import { authenticateTotp, createTotp, listRecoveryCodes, recoverTotp } from '../factors/totps'
import {
  authenticateWebauthn,
  registerWebauthn,
  renameWebauthn,
  startWebauthnAuthentication,
  startWebauthnRegistration,
} from '../factors/webauthn'
import { sessionBundle } from '../tokens/sessions'
import { getUserJson } from '../users/store'
import { pathId } from './schema'
import type { SdkCall, SdkRoute } from './sdk-route'

const AUTH_BODY = {
  session_duration_minutes: 'integer',
  captcha_token: 'string',
  dfp_telemetry_id: 'string',
} as const

/** OAuth redemption, crypto wallets, TOTP and WebAuthn. */
export function registerSdkDeviceRoutes(ctx: SigninContext, route: SdkRoute): void {
  route(
    'POST',
    '/oauth/authenticate',
    {
      fallback: 'authenticate',
      schema: { token: 'string!', code_verifier: 'string', ...AUTH_BODY },
    },
    async (c) => {
      const duration = c.duration()
      const r = await authenticateOAuth(ctx, c.call, c.body, duration, c.auth.session)
      return { ...(await sessionBundle(ctx, r.session, r.token)), ...r.extras }
    },
  )

  const walletStart = (secondary: boolean) => async (c: SdkCall) => {
    const userId = secondary ? (await c.session()).userId : null
    const r = await startWalletAuthentication(ctx, c.call, c.body, userId)
    return { challenge: r.challenge }
  }
  const walletStartOpts = {
    fallback: 'walletStart',
    schema: {
      crypto_wallet_address: 'string!',
      crypto_wallet_type: 'string!',
      captcha_token: 'string',
      siwe_params: 'object',
    },
  } as const
  route('POST', '/crypto_wallets/authenticate/start/primary', walletStartOpts, walletStart(false))
  route('POST', '/crypto_wallets/authenticate/start/secondary', walletStartOpts, walletStart(true))
  route(
    'POST',
    '/crypto_wallets/authenticate',
    {
      fallback: 'authenticate',
      schema: {
        crypto_wallet_address: 'string!',
        crypto_wallet_type: 'string!',
        signature: 'string!',
        ...AUTH_BODY,
      },
    },
    async (c) => {
      const duration = c.duration()
      const r = await authenticateWallet(ctx, c.call, c.body, duration, c.auth.session)
      return { ...(await sessionBundle(ctx, r.session, r.token)), crypto_wallet_id: r.walletId }
    },
  )

  route(
    'POST',
    '/totps',
    { fallback: 'totpCreate', schema: { expiration_minutes: 'integer' } },
    async (c) => {
      const session = await c.session()
      const created = await createTotp(ctx, session, c.body)
      return { ...created, __user: await getUserJson(ctx, session.userId) }
    },
  )
  route(
    'POST',
    '/totps/authenticate',
    { fallback: 'totpAuthenticate', schema: { totp_code: 'string!', ...AUTH_BODY } },
    async (c) => {
      const duration = c.duration()
      const r = await authenticateTotp(ctx, c.call, await c.session(), c.body, duration)
      return { ...(await sessionBundle(ctx, r.session, r.token)), totp_id: r.totpId }
    },
  )
  route('POST', '/totps/recovery_codes', { fallback: 'recoveryCodes' }, async (c) =>
    listRecoveryCodes(ctx, await c.session()),
  )
  route(
    'POST',
    '/totps/recover',
    { fallback: 'totpRecover', schema: { recovery_code: 'string!', ...AUTH_BODY } },
    async (c) => {
      const duration = c.duration()
      const r = await recoverTotp(ctx, c.call, await c.session(), c.body, duration)
      return { ...(await sessionBundle(ctx, r.session, r.token)), totp_id: r.totpId }
    },
  )

  route(
    'POST',
    '/webauthn/register/start',
    {
      fallback: 'webauthnRegisterStart',
      schema: {
        domain: 'string',
        authenticator_type: 'string',
        return_passkey_credential_options: 'boolean',
        user_agent: 'string',
        override_id: 'string',
        override_name: 'string',
        override_display_name: 'string',
        use_base64_url_encoding: 'boolean',
      },
    },
    async (c) => startWebauthnRegistration(ctx, c.call, await c.session(), c.body),
  )
  route(
    'POST',
    '/webauthn/register',
    { fallback: 'webauthnRegister', schema: { public_key_credential: 'string!', ...AUTH_BODY } },
    async (c) => {
      const duration = c.duration()
      const r = await registerWebauthn(ctx, c.call, await c.session(), c.body, duration)
      return {
        ...(await sessionBundle(ctx, r.session, r.token)),
        webauthn_registration_id: r.registrationId,
      }
    },
  )
  const webauthnStart = (secondary: boolean) => async (c: SdkCall) => {
    const userId = secondary ? (await c.session()).userId : null
    return startWebauthnAuthentication(ctx, c.call, c.body, userId)
  }
  const webauthnStartOpts = {
    fallback: 'webauthnAuthenticateStart',
    schema: { domain: 'string', return_passkey_credential_options: 'boolean' },
  } as const
  route('POST', '/webauthn/authenticate/start/primary', webauthnStartOpts, webauthnStart(false))
  route('POST', '/webauthn/authenticate/start/secondary', webauthnStartOpts, webauthnStart(true))
  route(
    'POST',
    '/webauthn/authenticate',
    {
      fallback: 'webauthnAuthenticate',
      schema: { public_key_credential: 'string!', ...AUTH_BODY },
    },
    async (c) => {
      const duration = c.duration()
      const r = await authenticateWebauthn(ctx, c.call, c.body, duration, c.auth.session)
      return {
        ...(await sessionBundle(ctx, r.session, r.token)),
        webauthn_registration_id: r.registrationId,
      }
    },
  )
  route(
    'PUT',
    '/webauthn/update/:id',
    { fallback: 'webauthnUpdate', schema: { name: 'string!' } },
    async (c) => {
      const session = await c.session()
      const id = pathId((c.req.params as { id?: string }).id, 'webauthn_registration_not_found')
      return renameWebauthn(ctx, session, id, c.body.name)
    },
  )
}
