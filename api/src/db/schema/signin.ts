import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

/**
 * The local Stytch-compatible sign-in service (api/src/signin). Ids keep Stytch's shapes
 * (`user-test-<uuid>`), secrets are stored only as SHA-256 hashes, passwords as Argon2id,
 * TOTP secrets encrypted with a key derived from the project secret.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true })

/** The RS256 key that signs session JWTs; generated once, served as JWKS. */
export const signinKeys = pgTable('signin_keys', {
  /** 'current' signs; a rotated key would stay as 'previous' until old JWTs expire. */
  slot: text('slot').primaryKey(),
  kid: text('kid').notNull(),
  privateKeyPem: text('private_key_pem').notNull(),
  publicJwk: jsonb('public_jwk').$type<Record<string, string>>().notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
})

export const signinUsers = pgTable('signin_users', {
  id: text('id').primaryKey(),
  status: text('status').$type<'active' | 'pending'>().notNull().default('active'),
  firstName: text('first_name').notNull().default(''),
  middleName: text('middle_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  trustedMetadata: jsonb('trusted_metadata').$type<Record<string, unknown>>().notNull().default({}),
  untrustedMetadata: jsonb('untrusted_metadata')
    .$type<Record<string, unknown>>()
    .notNull()
    .default({}),
  passwordId: text('password_id'),
  passwordHash: text('password_hash'),
  /** Failed password checks in the current window (brute-force lock). */
  failedPasswordAttempts: integer('failed_password_attempts').notNull().default(0),
  failedPasswordWindowStart: ts('failed_password_window_start'),
  lockedUntil: ts('locked_until'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
})

export const signinEmails = pgTable(
  'signin_emails',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => signinUsers.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    verified: boolean('verified').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('signin_emails_email_uq').on(t.email),
    index('signin_emails_user_idx').on(t.userId),
  ],
)

export const signinPhoneNumbers = pgTable(
  'signin_phone_numbers',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => signinUsers.id, { onDelete: 'cascade' }),
    /** E.164. */
    phoneNumber: text('phone_number').notNull(),
    verified: boolean('verified').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('signin_phone_numbers_number_uq').on(t.phoneNumber),
    index('signin_phone_numbers_user_idx').on(t.userId),
  ],
)

export const signinSessions = pgTable(
  'signin_sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => signinUsers.id, { onDelete: 'cascade' }),
    /** SHA-256 of the opaque session token; replaced on every factor authentication. */
    tokenHash: text('token_hash').notNull(),
    startedAt: ts('started_at').notNull(),
    lastAccessedAt: ts('last_accessed_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    authenticationFactors: jsonb('authentication_factors')
      .$type<Record<string, unknown>[]>()
      .notNull()
      .default([]),
    attributes: jsonb('attributes')
      .$type<{ ip_address: string; user_agent: string }>()
      .notNull()
      .default({ ip_address: '', user_agent: '' }),
    customClaims: jsonb('custom_claims').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    uniqueIndex('signin_sessions_token_uq').on(t.tokenHash),
    index('signin_sessions_user_idx').on(t.userId),
  ],
)

/**
 * Single-use secrets: magic links, OTP codes, password-reset links, OAuth codes and consent
 * states, wallet and WebAuthn challenges. Only the SHA-256 of the secret is kept.
 */
export const signinTokens = pgTable(
  'signin_tokens',
  {
    id: text('id').primaryKey(),
    kind: text('kind')
      .$type<
        | 'magic_link'
        | 'otp'
        | 'password_reset'
        | 'oauth_state'
        | 'oauth'
        | 'crypto_challenge'
        | 'webauthn_register'
        | 'webauthn_authenticate'
      >()
      .notNull(),
    tokenHash: text('token_hash').notNull(),
    userId: text('user_id').references(() => signinUsers.id, { onDelete: 'cascade' }),
    /** The email, phone or wallet the secret was issued for. */
    methodId: text('method_id'),
    /** PKCE S256 challenge the redeemer must answer with its verifier. */
    codeChallenge: text('code_challenge'),
    /** Wrong guesses so far (OTP codes are invalidated past the limit). */
    attempts: integer('attempts').notNull().default(0),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('signin_tokens_hash_uq').on(t.tokenHash),
    index('signin_tokens_method_idx')
      .on(t.kind, t.methodId)
      .where(sql`used_at IS NULL`),
    index('signin_tokens_expires_idx').on(t.expiresAt),
  ],
)

