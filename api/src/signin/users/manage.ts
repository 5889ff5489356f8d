import { and, eq } from 'drizzle-orm'
import {
  signinCryptoWallets,
  signinEmails,
  signinOauthRegistrations,
  signinPhoneNumbers,
  signinTotps,
  signinUsers,
  signinWebauthnRegistrations,
} from '../../db/schema'
import { LIMITS } from '../config'
import type { SigninContext } from '../context'
import { signinError, type SigninErrorType } from '../errors'
import { primaryFactorCount, requireUser, userJson } from './store'

function metadata(raw: unknown, field: string): Record<string, unknown> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw signinError('invalid_argument', { message: `${field} must be an object.` })
  }
  let text: string
  try {
    text = JSON.stringify(raw)
  } catch {
    // Nesting deeper than a stack walk survives (JSON.parse reads it): far over the size limit.
    throw signinError('metadata_too_large')
  }
  if (Buffer.byteLength(text) > LIMITS.metadataBytes) {
    throw signinError('metadata_too_large')
  }
  return raw as Record<string, unknown>
}

function nameField(raw: unknown, field: string): string | undefined {
  if (raw === undefined || raw === null) return undefined
  if (typeof raw !== 'string' || raw.length > 100) {
    throw signinError('invalid_argument', {
      message: `${field} must be a string of at most 100 characters.`,
    })
  }
  return raw.trim()
}

/**
 * Update a user. The browser SDK may change the name and untrusted_metadata only; trusted_metadata
 * (roles live there) needs the project secret (`trusted: true`, the backend API).
 */
export async function updateUser(
  ctx: SigninContext,
  userId: string,
  body: { name?: unknown; untrusted_metadata?: unknown; trusted_metadata?: unknown },
  opts: { trusted: boolean },
) {
  if (body.trusted_metadata !== undefined && !opts.trusted) {
    throw signinError('cannot_update_trusted_metadata')
  }
  await requireUser(ctx, userId)
  const set: Partial<typeof signinUsers.$inferInsert> = { updatedAt: ctx.now() }
  if (body.untrusted_metadata !== undefined) {
    set.untrustedMetadata = metadata(body.untrusted_metadata, 'untrusted_metadata')
  }
  if (body.trusted_metadata !== undefined) {
    set.trustedMetadata = metadata(body.trusted_metadata, 'trusted_metadata')
  }
  if (body.name !== undefined) {
    const name = (body.name ?? {}) as Record<string, unknown>
    if (typeof name !== 'object')
      throw signinError('invalid_argument', { message: 'name must be an object.' })
    const first = nameField(name.first_name, 'name.first_name')
    const middle = nameField(name.middle_name, 'name.middle_name')
    const last = nameField(name.last_name, 'name.last_name')
    if (first !== undefined) set.firstName = first
    if (middle !== undefined) set.middleName = middle
    if (last !== undefined) set.lastName = last
  }
  await ctx.database.db.update(signinUsers).set(set).where(eq(signinUsers.id, userId))
  return userJson(await requireUser(ctx, userId), ctx.now())
}

export type FactorKind =
  | 'emails'
  | 'phone_numbers'
  | 'totps'
  | 'oauth'
  | 'webauthn_registrations'
  | 'biometric_registrations'
  | 'crypto_wallets'

const TABLES = {
  emails: [signinEmails, 'email_not_found', true],
  phone_numbers: [signinPhoneNumbers, 'phone_number_not_found', true],
  totps: [signinTotps, 'totp_not_found', false],
  oauth: [signinOauthRegistrations, 'oauth_user_registration_not_found', true],
  webauthn_registrations: [signinWebauthnRegistrations, 'webauthn_registration_not_found', true],
  crypto_wallets: [signinCryptoWallets, 'crypto_wallet_not_found', true],
} as const satisfies Record<
  Exclude<FactorKind, 'biometric_registrations'>,
  readonly [unknown, SigninErrorType, boolean]
>

/**
 * Remove one of the user's own factors (DELETE /users/{kind}/{id}). Another user's id answers
 * "not found", and the last way to sign in cannot be removed.
 */
export async function deleteFactor(
  ctx: SigninContext,
  userId: string,
  kind: FactorKind,
  id: string,
) {
  // Biometric registrations come from the mobile SDKs; the web never has any.
  if (kind === 'biometric_registrations') throw signinError('biometric_registration_not_found')
  const [table, notFound, primary] = TABLES[kind]
  const rec = await requireUser(ctx, userId)
  const owned = {
    emails: rec.emails,
    phone_numbers: rec.phones,
    totps: rec.totps,
    oauth: rec.providers,
    webauthn_registrations: rec.webauthn,
    crypto_wallets: rec.wallets,
  }[kind].some((row) => row.id === id)
  if (!owned) throw signinError(notFound)
  if (primary && primaryFactorCount(rec) <= 1)
    throw signinError('cannot_delete_last_primary_factor')
  await ctx.database.db.delete(table).where(and(eq(table.id, id), eq(table.userId, userId)))
  return userJson(await requireUser(ctx, userId), ctx.now())
}
