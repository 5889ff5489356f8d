import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { AppDeps, Locale } from '../context'
import { t } from '../i18n'
import { AppError } from '../lib/errors'
import { describeAlertFilters } from '../services/alert-jobs/describe-alert-filters'
import { getCardCatalog } from '../services/favorites/listing-catalog'
import {
  CONFIRM_SUBSCRIPTION_PATH,
  confirmWithToken,
  describeConfirmation,
  type ConfirmationInfo,
} from '../services/mailing-list/confirmation-tokens'
import { escape, page, tokenOf, wantsJson } from './unsubscribe'

const subjectOf = (info: ConfirmationInfo) => info.list ?? 'inventory_alert'

async function summary(deps: AppDeps, info: ConfirmationInfo): Promise<string> {
  if (!info.filters) return ''
  const text = describeAlertFilters(info.filters, await getCardCatalog(deps.database), info.locale)
  return `<p>${escape(text)}</p>`
}

function send(reply: FastifyReply, deps: AppDeps, locale: Locale, body: string, status = 200) {
  reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(page(locale, deps.env.WEB_URL, body, t(locale, 'pages:confirmSubscription.title')))
}

function sendUnknown(reply: FastifyReply, deps: AppDeps, req: FastifyRequest) {
  const locale: Locale = (req.headers['accept-language'] ?? '').startsWith('es') ? 'es' : 'en'
  send(reply, deps, locale, `<p>${escape(t(locale, 'pages:confirmSubscription.unknown'))}</p>`, 404)
}

/** The page's text for a link that cannot confirm (any more). */
function outcomeText(info: ConfirmationInfo, justConfirmed: boolean): string {
  const tr = (key: string) => t(info.locale, `pages:confirmSubscription.${key}`)
  if (info.state === 'confirmed')
    return justConfirmed ? tr(`done.${subjectOf(info)}`) : tr('already')
  return info.state === 'expired' ? tr('expired') : tr('invalid')
}

/**
 * The link of confirmation mails (double opt-in), usable without signing in, in the subscriber's
 * language. As with /unsubscribe, GET only shows what the link confirms and a button (mail
 * scanners follow links; a GET must not subscribe anyone); POST confirms.
 */
export function registerConfirmSubscriptionRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get(CONFIRM_SUBSCRIPTION_PATH, async (req, reply) => {
    let info: ConfirmationInfo
    try {
      info = await describeConfirmation(deps, tokenOf(req))
    } catch (err) {
      if (err instanceof AppError && !wantsJson(req)) return sendUnknown(reply, deps, req)
      throw err
    }
    if (wantsJson(req)) {
      return reply.header('cache-control', 'no-store').send({ kind: info.kind, state: info.state })
    }
    if (info.state !== 'ready') {
      return send(reply, deps, info.locale, `<p>${escape(outcomeText(info, false))}</p>`)
    }
    const tr = (key: string) => t(info.locale, `pages:confirmSubscription.${key}`)
    const body = `<h1>${escape(tr(`question.${subjectOf(info)}`))}</h1>${await summary(deps, info)}
<form method="post" action="${CONFIRM_SUBSCRIPTION_PATH}"><input type="hidden" name="token" value="${escape(String(tokenOf(req)))}">
<button type="submit">${escape(tr('button'))}</button></form>`
    send(reply, deps, info.locale, body)
  })

  app.post(CONFIRM_SUBSCRIPTION_PATH, async (req, reply) => {
    let info: Awaited<ReturnType<typeof confirmWithToken>>
    try {
      info = await confirmWithToken(deps, tokenOf(req), { ip: req.ip })
    } catch (err) {
      if (err instanceof AppError && !wantsJson(req)) return sendUnknown(reply, deps, req)
      throw err
    }
    if (wantsJson(req)) return reply.send({ kind: info.kind, state: info.state })
    send(reply, deps, info.locale, `<p>${escape(outcomeText(info, info.changed))}</p>`)
  })
}
