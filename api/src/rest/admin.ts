import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { pickLocale, type AppDeps, type CurrentUser, type Locale } from '../context'
import { requireRoles } from '../directives/auth'
import { listingScopeOf } from '../services/listing-admin/listing-scope'
import { exportAdminLeadsCsv } from '../services/admin/list-admin-leads'
import { exportAdminListingsCsv } from '../services/admin/export-admin-listings-csv'
import { exportSweepstakesCsv } from '../services/sweepstakes-admin/list-sweepstakes-entries'
import { exportAuctionResultsCsv } from '../services/auction-admin/auction-results-csv'

type Authenticate = (req: FastifyRequest) => Promise<CurrentUser | null>

const localeOf = (req: FastifyRequest): Locale => {
  const q = (req.query as Record<string, unknown> | undefined)?.locale
  if (q === 'es' || q === 'en') return q
  return pickLocale((req.headers['x-locale'] as string) ?? req.headers['accept-language'])
}

/**
 * A download, never cached. The file is a stream: the handler answers with the reply (Fastify
 * then waits for it).
 */
const sendCsv = (reply: FastifyReply, csv: { filename: string; body: unknown }) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csv.filename}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(csv.body)

/** Repeated query values (?stock=A&stock=B), each trimmed; null when none. */
const picked = (v: unknown): string[] | null => {
  const all = (Array.isArray(v) ? v : [v]).filter((s): s is string => typeof s === 'string')
  const kept = all.map((s) => s.trim()).filter(Boolean)
  return kept.length ? kept : null
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 200) : null)

/** A whole number of a query (`older=24`); anything else is passed on for the schema to refuse. */
const whole = (v: unknown) => {
  const s = text(v)
  return s !== null && /^\d{1,6}$/.test(s) ? Number(s) : s
}

/**
 * The console's downloads (issue 14), authorised like its GraphQL fields (the admin role, checked
 * here): GET /admin/leads.csv?type=&status=&stock=&q=&older=&newer=&owner=&sort= is the leads inbox's filter as a CSV file (a
 * partner member's: the leads on their listings; with console=admin, the staff console's, staff
 * only: issue 36),
 * GET /admin/listings.csv?q=&status=&work=&sort= the equipment table's filter as an inventory file (a
 * partner member's own listings; console=admin: staff only, issue 36; &stock=A&stock=B: only
 * those picked rows, the bulk bar's export),
 * GET /admin/sweepstakes.csv?contest= a contest's entries (all contests without one),
 * GET /admin/auctions/results.csv?auction=<slug> an auction's results (issue 34).
 */
export function registerAdminRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  authenticate: Authenticate | undefined,
): void {
  app.get('/admin/leads.csv', async (req, reply) => {
    const currentUser = authenticate ? await authenticate(req) : null
    const q = (req.query ?? {}) as Record<string, unknown>
    // Like adminLeads: staff export every lead, a partner member those on their listings; the
    // staff console's download is refused to partners like the rest of /admin.
    requireRoles(currentUser, q.console === 'admin' ? ['admin'] : ['admin', 'partner'])
    const csv = await exportAdminLeadsCsv(
      deps,
      {
        type: text(q.type),
        status: text(q.status),
        stockNumber: text(q.stock),
        q: text(q.q),
        // Issue 36: the dashboard's overdue leads, the owner filter and the order.
        olderThanHours: whole(q.older),
        newerThanHours: whole(q.newer),
        owner: text(q.owner),
        sort: text(q.sort),
      },
      localeOf(req),
      listingScopeOf(currentUser),
      currentUser?.id,
    )
    return sendCsv(reply, csv)
  })
  app.get('/admin/listings.csv', async (req, reply) => {
    const currentUser = authenticate ? await authenticate(req) : null
    const q = (req.query ?? {}) as Record<string, unknown>
    // Like adminListings: staff export every listing, a partner member their seller's; the staff
    // console's download is refused to partners like the rest of /admin.
    requireRoles(currentUser, q.console === 'admin' ? ['admin'] : ['admin', 'partner'])
    const csv = await exportAdminListingsCsv(
      deps,
      listingScopeOf(currentUser),
      { q: text(q.q), status: text(q.status), work: text(q.work), sort: text(q.sort) },
      localeOf(req),
      // The bulk bar's export of picked rows: ?stock=A&stock=B (issue 36, point 7).
      picked(q.stock),
    )
    return sendCsv(reply, csv)
  })
  app.get('/admin/sweepstakes.csv', async (req, reply) => {
    const currentUser = authenticate ? await authenticate(req) : null
    requireRoles(currentUser, ['admin'])
    const q = (req.query ?? {}) as Record<string, unknown>
    const csv = await exportSweepstakesCsv(deps, { contest: text(q.contest) }, localeOf(req))
    return sendCsv(reply, csv)
  })
  app.get('/admin/auctions/results.csv', async (req, reply) => {
    const currentUser = authenticate ? await authenticate(req) : null
    requireRoles(currentUser, ['admin'])
    const q = (req.query ?? {}) as Record<string, unknown>
    const csv = await exportAuctionResultsCsv(deps, text(q.auction), localeOf(req))
    return sendCsv(reply, csv)
  })
}