export const signinTotps = pgTable(
  'signin_totps',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => signinUsers.id, { onDelete: 'cascade' }),
    /** AES-256-GCM sealed base32 secret. */
    secretSealed: text('secret_sealed').notNull(),
    verified: boolean('verified').notNull().default(false),
    /** An unverified TOTP is unusable after this (totps create `expiration_minutes`). */
    expiresAt: ts('expires_at'),
    /** Highest 30-second step accepted so far: a code is never accepted twice. */
    lastUsedStep: bigint('last_used_step', { mode: 'number' }).notNull().default(0),
    /** Indexes of recovery codes already spent. */
    usedRecoveryCodes: integer('used_recovery_codes')
      .array()
      .notNull()
      .default(sql`'{}'`),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('signin_totps_user_idx').on(t.userId)],
)

export const signinOauthRegistrations = pgTable(
  'signin_oauth_registrations',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => signinUsers.id, { onDelete: 'cascade' }),
    providerType: text('provider_type').notNull(),
    providerSubject: text('provider_subject').notNull(),
    emailId: text('email_id'),
    profilePictureUrl: text('profile_picture_url').notNull().default(''),
    locale: text('locale').notNull().default(''),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('signin_oauth_provider_subject_uq').on(t.providerType, t.providerSubject),
    index('signin_oauth_user_idx').on(t.userId),
  ],
)

export const signinWebauthnRegistrations = pgTable(
  'signin_webauthn_registrations',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => signinUsers.id, { onDelete: 'cascade' }),
    /** base64url credential id. */
    credentialId: text('credential_id').notNull(),
    /** base64url COSE public key. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    domain: text('domain').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    authenticatorType: text('authenticator_type').notNull().default(''),
    createdAt: ts('created_at').notNull(),
    lastUsedAt: ts('last_used_at'),
  },
  (t) => [
    uniqueIndex('signin_webauthn_credential_uq').on(t.credentialId),
    index('signin_webauthn_user_idx').on(t.userId),
  ],
)

export const signinCryptoWallets = pgTable(
  'signin_crypto_wallets',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => signinUsers.id, { onDelete: 'cascade' }),
    walletType: text('wallet_type').notNull(),
    /** Ethereum addresses lower-cased; Solana base58 as given. */
    address: text('address').notNull(),
    verified: boolean('verified').notNull().default(false),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('signin_crypto_wallets_address_uq').on(t.walletType, t.address),
    index('signin_crypto_wallets_user_idx').on(t.userId),
  ],
)

/** Telemetry batches the browser SDK posts to /sdk/v1/events. */
export const signinEvents = pgTable(
  'signin_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventName: text('event_name').notNull(),
    publicToken: text('public_token').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    errorCode: text('error_code'),
    errorDescription: text('error_description'),
    httpStatusCode: integer('http_status_code'),
    appSessionId: text('app_session_id'),
    persistentId: text('persistent_id'),
    sdkVersion: text('sdk_version'),
    clientSentAt: ts('client_sent_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('signin_events_created_idx').on(t.createdAt)],
)

export type SigninUser = typeof signinUsers.$inferSelect
export type SigninEmail = typeof signinEmails.$inferSelect
export type SigninPhoneNumber = typeof signinPhoneNumbers.$inferSelect
export type SigninSession = typeof signinSessions.$inferSelect
export type SigninToken = typeof signinTokens.$inferSelect
export type SigninTotp = typeof signinTotps.$inferSelect
export type SigninOauthRegistration = typeof signinOauthRegistrations.$inferSelect
export type SigninWebauthnRegistration = typeof signinWebauthnRegistrations.$inferSelect
export type SigninCryptoWallet = typeof signinCryptoWallets.$inferSelect
