import multipart from '@fastify/multipart'
import escape from 'escape-html'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { AppDeps, Locale } from '../context'
import { t } from '../i18n'
import { AppError } from '../lib/errors'
import { BRAND } from '@ironyard/contract'
import { htmlPageCsp } from '../lib/http-security'
import { describeAlertFilters } from '../services/alert-jobs/describe-alert-filters'
import {
  describeUnsubscribe,
  unsubscribeWithToken,
  UNSUBSCRIBE_PATH,
  type UnsubscribeInfo,
} from '../services/alert-jobs/unsubscribe-tokens'
import { getCardCatalog } from '../services/favorites/listing-catalog'

export { escape }

/** The pages' only styles; the CSP allows exactly this stylesheet (by hash), no style attribute. */
const PAGE_STYLE = `body{font-family:Helvetica,Arial,sans-serif;background:#f4f4f1;color:#1f2933;margin:0}
main{background:#fff;max-width:520px;margin:48px auto;padding:32px}h1{font-size:20px}button{background:#f5b400;border:0;
border-radius:4px;font-weight:700;padding:12px 20px;font-size:15px;cursor:pointer}`
const PAGE_CSP = htmlPageCsp({ styles: [PAGE_STYLE] })

/** The branded page of the links in mails (unsubscribe, confirm-subscription). */
export function page(locale: Locale, webUrl: string, body: string, title?: string): string {
  const pageTitle = title ?? t(locale, 'pages:unsubscribe.title')
  const home = `${webUrl.replace(/\/$/, '')}${locale === 'es' ? '/es' : '/'}`
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escape(pageTitle)} · ${escape(BRAND.name)}</title>
<style>${PAGE_STYLE}</style></head>
<body><main><p><strong>${escape(BRAND.name)}</strong></p>${body}
<p><a href="${escape(home)}">${escape(t(locale, 'pages:home'))}</a></p></main></body></html>`
}

export const tokenOf = (req: FastifyRequest): unknown =>
  (req.query as Record<string, unknown>)?.token ??
  (req.body && typeof req.body === 'object'
    ? (req.body as Record<string, unknown>).token
    : undefined)

/**
 * The bounds of a one-click unsubscribe's multipart/form-data body: a few short text fields
 * (`List-Unsubscribe=One-Click`, perhaps the token), no file. A body past them, or one busboy
 * cannot read, is refused with 400.
 */
const MULTIPART_MAX_BYTES = 4096
const MULTIPART_LIMITS = {
  fieldNameSize: 64,
  fieldSize: 512,
  fields: 8,
  files: 0,
  parts: 8,
  headerPairs: 8,
}

export const wantsJson = (req: FastifyRequest) =>
  (req.headers.accept ?? '').includes('application/json')

async function summary(deps: AppDeps, info: UnsubscribeInfo): Promise<string> {
  if (!info.filters) return ''
  const text = describeAlertFilters(info.filters, await getCardCatalog(deps.database), info.locale)
  return `<p>${escape(text)}</p>`
}

function sendUnknown(reply: FastifyReply, deps: AppDeps, req: FastifyRequest) {
  const locale: Locale = (req.headers['accept-language'] ?? '').startsWith('es') ? 'es' : 'en'
  reply
    .status(404)
    .type('text/html; charset=utf-8')
    .send(
      page(locale, deps.env.WEB_URL, `<p>${escape(t(locale, 'pages:unsubscribe.unknown'))}</p>`),
    )
}

/**
 * The unsubscribe link of alert emails, usable without signing in. GET only shows what the link
 * stops and a button (mail scanners follow links; a GET must not unsubscribe anyone); POST
 * unsubscribes. POST also serves RFC 8058 one-click requests (List-Unsubscribe=One-Click, sent
 * urlencoded or multipart by the mail client to the List-Unsubscribe URL, token in its query):
 * no session, no cookie, no CSRF token needed; the 256-bit token is the authority.
 */
export async function registerUnsubscribeRoutes(
  app: FastifyInstance,
  deps: AppDeps,
): Promise<void> {
  // Replaces the api's default CSP (which allows no style) on these pages, JSON answers included.
  app.addHook('onRequest', async (_req, reply) => {
    reply.header('content-security-policy', PAGE_CSP)
  })
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  )
  // RFC 8058 lets a mail client send its one-click POST as multipart/form-data too.
  await app.register(multipart, { limits: MULTIPART_LIMITS })
  app.addHook('preValidation', async (req) => {
    if (!req.isMultipart()) return
    // busboy reads a preamble or epilogue of any length: a declared length past 4 KiB is refused.
    if (Number(req.headers['content-length']) > MULTIPART_MAX_BYTES)
      throw new AppError('PAYLOAD_TOO_LARGE', {
        messageKey: 'errors:request.bodyTooLarge',
        vars: { bytes: MULTIPART_MAX_BYTES },
      })
    const fields: Record<string, string> = {}
    const refused = () => new AppError('BAD_REQUEST', { messageKey: 'errors:request.badRequest' })
    try {
      for await (const part of req.parts()) {
        if (part.type !== 'field') continue
        // busboy cuts a value past `fieldSize` short: refused rather than read cut.
        if (part.valueTruncated || part.fieldnameTruncated) throw refused()
        fields[part.fieldname] = String(part.value)
      }
    } catch (err) {
      // Past a count limit: 413, answered 400 by the error handler; a body busboy cannot read: 400.
      if (err instanceof AppError || (err as { statusCode?: number }).statusCode) throw err
      throw refused()
    }
    req.body = fields
  })

  app.get(UNSUBSCRIBE_PATH, async (req, reply) => {
    let info: UnsubscribeInfo
    try {
      info = await describeUnsubscribe(deps, tokenOf(req))
    } catch (err) {
      if (err instanceof AppError && !wantsJson(req)) return sendUnknown(reply, deps, req)
      throw err
    }
    if (wantsJson(req))
      return reply.send({ kind: info.kind, alreadyUnsubscribed: info.alreadyUnsubscribed })
    const tr = (key: string) => t(info.locale, `pages:unsubscribe.${key}`)
    const question =
      info.kind === 'inventory_alert'
        ? tr('confirmAlert')
        : info.kind === 'mailing_list'
          ? info.list === 'equipment_newsletter'
            ? tr('confirmEquipmentNewsletter')
            : tr('confirmNewsletter')
          : tr('confirmPriceDrops')
    const token = String(tokenOf(req))
    const body = info.alreadyUnsubscribed
      ? `<p>${escape(tr('already'))}</p>`
      : `<h1>${escape(question)}</h1>${await summary(deps, info)}
<form method="post" action="${UNSUBSCRIBE_PATH}"><input type="hidden" name="token" value="${escape(token)}">
<button type="submit">${escape(tr('button'))}</button></form>`
    reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(page(info.locale, deps.env.WEB_URL, body))
  })

  app.post(UNSUBSCRIBE_PATH, async (req, reply) => {
    let info: UnsubscribeInfo
    try {
      info = await unsubscribeWithToken(deps, tokenOf(req))
    } catch (err) {
      if (err instanceof AppError && !wantsJson(req)) return sendUnknown(reply, deps, req)
      throw err
    }
    if (wantsJson(req)) return reply.send({ kind: info.kind, unsubscribed: true })
    const done = t(
      info.locale,
      info.kind === 'inventory_alert'
        ? 'pages:unsubscribe.doneAlert'
        : info.kind === 'mailing_list'
          ? 'pages:unsubscribe.doneMailingList'
          : 'pages:unsubscribe.donePriceDrops',
    )
    reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page(info.locale, deps.env.WEB_URL, `<p>${escape(done)}</p>`))
  })
}
