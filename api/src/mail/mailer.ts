import type { AppDeps, Locale } from '../context'
import { AppError } from '../lib/errors'
import {
  recordMessage,
  wasMessageSent,
  type MessageChannel,
} from '../services/messages/record-message'
import type { TemplateName, TemplateProps } from './templates'
import { MARKETING_TEMPLATES } from './templates/marketing'

type MailDeps = Pick<AppDeps, 'database' | 'env' | 'logger'>

export interface MailRequest<N extends TemplateName> {
  template: N
  to: string
  locale: Locale
  props: TemplateProps<N>
  /** Same key, same message: retried jobs never mail twice (e.g. `lead:123:confirmation`). */
  dedupeKey: string
  /**
   * The message carries a bearer secret (a sign-in link or code, a confirm or unsubscribe link). Sent over SMTP, its dedupe record
   * then keeps no subject, body or links: the secret exists in clear only in the recipient's inbox.
   * (Without SMTP the record is the local outbox, where development reads the message.)
   */
  carriesSecret?: boolean
}

export interface MailResult {
  status: 'sent' | 'duplicate'
  transport: 'smtp' | 'outbox'
}

/**
 * The templates with react-email (about 0.7 s to load) and nodemailer (0.3 s) load with the first
 * mail, not with the api: most api processes and test files never send one (decision 053). A
 * module that fails to load rejects that send with its own error, as it failed the start before.
 */
const loadRender = () => import('./render')
const loadTransport = () => import('./transport')

const REDACTED = { subject: '', html: '', text: '', links: [] as string[], headers: {} }

/**
 * RFC 2369 and RFC 8058 headers of a mail with an unsubscribe link: mail clients show their own
 * "unsubscribe" and POST `List-Unsubscribe=One-Click` to the link, without a session
 * (rest/unsubscribe.ts answers that POST).
 */
export function listUnsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}

/** The unsubscribe link a mail's props carry, if any. */
const unsubscribeUrlOf = (props: unknown): string | null => {
  const url = (props as { unsubscribeUrl?: unknown } | null)?.unsubscribeUrl
  return typeof url === 'string' && /^https?:\/\//.test(url) ? url : null
}

/**
 * The one mail path: template -> render in the recipient's language -> SMTP when SMTP_URL is set,
 * otherwise the local outbox (GET /dev/outbox). Every sent message is recorded once per dedupe key.
 */
export async function sendMail<N extends TemplateName>(
  deps: MailDeps,
  req: MailRequest<N>,
): Promise<MailResult> {
  const transport = deps.env.SMTP_URL ? 'smtp' : 'outbox'
  if (await wasMessageSent(deps.database, req.dedupeKey)) return { status: 'duplicate', transport }
  const unsubscribeUrl = unsubscribeUrlOf(req.props)
  // Every marketing mail carries an unsubscribe link and the one-click headers (issue 16).
  if (!unsubscribeUrl && MARKETING_TEMPLATES.has(req.template)) {
    throw new AppError('INTERNAL', { messageKey: 'errors:internal.mailNotSent' })
  }
  const headers = unsubscribeUrl ? listUnsubscribeHeaders(unsubscribeUrl) : {}
  const { renderTemplate } = await loadRender()
  const mail = { ...(await renderTemplate(req.template, req.props, req.locale)), headers }
  const to = req.to.trim().toLowerCase()
  if (deps.env.SMTP_URL) {
    const { smtpTransport } = await loadTransport()
    try {
      await smtpTransport(deps.env.SMTP_URL).sendMail({
        from: deps.env.MAIL_FROM,
        to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers,
      })
    } catch (err) {
      // Logged without the message body (personal data); the job retries.
      deps.logger.warn({ template: req.template, err: (err as Error).message }, 'smtp send failed')
      throw new AppError('INTERNAL', { messageKey: 'errors:internal.mailNotSent' }, { cause: err })
    }
  }
  const kept = req.carriesSecret && transport === 'smtp' ? REDACTED : mail
  const row = await recordMessage(deps.database, {
    channel: 'email',
    template: req.template,
    locale: req.locale,
    to,
    from: deps.env.MAIL_FROM,
    ...kept,
    transport,
    dedupeKey: req.dedupeKey,
  })
  return { status: row ? 'sent' : 'duplicate', transport }
}

/**
 * Text messages (sms, whatsapp). No provider is configured in this product, so they go to the
 * same local outbox as mail, where local sign-in and tests read the codes.
 */
export async function sendText(
  deps: MailDeps,
  req: {
    channel: Exclude<MessageChannel, 'email'>
    template: string
    to: string
    locale: Locale
    body: string
    dedupeKey: string
  },
): Promise<MailResult> {
  const row = await recordMessage(deps.database, {
    channel: req.channel,
    template: req.template,
    locale: req.locale,
    to: req.to,
    from: deps.env.MAIL_FROM,
    subject: req.body.slice(0, 80),
    text: req.body,
    html: '',
    links: [],
    headers: {},
    transport: 'outbox',
    dedupeKey: req.dedupeKey,
  })
  return { status: row ? 'sent' : 'duplicate', transport: 'outbox' }
}
