import type { Readable } from 'node:stream'
import {
  ADMIN_LEAD_STATUSES,
  ADMIN_LOG_MAX_PAGE,
  ADMIN_PAGE_SIZE,
} from '@ironyard/contract/admin-console'
import {
  ADMIN_LEAD_SORTS,
  LEAD_OLDER_MAX_HOURS,
  type AdminLeadSort,
} from '@ironyard/contract/console-work'
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'
import { z } from 'zod'
import type { AppDeps } from '../../context'
import { LEAD_DETAIL_FIELDS } from '@ironyard/contract/lead-types'
import { listingPath } from '@ironyard/contract/listing-path'
import { LEAD_TYPES, leads, listings, makes, users, type Lead, type Listing } from '../../db/schema'
import { csvDollars, csvStream, type CsvCell } from '../../lib/csv'
import { AppError, parseOrThrow } from '../../lib/errors'
import { t } from '../../i18n'
import type { Locale } from '../../lib/locale'
import { ALL_LISTINGS, type ListingScope } from '../listing-admin/listing-scope'
import { leadDetailCell, leadDetailsOf } from './lead-details'

/**
 * The leads a scope covers (issue 15): staff, all; a partner member, the leads on their seller's
 * listings (not the general forms, nor other sellers' machines).
 */
export function leadScopeCondition(scope: ListingScope): SQL | undefined {
  if (scope.kind === 'all') return undefined
  return sql`${leads.listingId} IN (SELECT ${listings.id} FROM ${listings} WHERE ${listings.sellerId} = ${scope.sellerId})`
}

const filterSchema = z
  .object({
    type: z.enum(LEAD_TYPES).optional().nullable(),
    status: z.enum(ADMIN_LEAD_STATUSES).optional().nullable(),
    stockNumber: z.string().trim().max(40).optional().nullable(),
    /** Part of the e-mail address or name. */
    q: z.string().trim().max(100).optional().nullable(),
    /** Received more than this many hours ago (issue 36: the dashboard's "waiting over 24 h"). */
    olderThanHours: z.number().int().min(1).max(LEAD_OLDER_MAX_HOURS).optional().nullable(),
    /** Received in the last this many hours (the dashboard's "received in the last 7 days"). */
    newerThanHours: z.number().int().min(1).max(LEAD_OLDER_MAX_HOURS).optional().nullable(),
    /** `me`: the caller's; `none`: nobody's yet (issue 36, owners). */
    owner: z.enum(['me', 'none']).optional().nullable(),
    /** Default: newest first. */
    sort: z.enum(ADMIN_LEAD_SORTS).optional().nullable(),
    page: z.number().int().min(1).max(ADMIN_LOG_MAX_PAGE).optional().nullable(),
  })
  .strict()

export type AdminLeadFilter = z.input<typeof filterSchema>

/** `%` and `_` typed by staff are letters, not patterns. */
const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * The console's leads inbox (issue 14): newest first, by type, by waiting or contacted, by listing,
 * by part of the address or name; 50 a page with the total. The waiting ones use the partial index.
 */
/** The WHERE of an inbox filter (the table and its CSV export read the same rows). */
function leadsWhere(
  f: z.output<typeof filterSchema>,
  scope: ListingScope,
  /** The caller (the `owner: me` filter) and the request's clock (`olderThanHours`). */
  who: { userId?: string; now?: Date } = {},
): SQL | undefined {
  const where: SQL[] = []
  const scoped = leadScopeCondition(scope)
  if (scoped) where.push(scoped)
  if (f.type) where.push(eq(leads.type, f.type))
  const status = f.status ?? 'waiting'
  if (status === 'waiting') where.push(isNull(leads.contactedAt))
  if (status === 'contacted') where.push(isNotNull(leads.contactedAt))
  if (f.stockNumber) where.push(eq(leads.stockNumber, f.stockNumber.toUpperCase()))
  if (f.q) {
    const p = like(f.q)
    where.push(or(ilike(leads.email, p), ilike(leads.firstName, p), ilike(leads.lastName, p))!)
  }
  const now = who.now ?? new Date()
  if (f.olderThanHours) {
    where.push(lt(leads.createdAt, new Date(now.getTime() - f.olderThanHours * 3_600_000)))
  }
  if (f.newerThanHours) {
    where.push(gte(leads.createdAt, new Date(now.getTime() - f.newerThanHours * 3_600_000)))
  }
  if (f.owner === 'none') where.push(isNull(leads.ownerUserId))
  if (f.owner === 'me') where.push(eq(leads.ownerUserId, who.userId ?? ''))
  return where.length ? and(...where) : undefined
}

