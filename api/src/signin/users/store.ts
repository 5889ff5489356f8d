import { signinEmailSchema } from '@ironyard/contract/forms/signin'
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import {
  signinCryptoWallets,
  signinEmails,
  signinOauthRegistrations,
  signinPhoneNumbers,
  signinTotps,
  signinUsers,
  signinWebauthnRegistrations,
  type SigninCryptoWallet,
  type SigninEmail,
  type SigninOauthRegistration,
  type SigninPhoneNumber,
  type SigninTotp,
  type SigninUser,
  type SigninWebauthnRegistration,
} from '../../db/schema'
import type { SigninContext } from '../context'
import { signinError } from '../errors'
import { newId, rfc3339 } from '../lib/crypto'

const emailSchema = signinEmailSchema
const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+[1-9]\d{6,14}$/)

/** Lower-cased email, or 400 `invalid_email`. */
export function normalizeEmail(raw: unknown): string {
  const r = emailSchema.safeParse(raw)
  if (!r.success) throw signinError('invalid_email')
  return r.data
}

/** E.164 phone number, or 400 `invalid_phone_number`. */
export function normalizePhone(raw: unknown): string {
  const r = phoneSchema.safeParse(typeof raw === 'string' ? raw.replace(/[\s().-]/g, '') : raw)
  if (!r.success) throw signinError('invalid_phone_number')
  return r.data
}

export interface UserRecord {
  user: SigninUser
  emails: SigninEmail[]
  phones: SigninPhoneNumber[]
  providers: SigninOauthRegistration[]
  webauthn: SigninWebauthnRegistration[]
  totps: SigninTotp[]
  wallets: SigninCryptoWallet[]
}

export async function loadUser(ctx: SigninContext, userId: string): Promise<UserRecord | null> {
  const { db } = ctx.database
  const [user] = await db.select().from(signinUsers).where(eq(signinUsers.id, userId))
  if (!user) return null
  const [emails, phones, providers, webauthn, totps, wallets] = await Promise.all([
    db.select().from(signinEmails).where(eq(signinEmails.userId, userId)),
    db.select().from(signinPhoneNumbers).where(eq(signinPhoneNumbers.userId, userId)),
    db.select().from(signinOauthRegistrations).where(eq(signinOauthRegistrations.userId, userId)),
    db
      .select()
      .from(signinWebauthnRegistrations)
      .where(eq(signinWebauthnRegistrations.userId, userId)),
    db.select().from(signinTotps).where(eq(signinTotps.userId, userId)),
    db.select().from(signinCryptoWallets).where(eq(signinCryptoWallets.userId, userId)),
  ])
  const byCreated = <T extends { createdAt: Date }>(rows: T[]) =>
    rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
  return {
    user,
    emails: byCreated(emails),
    phones: byCreated(phones),
    providers: byCreated(providers),
    webauthn: byCreated(webauthn),
    totps: byCreated(totps),
    wallets: byCreated(wallets),
  }
}

export async function requireUser(ctx: SigninContext, userId: string): Promise<UserRecord> {
  const rec = await loadUser(ctx, userId)
  if (!rec) throw signinError('user_not_found')
  return rec
}

/** `stytch_user` for everyone, plus string roles an operator put in trusted_metadata.roles. */
export function rolesOf(user: Pick<SigninUser, 'trustedMetadata'>): string[] {
  const extra = (user.trustedMetadata as { roles?: unknown }).roles
  const roles = ['stytch_user']
  if (Array.isArray(extra)) for (const r of extra) if (typeof r === 'string') roles.push(r)
  return [...new Set(roles)]
}

export function isLocked(user: SigninUser, now: Date): boolean {
  return !!user.lockedUntil && user.lockedUntil > now
}

/** The Stytch User object (SDK type `User`, Node `users.get`). */
export function userJson(rec: UserRecord, now: Date) {
  const { user } = rec
  return {
    user_id: user.id,
    created_at: rfc3339(user.createdAt),
    status: user.status,
    name: { first_name: user.firstName, middle_name: user.middleName, last_name: user.lastName },
    emails: rec.emails.map((e) => ({ email_id: e.id, email: e.email, verified: e.verified })),
    phone_numbers: rec.phones.map((p) => ({
      phone_id: p.id,
      phone_number: p.phoneNumber,
      verified: p.verified,
    })),
    providers: rec.providers.map((p) => ({
      oauth_user_registration_id: p.id,
      provider_subject: p.providerSubject,
      provider_type: providerLabel(p.providerType),
      profile_picture_url: p.profilePictureUrl,
      locale: p.locale,
    })),
    webauthn_registrations: rec.webauthn.map(webauthnJson),
    biometric_registrations: [] as { biometric_registration_id: string; verified: boolean }[],
    totps: rec.totps.map((t) => ({ totp_id: t.id, verified: t.verified })),
    crypto_wallets: rec.wallets.map((w) => ({
      crypto_wallet_id: w.id,
      crypto_wallet_address: w.address,
      crypto_wallet_type: w.walletType,
      verified: w.verified,
    })),
    password: user.passwordId ? { password_id: user.passwordId, requires_reset: false } : null,
    trusted_metadata: user.trustedMetadata,
    untrusted_metadata: user.untrustedMetadata,
    roles: rolesOf(user),
    is_locked: isLocked(user, now),
  }
}
export type StytchUser = ReturnType<typeof userJson>

export function webauthnJson(w: SigninWebauthnRegistration) {
  return {
    webauthn_registration_id: w.id,
    domain: w.domain,
    user_agent: w.userAgent,
    authenticator_type: w.authenticatorType,
    verified: true,
    name: w.name,
  }
}

