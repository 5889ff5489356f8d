import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { AppDeps, Locale } from '../context'
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

const COPY = {
  en: {
    title: 'Confirm your subscription',
    question: {
      inventory_alert: 'Confirm this inventory alert?',
      newsletter: 'Confirm your newsletter subscription?',
      equipment_newsletter: 'Confirm updates on equipment like the one you looked at?',
    },
    button: 'Confirm',
    done: {
      inventory_alert: 'Your inventory alert is on: we will email you when new machines match.',
      newsletter: 'You are subscribed to the newsletter. Thank you!',
      equipment_newsletter: 'You are subscribed to equipment updates. Thank you!',
    },
    already: 'This subscription is already confirmed.',
    expired: 'This confirmation link has expired. Sign up again to get a new one.',
    invalid: 'This confirmation link is no longer valid. Sign up again to get a new one.',
    unknown: 'This confirmation link is not valid. It may have been copied incompletely.',
  },
  es: {
    title: 'Confirma tu suscripción',
    question: {
      inventory_alert: '¿Confirmar esta alerta de inventario?',
      newsletter: '¿Confirmar tu suscripción al boletín?',
      equipment_newsletter: '¿Confirmar las novedades de equipos como el que viste?',
    },
    button: 'Confirmar',
    done: {
      inventory_alert:
        'Tu alerta de inventario está activa: te escribiremos cuando haya máquinas nuevas que coincidan.',
      newsletter: 'Ya estás suscrito al boletín. ¡Gracias!',
      equipment_newsletter: 'Ya estás suscrito a las novedades de equipos. ¡Gracias!',
    },
    already: 'Esta suscripción ya estaba confirmada.',
    expired: 'Este enlace de confirmación venció. Suscríbete de nuevo para recibir otro.',
    invalid: 'Este enlace de confirmación ya no es válido. Suscríbete de nuevo para recibir otro.',
    unknown: 'Este enlace de confirmación no es válido. Quizá se copió incompleto.',
  },
} satisfies Record<Locale, unknown>

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
    .send(page(locale, deps.env.WEB_URL, body, COPY[locale].title))
}

function sendUnknown(reply: FastifyReply, deps: AppDeps, req: FastifyRequest) {
  const locale: Locale = (req.headers['accept-language'] ?? '').startsWith('es') ? 'es' : 'en'
  send(reply, deps, locale, `<p>${escape(COPY[locale].unknown)}</p>`, 404)
}

/** The page's text for a link that cannot confirm (any more). */
function outcomeText(info: ConfirmationInfo, justConfirmed: boolean): string {
  const t = COPY[info.locale]
  if (info.state === 'confirmed') return justConfirmed ? t.done[subjectOf(info)] : t.already
  return info.state === 'expired' ? t.expired : t.invalid
}

/**
 * The link of confirmation mails (double opt-in), usable without signing in, in the subscriber's
 * language. As with /unsubscribe, GET only shows what the link confirms and a button (mail
 * scanners follow links; a GET must not subscribe anyone); POST confirms.
 */
export async function registerConfirmSubscriptionRoutes(
  app: FastifyInstance,
  deps: AppDeps,
): Promise<void> {
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
    const t = COPY[info.locale]
    const body = `<h1>${escape(t.question[subjectOf(info)])}</h1>${await summary(deps, info)}
<form method="post" action="${CONFIRM_SUBSCRIPTION_PATH}"><input type="hidden" name="token" value="${escape(String(tokenOf(req)))}">
<button type="submit">${escape(t.button)}</button></form>`
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
