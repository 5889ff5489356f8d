import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server'
import { and, eq } from 'drizzle-orm'
import {
  signinWebauthnRegistrations,
  type SigninSession,
  type SigninWebauthnRegistration,
} from '../../db/schema'
import { BRAND } from '@ironyard/contract'
import { LIMITS } from '../config'
import { rateLimit, type CallInfo, type SigninContext } from '../context'
import { signinError } from '../errors'
import { randomBytes } from 'node:crypto'
import { base64url, newId } from '../lib/crypto'
import { jsonText } from '../lib/json-text'
import { consumeOneTime, createOneTime, findOneTime, isUsable } from '../tokens/one-time'
import { factorTime, issueSession, type IssuedSession } from '../tokens/sessions'
import { requireUser, webauthnJson } from '../users/store'

/**
 * @simplewebauthn/server (about 0.12 s to load, with its ASN.1 and COSE parsers) loads with the
 * first WebAuthn call, not with the api (decision 053): required as the static import was (the
 * same CommonJS build), and outside any try, so a failure to load surfaces as itself.
 */
const webauthn = () => require('@simplewebauthn/server') as typeof import('@simplewebauthn/server')

/** The relying party: a hostname of one of the web app's origins, and its origins. */
function relyingParty(ctx: SigninContext, rawDomain: unknown) {
  const fallback = new URL(ctx.config.allowedOrigins[0]).hostname
  const domain = typeof rawDomain === 'string' && rawDomain ? rawDomain.toLowerCase() : fallback
  const origins = ctx.config.allowedOrigins.filter((o) => new URL(o).hostname === domain)
  if (!origins.length) throw signinError('invalid_webauthn_registration_domain')
  return { rpID: domain, origins }
}

function parseCredential<T>(
  raw: unknown,
): T & { id: string; response: { clientDataJSON: string } } {
  let value: unknown = raw
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw)
    } catch {
      throw signinError('invalid_public_key_credential')
    }
  }
  const v = value as { id?: unknown; response?: { clientDataJSON?: unknown } }
  if (!v || typeof v.id !== 'string' || typeof v.response?.clientDataJSON !== 'string') {
    throw signinError('invalid_public_key_credential')
  }
  return value as T & { id: string; response: { clientDataJSON: string } }
}

/** The challenge the browser signed, read from clientDataJSON (to find our stored copy). */
function signedChallenge(clientDataJSON: string): string {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as unknown
    if (
      data &&
      typeof data === 'object' &&
      'challenge' in data &&
      typeof data.challenge === 'string'
    ) {
      return data.challenge
    }
  } catch {
    // fall through
  }
  throw signinError('invalid_public_key_credential')
}

/** webauthn/register/start: creation options for the signed-in user (a JSON string). */
export async function startWebauthnRegistration(
  ctx: SigninContext,
  call: CallInfo,
  session: SigninSession,
  input: {
    domain?: unknown
    authenticator_type?: unknown
    return_passkey_credential_options?: unknown
    user_agent?: unknown
  },
) {
  await rateLimit(ctx, 'webauthnPerIp', call.ip)
  const { rpID } = relyingParty(ctx, input.domain)
  const rec = await requireUser(ctx, session.userId)
  const passkey = input.return_passkey_credential_options === true
  const attachment =
    input.authenticator_type === 'platform' || input.authenticator_type === 'cross-platform'
      ? input.authenticator_type
      : undefined
  // Bytes, not a string: the library would base64url the string's UTF-8 again.
  const challengeBytes = randomBytes(32)
  const challenge = base64url(challengeBytes)
  const name = rec.emails[0]?.email ?? rec.phones[0]?.phoneNumber ?? rec.user.id
  const options = await webauthn().generateRegistrationOptions({
    rpName: BRAND.name,
    rpID,
    userName: name,
    userDisplayName: [rec.user.firstName, rec.user.lastName].filter(Boolean).join(' ') || name,
    userID: Buffer.from(rec.user.id),
    challenge: challengeBytes,
    attestationType: 'none',
    timeout: LIMITS.webauthnChallengeMinutes * 60_000,
    excludeCredentials: rec.webauthn.map((w) => ({ id: w.credentialId, transports: w.transports })),
    authenticatorSelection: {
      authenticatorAttachment: attachment,
      residentKey: passkey ? 'required' : 'preferred',
      userVerification: passkey ? 'required' : 'preferred',
    },
  })
  await createOneTime(ctx, {
    kind: 'webauthn_register',
    userId: session.userId,
    secret: challenge,
    data: {
      rpID,
      passkey,
      authenticatorType: attachment ?? '',
      userAgent:
        typeof input.user_agent === 'string' ? input.user_agent.slice(0, 512) : call.userAgent,
    },
    ttlMinutes: LIMITS.webauthnChallengeMinutes,
  })
  return {
    user_id: session.userId,
    public_key_credential_creation_options: JSON.stringify(options),
  }
}