/** Stytch reports provider types capitalised (`Google`, `GitHub`). */
export function providerLabel(provider: string): string {
  const special: Record<string, string> = {
    github: 'GitHub',
    gitlab: 'GitLab',
    linkedin: 'LinkedIn',
    tiktok: 'TikTok',
  }
  return special[provider] ?? provider.charAt(0).toUpperCase() + provider.slice(1)
}

export async function getUserJson(ctx: SigninContext, userId: string): Promise<StytchUser> {
  return userJson(await requireUser(ctx, userId), ctx.now())
}

export async function findEmail(ctx: SigninContext, email: string): Promise<SigninEmail | null> {
  const [row] = await ctx.database.db
    .select()
    .from(signinEmails)
    .where(eq(signinEmails.email, email))
  return row ?? null
}

export async function findPhone(
  ctx: SigninContext,
  phone: string,
): Promise<SigninPhoneNumber | null> {
  const [row] = await ctx.database.db
    .select()
    .from(signinPhoneNumbers)
    .where(eq(signinPhoneNumbers.phoneNumber, phone))
  return row ?? null
}

export async function findUserRow(ctx: SigninContext, userId: string): Promise<SigninUser | null> {
  const [row] = await ctx.database.db.select().from(signinUsers).where(eq(signinUsers.id, userId))
  return row ?? null
}

export interface ContactMethod {
  userId: string
  methodId: string
  created: boolean
}

const isUniqueViolation = (err: unknown) =>
  /duplicate key|unique constraint/i.test(String((err as Error)?.message ?? '')) ||
  (err as { code?: string })?.code === '23505' ||
  (err as { cause?: { code?: string } })?.cause?.code === '23505'

/** The user owning this email, created (with the email unverified) when there is none. */
export async function findOrCreateUserByEmail(
  ctx: SigninContext,
  email: string,
  opts: { pending?: boolean; name?: { first?: string; last?: string } } = {},
): Promise<ContactMethod> {
  const existing = await findEmail(ctx, email)
  if (existing) return { userId: existing.userId, methodId: existing.id, created: false }
  const userId = newId('user', ctx.config.envName)
  const emailId = newId('email', ctx.config.envName)
  const now = ctx.now()
  try {
    await ctx.database.db.transaction(async (tx) => {
      await tx.insert(signinUsers).values({
        id: userId,
        status: opts.pending ? 'pending' : 'active',
        firstName: opts.name?.first ?? '',
        lastName: opts.name?.last ?? '',
        createdAt: now,
        updatedAt: now,
      })
      await tx
        .insert(signinEmails)
        .values({ id: emailId, userId, email, verified: false, createdAt: now })
    })
  } catch (err) {
    // Two first sign-ins with one email at once: the other one created the user.
    if (!isUniqueViolation(err)) throw err
    const row = await findEmail(ctx, email)
    if (!row) throw err
    return { userId: row.userId, methodId: row.id, created: false }
  }
  return { userId, methodId: emailId, created: true }
}

export async function findOrCreateUserByPhone(
  ctx: SigninContext,
  phone: string,
): Promise<ContactMethod> {
  const existing = await findPhone(ctx, phone)
  if (existing) return { userId: existing.userId, methodId: existing.id, created: false }
  const userId = newId('user', ctx.config.envName)
  const phoneId = newId('phone-number', ctx.config.envName)
  const now = ctx.now()
  try {
    await ctx.database.db.transaction(async (tx) => {
      await tx.insert(signinUsers).values({ id: userId, createdAt: now, updatedAt: now })
      await tx
        .insert(signinPhoneNumbers)
        .values({ id: phoneId, userId, phoneNumber: phone, verified: false, createdAt: now })
    })
  } catch (err) {
    if (!isUniqueViolation(err)) throw err
    const row = await findPhone(ctx, phone)
    if (!row) throw err
    return { userId: row.userId, methodId: row.id, created: false }
  }
  return { userId, methodId: phoneId, created: true }
}

/** Add an email to a signed-in user (secondary sends); another user's email is refused. */
export async function attachEmail(
  ctx: SigninContext,
  userId: string,
  email: string,
): Promise<string> {
  const existing = await findEmail(ctx, email)
  if (existing) {
    if (existing.userId !== userId) throw signinError('duplicate_email')
    return existing.id
  }
  const id = newId('email', ctx.config.envName)
  try {
    await ctx.database.db
      .insert(signinEmails)
      .values({ id, userId, email, verified: false, createdAt: ctx.now() })
  } catch (err) {
    if (isUniqueViolation(err)) throw signinError('duplicate_email')
    throw err
  }
  return id
}

export async function attachPhone(
  ctx: SigninContext,
  userId: string,
  phone: string,
): Promise<string> {
  const existing = await findPhone(ctx, phone)
  if (existing) {
    if (existing.userId !== userId) throw signinError('invalid_phone_number')
    return existing.id
  }
  const id = newId('phone-number', ctx.config.envName)
  await ctx.database.db
    .insert(signinPhoneNumbers)
    .values({ id, userId, phoneNumber: phone, verified: false, createdAt: ctx.now() })
  return id
}

/** How many ways the user has left to sign in without a session (TOTP is a second factor). */
export function primaryFactorCount(rec: UserRecord): number {
  return (
    rec.emails.length +
    rec.phones.length +
    rec.providers.length +
    rec.webauthn.length +
    rec.wallets.length +
    (rec.user.passwordHash ? 1 : 0)
  )
}