/** The inbox's order: newest first, or oldest first (issue 36: the waiting ones, in turn). */
const leadsOrder = (sort: AdminLeadSort | null | undefined) =>
  sort === 'oldest'
    ? [asc(leads.createdAt), asc(leads.id)]
    : [desc(leads.createdAt), desc(leads.id)]

/** The most rows one CSV export holds (newest first). */
export const LEADS_CSV_MAX_ROWS = 50_000

const CSV_COLUMNS = [
  'received',
  'type',
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'zip',
  'stockNumber',
  'offer',
  'message',
  'language',
  'contactedAt',
  'contactedBy',
  'listing',
] as const

/**
 * The inbox's rows as CSV (issue 14 "CSV export"): the same filter, headers in the reader's
 * language, formula-looking cells neutralised, at most 50,000 rows.
 */
export async function exportAdminLeadsCsv(
  deps: Pick<AppDeps, 'database' | 'now' | 'env'>,
  rawFilter: unknown,
  locale: Locale,
  /** Staff export every lead; a partner member the leads on their seller's listings. */
  scope: ListingScope = ALL_LISTINGS,
  /** The caller's user id (the `owner: me` filter). */
  userId?: string,
): Promise<{ filename: string; body: Readable }> {
  const f = parseOrThrow(filterSchema, rawFilter ?? {}, locale)
  const rows = await deps.database.db
    .select({
      lead: leads,
      listing: { year: listings.year, model: listings.model, makeName: makes.name },
    })
    .from(leads)
    .leftJoin(listings, eq(listings.id, leads.listingId))
    .leftJoin(makes, eq(makes.id, listings.makeId))
    .where(leadsWhere(f, scope, { userId, now: deps.now() }))
    .orderBy(...leadsOrder(f.sort))
    .limit(LEADS_CSV_MAX_ROWS)
  // Every form's own answers get a column (issue 36), after the columns every form shares.
  const header = [
    ...CSV_COLUMNS.map((c) => t(locale, `admin:leadsCsv.${c}`)),
    ...LEAD_DETAIL_FIELDS.map((k) => t(locale, `admin:leadDetails.${k}`)),
  ]
  const lines = rows.map(({ lead: l, listing }): CsvCell[] => {
    const details = leadDetailsOf(l)
    return [
      l.createdAt.toISOString(),
      t(locale, `admin:leadTypes.${l.type}`),
      l.firstName,
      l.lastName,
      l.email,
      l.phone,
      l.company,
      l.zip,
      l.stockNumber,
      csvDollars(l.offerAmountCents),
      l.message,
      l.locale,
      l.contactedAt?.toISOString() ?? null,
      l.contactedBy,
      l.stockNumber && listing?.makeName && listing.year != null && listing.model != null
        ? `${deps.env.WEB_URL.replace(/\/$/, '')}${listingPath({ year: listing.year, makeName: listing.makeName, model: listing.model, stockNumber: l.stockNumber }, locale)}`
        : null,
      ...LEAD_DETAIL_FIELDS.map((k) =>
        leadDetailCell(
          details.find((d) => d.key === k),
          locale,
        ),
      ),
    ]
  })
  const day = deps.now().toISOString().slice(0, 10)
  return { filename: `leads-${day}.csv`, body: csvStream([header, ...lines]) }
}

