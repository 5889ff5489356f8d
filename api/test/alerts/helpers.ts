import { eq, sql } from 'drizzle-orm'
import { inventoryAlerts, mailingListSubscriptions } from '../../src/db/schema'
import { logger } from '../../src/lib/logger'
import { listOutbox } from '../../src/services/messages/list-outbox'
import { drainOutbox, type AccountTestApp } from '../account/helpers'

export const SUBSCRIBE = /* GraphQL */ `
  mutation Subscribe($input: SubscribeInventoryAlertInput!) {
    subscribeInventoryAlert(input: $input) {
      status
    }
  }
`

export const ENV = {
  WEB_URL: 'https://ironyard.example',
  API_URL: 'https://api.ironyard.example',
}

/** Consent-for-mail helpers over an account test app (its clock, its outbox). */
export function consentHelpers(t: () => AccountTestApp) {
  const deps = () => ({
    database: t().database,
    env: t().env,
    logger,
    now: () => t().clock.now,
  })

  /** POST /graphql as a browser would: the raw answer, to compare answers byte for byte. */
  const subscribe = async (
    email: string,
    filters: Record<string, string> = {},
    headers: Record<string, string> = {},
  ) => {
    const res = await t().app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify({ query: SUBSCRIBE, variables: { input: { email, filters } } }),
    })
    return {
      status: res.statusCode,
      body: res.body,
      json: res.json<{
        data?: { subscribeInventoryAlert: { status: string } }
        errors?: Array<{ message: string; extensions?: Record<string, unknown> }>
      }>(),
    }
  }

  /** The confirmation mails an address got, oldest first (after running queued jobs). */
  const confirmations = async (email: string) => {
    await drainOutbox(deps())
    return (await listOutbox(t().database, { to: email })).filter(
      (m) => m.template === 'subscription-confirmation',
    )
  }

  const linkOf = (mail: { links: string[] }, path: string) => {
    const link = mail.links.find((l) => l.startsWith(`${ENV.API_URL}${path}?token=`))
    if (!link) throw new Error(`no ${path} link in ${mail.links.join(' ')}`)
    const url = new URL(link)
    return { path: `${url.pathname}${url.search}`, token: url.searchParams.get('token')! }
  }

  /** GET a mail link's page (what a mail scanner does). */
  const visit = (path: string, headers: Record<string, string> = {}) =>
    t().app.inject({ method: 'GET', url: path, headers })

  /** Press the page's button: POST the token as the page's form does. */
  const press = (path: string, token: string) =>
    t().app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token }).toString(),
    })

  const alertsOf = (email: string) =>
    t().database.db.select().from(inventoryAlerts).where(eq(inventoryAlerts.email, email))

  const subscriptionsOf = (email: string) =>
    t()
      .database.db.select()
      .from(mailingListSubscriptions)
      .where(eq(mailingListSubscriptions.email, email))

  /** Confirmation mail jobs ever queued (run or not), to compare before and after a request. */
  const confirmationJobs = async () => {
    const [row] = await t().database.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM outbox WHERE topic = 'mail.subscription-confirmation'`,
    )
    return row.n
  }

  /** Subscribe and follow the confirmation link: an active alert. */
  const activeAlert = async (email: string, filters: Record<string, string> = {}) => {
    await subscribe(email, filters)
    const mails = await confirmations(email)
    const confirm = linkOf(mails[mails.length - 1], '/confirm-subscription')
    const done = await press(confirm.path.split('?')[0], confirm.token)
    if (done.statusCode !== 200) throw new Error(`confirm failed: ${done.statusCode}`)
    return mails[mails.length - 1]
  }

  const minutes = (n: number) => {
    t().clock.now = new Date(t().clock.now.getTime() + n * 60_000)
  }

  return {
    deps,
    subscribe,
    confirmations,
    linkOf,
    visit,
    press,
    alertsOf,
    subscriptionsOf,
    confirmationJobs,
    activeAlert,
    minutes,
  }
}