/** webauthn/register: verify the attestation against the outstanding challenge and keep the key. */
export async function registerWebauthn(
  ctx: SigninContext,
  call: CallInfo,
  session: SigninSession,
  input: { public_key_credential?: unknown },
  durationMinutes: number | undefined,
): Promise<IssuedSession & { registrationId: string }> {
  await rateLimit(ctx, 'webauthnPerIp', call.ip)
  const credential = parseCredential<RegistrationResponseJSON>(input.public_key_credential)
  const challenge = signedChallenge(credential.response.clientDataJSON)
  const row = await findOneTime(ctx, ['webauthn_register'], challenge)
  if (!row || row.userId !== session.userId || !isUsable(row, ctx.now())) {
    throw signinError('no_pending_webauthn_registration')
  }
  const rpID = String(row.data.rpID)
  const { origins } = relyingParty(ctx, rpID)
  const { verifyRegistrationResponse } = webauthn()
  let verification
  try {
    verification = await verifyRegistrationResponse({
      response: credential,
      expectedChallenge: challenge,
      expectedOrigin: origins,
      expectedRPID: rpID,
      requireUserVerification: row.data.passkey === true,
    })
  } catch {
    throw signinError('unable_to_register_webauthn_registration')
  }
  if (!verification.verified || !(await consumeOneTime(ctx, row.id))) {
    throw signinError('unable_to_register_webauthn_registration')
  }
  const info = verification.registrationInfo
  const id = newId('webauthn-registration', ctx.config.envName)
  try {
    await ctx.database.db.insert(signinWebauthnRegistrations).values({
      id,
      userId: session.userId,
      credentialId: info.credential.id,
      publicKey: base64url(info.credential.publicKey),
      counter: info.credential.counter,
      transports: info.credential.transports ?? credential.response.transports ?? [],
      name: row.data.passkey === true ? 'Passkey' : 'Security key',
      domain: rpID,
      userAgent: jsonText(row.data.userAgent),
      authenticatorType: jsonText(row.data.authenticatorType),
      createdAt: ctx.now(),
    })
  } catch {
    throw signinError('unable_to_register_webauthn_registration', {
      message: 'This authenticator is already registered.',
    })
  }
  const issued = await issueSession(ctx, {
    userId: session.userId,
    durationMinutes,
    current: session,
    call,
    factor: webauthnFactor(ctx, id, rpID, jsonText(row.data.userAgent)),
  })
  return { ...issued, registrationId: id }
}

const webauthnFactor = (ctx: SigninContext, id: string, domain: string, userAgent: string) => ({
  type: 'webauthn_registration',
  delivery_method: 'webauthn_registration',
  last_authenticated_at: factorTime(ctx),
  webauthn_factor: { webauthn_registration_id: id, domain, user_agent: userAgent },
})

/**
 * webauthn/authenticate/start: request options. Signed out (primary) the browser may offer any
 * passkey for this site; signed in (secondary) only the user's own credentials.
 */