export async function listAdminLeads(
  deps: Pick<AppDeps, 'database'> & Partial<Pick<AppDeps, 'now'>>,
  scope: ListingScope,
  rawFilter: unknown,
  locale: Locale,
  /** The caller's user id (the `owner: me` filter). */
  userId?: string,
) {
  const f = parseOrThrow(filterSchema, rawFilter ?? {}, locale)
  const cond = leadsWhere(f, scope, { userId, now: deps.now?.() })
  const page = f.page ?? 1
  const { db } = deps.database
  const [rows, [total]] = await Promise.all([
    db
      .select({ lead: leads, listing: LEAD_LISTING, owner: LEAD_OWNER })
      .from(leads)
      .leftJoin(listings, eq(listings.id, leads.listingId))
      .leftJoin(makes, eq(makes.id, listings.makeId))
      .leftJoin(users, eq(users.id, leads.ownerUserId))
      .where(cond)
      .orderBy(...leadsOrder(f.sort))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(leads).where(cond),
  ])
  return {
    totalCount: Number(total.n),
    page,
    pageSize: ADMIN_PAGE_SIZE,
    nodes: rows.map((r) => adminLeadOf(r.lead, r.listing, r.owner)),
  }
}

/**
 * One lead's page (issue 36): the lead with every answer, if the scope covers it; another
 * seller's lead is NOT_FOUND like a missing one.
 */
export async function getAdminLead(
  deps: Pick<AppDeps, 'database'>,
  scope: ListingScope,
  rawId: unknown,
  locale: Locale,
) {
  const id = parseOrThrow(z.object({ id: leadIdSchema }), { id: rawId }, locale).id
  const [row] = await deps.database.db
    .select({ lead: leads, listing: LEAD_LISTING, owner: LEAD_OWNER })
    .from(leads)
    .leftJoin(listings, eq(listings.id, leads.listingId))
    .leftJoin(makes, eq(makes.id, listings.makeId))
    .leftJoin(users, eq(users.id, leads.ownerUserId))
    .where(and(eq(leads.id, id), leadScopeCondition(scope)))
  if (!row) throw new AppError('NOT_FOUND', { messageKey: 'admin:lead.notFound', vars: { id } })
  return adminLeadOf(row.lead, row.listing, row.owner)
}

const leadIdSchema = z.coerce.number().int().positive()

/** The machine a lead is about (issue 36): the inbox names it and links its page. */
const LEAD_LISTING = {
  year: listings.year,
  make: makes.name,
  model: listings.model,
  status: listings.status,
}
type LeadListing = { year: number | null; make: string | null; model: string | null } & {
  status: Listing['status'] | null
}

/** Who answers a lead (issue 36): a staff user or a member of the lead's partner. */
const LEAD_OWNER = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
}
type LeadOwnerRow = {
  id: string
  email: string
  firstName: string | null
  lastName: string | null
}

/** A lead as the console reads it (its notes come by their own field resolver). */
export type AdminLeadView = ReturnType<typeof adminLeadOf>

function adminLeadOf(l: Lead, listing: LeadListing | null, owner: LeadOwnerRow | null) {
  return {
    owner: owner
      ? {
          id: owner.id,
          email: owner.email,
          name: [owner.firstName, owner.lastName].filter(Boolean).join(' ') || null,
        }
      : null,
    listing:
      listing?.year != null && listing.make != null && listing.model != null && listing.status
        ? {
            title: `${listing.year} ${listing.make} ${listing.model}`,
            year: listing.year,
            make: listing.make,
            model: listing.model,
            status: listing.status,
          }
        : null,
    id: String(l.id),
    type: l.type,
    createdAt: l.createdAt,
    name: [l.firstName, l.lastName].filter(Boolean).join(' ') || null,
    email: l.email,
    phone: l.phone,
    company: l.company,
    zip: l.zip,
    stockNumber: l.stockNumber,
    offerAmountCents: l.offerAmountCents,
    message: l.message,
    locale: l.locale,
    contactedAt: l.contactedAt,
    contactedBy: l.contactedBy,
    details: leadDetailsOf(l),
  }
}
