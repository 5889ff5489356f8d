import { LIMITS } from '../../signin/config'
import {
  openSigninMail,
  sendSigninMail,
  SIGNIN_MAIL_TOPIC,
  signinMailPayloadSchema,
} from '../../signin/lib/deliver'
import { wasMessageSent } from '../../services/messages/record-message'
import { replaceOutboxPayload } from '../../services/outbox/outbox'
import { defineJob, JobGiveUp } from '../define'

/** Retried at least once a minute: a sign-in link or code is only useful while it is fresh. */
const MAX_BACKOFF_MS = 60_000

/**
 * A magic link, email code or password reset queued while it was issued (signin/lib/deliver.ts),
 * sent by the workers with retries while SMTP is unreachable. The row's sealed message is blanked
 * once sent; at the secret's own expiry the message is given up (dead letter, without it).
 */
export const signinMailJob = defineJob({
  topic: SIGNIN_MAIL_TOPIC,
  payloadSchema: signinMailPayloadSchema,
  // Enough once-a-minute attempts to outlast the longest-lived link: the expiry, not the count,
  // ends a message (and blanks it), so a sealed message never stays in a dead row.
  maxAttempts:
    Math.max(LIMITS.magicLinkMinutes.max, LIMITS.passwordResetMinutes.max, LIMITS.otpMinutes.max) +
    20,
  maxBackoffMs: MAX_BACKOFF_MS,
  async handle(deps, payload, { outboxId }) {
    const forget = () => replaceOutboxPayload(deps.database, outboxId, { ...payload, sealed: null })
    if (!payload.sealed) {
      // Blanked: sent just before a crash kept the row open, or given up before.
      if (await wasMessageSent(deps.database, payload.dedupeKey)) return
      throw new JobGiveUp('No message to send: it was given up')
    }
    if (deps.now() >= new Date(payload.expiresAt)) {
      await forget()
      throw new JobGiveUp(`Not sent before its link or code expired (${payload.expiresAt})`)
    }
    const mail = openSigninMail(deps.env.STYTCH_SECRET, payload)
    if (!mail) {
      await forget()
      throw new JobGiveUp('The sealed message cannot be opened (STYTCH_SECRET changed?)')
    }
    await sendSigninMail(deps, mail)
    await forget()
  },
})
