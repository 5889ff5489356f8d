import { z } from 'zod'
import type { AppDeps, Locale, ServerServices } from '../../context'
import type { Db } from '../../db/client'
import { sendMail, sendText } from '../../mail/mailer'
import { signinOtpText } from '../../mail/templates/signin-otp-text'
import type { SigninMagicLinkProps } from '../../mail/templates/SigninMagicLink'
import type { SigninOtpProps } from '../../mail/templates/SigninOtp'
import type { SigninPasswordResetProps } from '../../mail/templates/SigninPasswordReset'
import { enqueueOutbox } from '../../services/outbox/outbox'
import { deriveKey, seal, unseal } from './crypto'

/** The outbox topic of sign-in mail (jobs/handlers/signin-mail.ts sends it). */
export const SIGNIN_MAIL_TOPIC = 'mail.signin'

/** A message that carries a sign-in secret (link or code), and how long that secret lives. */
export type SigninMail = {
  to: string
  locale: Locale
  /** `signin:magic-link:<token id>`: one message per secret, whatever retries it. */
  dedupeKey: string
  /** The secret's own expiry: a message still unsent then is given up (a late link is useless). */
  expiresAt: Date
} & (
  | { template: 'signin-magic-link'; props: SigninMagicLinkProps }
  | { template: 'signin-otp'; props: SigninOtpProps }
  | { template: 'signin-password-reset'; props: SigninPasswordResetProps }
)

export const SIGNIN_TEMPLATES = [
  'signin-magic-link',
  'signin-otp',
  'signin-password-reset',
] as const satisfies ReadonlyArray<SigninMail['template']>

/** What may write with the secret: the database, or the transaction that stores the secret. */
export type SecretWriter = Pick<Db, 'insert'>

/**
 * How sign-in messages leave, through the product's one mail path (react-email templates, SMTP or
 * the local outbox). sms and whatsapp codes go to the local outbox; no text provider is configured.
 */
export interface Messenger {
  /**
   * Issue a secret and mail it: `issue` stores the secret with the writer it is given and returns
   * the message that carries it. With SMTP the message is queued in the same transaction as the
   * secret (sealed, see below) and sent by the job runner, so the answer waits for neither the
   * mail server nor its retries. Without SMTP the "transport" is the sent_messages table, written
   * right after: local sign-in and the tests read the code as soon as the call answers.
   */
  mail(issue: (db: SecretWriter) => Promise<SigninMail>): Promise<void>
  textOtp(
    channel: 'sms' | 'whatsapp',
    to: string,
    locale: Locale,
    props: SigninOtpProps,
    dedupeKey: string,
  ): Promise<void>
}

/**
 * The outbox row of a queued sign-in mail. The message (address and secret) is AES-256-GCM sealed
 * under a key derived from STYTCH_SECRET: outbox rows, database dumps and the dead-letter view never
 * show a link or a code in clear, and the queue (Redis) only ever holds the row's id. `sealed` is
 * blanked once the message is sent or given up.
 */
export const signinMailPayloadSchema = z.object({
  template: z.enum(SIGNIN_TEMPLATES),
  dedupeKey: z.string().min(1),
  expiresAt: z.iso.datetime(),
  sealed: z.string().nullable(),
})
export type SigninMailPayload = z.infer<typeof signinMailPayloadSchema>

const mailKey = (secret: string) => deriveKey(secret, 'signin-mail-outbox')

export function sealSigninMail(secret: string, mail: SigninMail): SigninMailPayload {
  const { expiresAt, ...message } = mail
  return {
    template: mail.template,
    dedupeKey: mail.dedupeKey,
    expiresAt: expiresAt.toISOString(),
    sealed: seal(mailKey(secret), JSON.stringify(message)),
  }
}

/**
 * The message of a payload, or null when it cannot be opened (STYTCH_SECRET rotated, tampered
 * row, or sealed for another row: the dedupe key inside must match the row's).
 */
export function openSigninMail(
  secret: string,
  payload: SigninMailPayload,
): Omit<SigninMail, 'expiresAt'> | null {
  if (!payload.sealed) return null
  try {
    const message = JSON.parse(unseal(mailKey(secret), payload.sealed)) as Omit<
      SigninMail,
      'expiresAt'
    >
    if (message.dedupeKey !== payload.dedupeKey || message.template !== payload.template)
      return null
    return message
  } catch {
    return null
  }
}

/** Send an opened sign-in mail: the dedupe record of an SMTP send keeps no link or code. */
export async function sendSigninMail(
  deps: Pick<AppDeps, 'database' | 'env' | 'logger'>,
  mail: Omit<SigninMail, 'expiresAt'>,
): Promise<void> {
  await sendMail(deps, { ...mail, carriesSecret: true })
}

export function createMessenger(
  deps: Pick<AppDeps, 'database' | 'env' | 'logger'> & Partial<Pick<ServerServices, 'jobs'>>,
): Messenger {
  return {
    async mail(issue) {
      if (!deps.env.SMTP_URL) {
        const { expiresAt: _expiresAt, ...mail } = await issue(deps.database.db)
        await sendSigninMail(deps, mail)
        return
      }
      await deps.database.db.transaction(async (tx) => {
        const mail = await issue(tx)
        const payload = sealSigninMail(deps.env.STYTCH_SECRET, mail)
        await enqueueOutbox(tx, SIGNIN_MAIL_TOPIC, payload, mail.dedupeKey)
      })
      deps.jobs?.kick()
    },
    async textOtp(channel, to, locale, props, dedupeKey) {
      const body = signinOtpText(props, locale)
      await sendText(deps, { channel, template: 'signin-otp', to, locale, body, dedupeKey })
    },
  }
}