export async function startWebauthnAuthentication(
  ctx: SigninContext,
  call: CallInfo,
  input: { domain?: unknown; return_passkey_credential_options?: unknown },
  sessionUserId: string | null,
) {
  await rateLimit(ctx, 'webauthnPerIp', call.ip)
  const { rpID } = relyingParty(ctx, input.domain)
  let allow: SigninWebauthnRegistration[] = []
  if (sessionUserId) {
    allow = (await requireUser(ctx, sessionUserId)).webauthn
    if (!allow.length) throw signinError('webauthn_registration_not_found')
  }
  const challengeBytes = randomBytes(32)
  const challenge = base64url(challengeBytes)
  const passkey = input.return_passkey_credential_options === true
  const options = await webauthn().generateAuthenticationOptions({
    rpID,
    challenge: challengeBytes,
    timeout: LIMITS.webauthnChallengeMinutes * 60_000,
    userVerification: passkey ? 'required' : 'preferred',
    allowCredentials: allow.map((w) => ({ id: w.credentialId, transports: w.transports })),
  })
  await createOneTime(ctx, {
    kind: 'webauthn_authenticate',
    userId: sessionUserId,
    secret: challenge,
    data: { rpID, passkey },
    ttlMinutes: LIMITS.webauthnChallengeMinutes,
  })
  return {
    user_id: sessionUserId ?? '',
    userId: sessionUserId ?? '',
    public_key_credential_request_options: JSON.stringify(options),
  }
}

/** webauthn/authenticate: check the assertion, the signature counter, then sign in. */
export async function authenticateWebauthn(
  ctx: SigninContext,
  call: CallInfo,
  input: { public_key_credential?: unknown },
  durationMinutes: number | undefined,
  current: SigninSession | null,
): Promise<IssuedSession & { registrationId: string }> {
  await rateLimit(ctx, 'webauthnPerIp', call.ip)
  const credential = parseCredential<AuthenticationResponseJSON>(input.public_key_credential)
  const challenge = signedChallenge(credential.response.clientDataJSON)
  const row = await findOneTime(ctx, ['webauthn_authenticate'], challenge)
  if (!row || !isUsable(row, ctx.now())) throw signinError('unable_to_auth_webauthn_registration')
  const [reg] = await ctx.database.db
    .select()
    .from(signinWebauthnRegistrations)
    .where(eq(signinWebauthnRegistrations.credentialId, credential.id))
  // A secondary challenge was issued for one user's credentials only.
  if (!reg || (row.userId && reg.userId !== row.userId)) {
    throw signinError('unable_to_auth_webauthn_registration')
  }
  const rpID = String(row.data.rpID)
  const { origins } = relyingParty(ctx, rpID)
  const { verifyAuthenticationResponse } = webauthn()
  let result
  try {
    result = await verifyAuthenticationResponse({
      response: credential,
      expectedChallenge: challenge,
      expectedOrigin: origins,
      expectedRPID: rpID,
      credential: {
        id: reg.credentialId,
        publicKey: Buffer.from(reg.publicKey, 'base64url'),
        counter: reg.counter,
        transports: reg.transports,
      },
      requireUserVerification: row.data.passkey === true,
    })
  } catch {
    throw signinError('unable_to_auth_webauthn_registration')
  }
  if (!result.verified || !(await consumeOneTime(ctx, row.id))) {
    throw signinError('unable_to_auth_webauthn_registration')
  }
  await ctx.database.db
    .update(signinWebauthnRegistrations)
    .set({ counter: result.authenticationInfo.newCounter, lastUsedAt: ctx.now() })
    .where(eq(signinWebauthnRegistrations.id, reg.id))
  const issued = await issueSession(ctx, {
    userId: reg.userId,
    durationMinutes,
    current,
    call,
    factor: webauthnFactor(ctx, reg.id, reg.domain, reg.userAgent),
  })
  return { ...issued, registrationId: reg.id }
}

/** webauthn/update/{id}: rename one of the signed-in user's registrations. */
export async function renameWebauthn(
  ctx: SigninContext,
  session: SigninSession,
  registrationId: string,
  rawName: unknown,
) {
  const name = typeof rawName === 'string' ? rawName.trim() : ''
  if (!name) throw signinError('empty_webauthn_registration_name')
  if (name.length > 200) throw signinError('invalid_argument', { message: 'name is too long.' })
  const [row] = await ctx.database.db
    .update(signinWebauthnRegistrations)
    .set({ name })
    .where(
      and(
        eq(signinWebauthnRegistrations.id, registrationId),
        eq(signinWebauthnRegistrations.userId, session.userId),
      ),
    )
    .returning()
  if (!row) throw signinError('webauthn_registration_not_found')
  return { webauthn_registration: webauthnJson(row) }
}
