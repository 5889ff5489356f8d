import {
  ADMIN_LEAD_STATUSES,
  ADMIN_LOG_MAX_PAGE,
  adminPage,
  type AdminLeadStatus,
} from '@ironyard/contract/admin-console'
import {
  ADMIN_LEAD_SORTS,
  LEAD_OLDER_MAX_HOURS,
  type AdminLeadSort,
} from '@ironyard/contract/console-work'
import { LEAD_TYPES, type LeadType } from '@ironyard/contract/forms/leads'
import {
  AdminDashboardDocument,
  BulkUpdateLeadsDocument,
  ConsoleWorkDocument,
  LeadBulkOperationDocument,
  LeadOwnersDocument,
  UndoLeadBulkOperationDocument,
  type AdminLeadOwnerFilter,
  type LeadBulkInput,
  AdminLeadDocument,
  AdminLeadsDocument,
  AuditLogDocument,
  MarkLeadContactedDocument,
  type AdminLeadFilter,
  type AuditFilter,
} from '@/graphql/__generated__/graphql'
import type { Locale } from '@/i18n/settings'
import { gql } from '@/lib/api-client'
import { isApiError } from '@/lib/api-errors'

/** The console's dashboard, as the signed-in admin (the api checks the role again). */
export async function getAdminDashboard(locale: Locale) {
  const { adminDashboard } = await gql(AdminDashboardDocument, {}, { locale, session: true })
  return adminDashboard
}

export type AdminDashboardData = Awaited<ReturnType<typeof getAdminDashboard>>

/**
 * The dashboard's work lists (issue 36, point 9): staff's, or a partner member's own partner's
 * (the api scopes them).
 */
export async function getConsoleWork(locale: Locale) {
  const { consoleWork } = await gql(ConsoleWorkDocument, {}, { locale, session: true })
  return consoleWork
}
export type ConsoleWorkData = Awaited<ReturnType<typeof getConsoleWork>>

export { LEAD_TYPES }
export const LEAD_STATUSES = ADMIN_LEAD_STATUSES

type Raw = Record<string, string | string[] | undefined>
const one = (raw: Raw, key: string): string | undefined => {
  const v = raw[key]
  const s = (Array.isArray(v) ? v[0] : v)?.trim()
  return s ? s.slice(0, 200) : undefined
}
const pageOf = (raw: Raw): number => adminPage(one(raw, 'page'), ADMIN_LOG_MAX_PAGE)

/** Hours typed in a URL (`older=24`): a whole number from 1 to a year, else none. */
const hoursOf = (raw: string | undefined): number | undefined => {
  const h = /^\d{1,4}$/.test(raw ?? '') ? Number(raw) : 0
  return h >= 1 && h <= LEAD_OLDER_MAX_HOURS ? h : undefined
}
const OWNER_FILTERS: readonly AdminLeadOwnerFilter[] = ['me', 'none']

/** The inbox's filter from its URL (a GET form): unknown values are dropped, not refused. */
export function leadFilterFromParams(raw: Raw): AdminLeadFilter & { page: number } {
  const type = one(raw, 'type') as LeadType | undefined
  const status = one(raw, 'status') as AdminLeadStatus | undefined
  const owner = one(raw, 'owner') as AdminLeadOwnerFilter | undefined
  const sort = one(raw, 'sort') as AdminLeadSort | undefined
  return {
    type: type && LEAD_TYPES.includes(type) ? type : undefined,
    status: status && LEAD_STATUSES.includes(status) ? status : 'waiting',
    stockNumber: one(raw, 'stock')?.slice(0, 40),
    q: one(raw, 'q')?.slice(0, 100),
    olderThanHours: hoursOf(one(raw, 'older')),
    newerThanHours: hoursOf(one(raw, 'newer')),
    owner: owner && OWNER_FILTERS.includes(owner) ? owner : undefined,
    sort: sort && ADMIN_LEAD_SORTS.includes(sort) && sort !== 'newest' ? sort : undefined,
    page: pageOf(raw),
  }
}

/** The inbox URL of a filter (page 1 unless given). */
export function leadsHref(base: string, f: AdminLeadFilter, page = 1): string {
  const q = new URLSearchParams()
  if (f.type) q.set('type', f.type)
  if (f.status && f.status !== 'waiting') q.set('status', f.status)
  if (f.stockNumber) q.set('stock', f.stockNumber)
  if (f.q) q.set('q', f.q)
  if (f.olderThanHours) q.set('older', String(f.olderThanHours))
  if (f.newerThanHours) q.set('newer', String(f.newerThanHours))
  if (f.owner) q.set('owner', f.owner)
  if (f.sort && f.sort !== 'newest') q.set('sort', f.sort)
  if (page > 1) q.set('page', String(page))
  const s = q.toString()
  return s ? `${base}?${s}` : base
}

export async function getAdminLeads(filter: AdminLeadFilter, locale: Locale) {
  const { adminLeads } = await gql(AdminLeadsDocument, { filter }, { locale, session: true })
  return adminLeads
}

export type AdminLeadsData = Awaited<ReturnType<typeof getAdminLeads>>

/** One lead (its page), or null when missing or outside the signed-in member's scope. */
export async function getAdminLead(id: string, locale: Locale) {
  try {
    const { adminLead } = await gql(AdminLeadDocument, { id }, { locale, session: true })
    return adminLead
  } catch (e) {
    if (isApiError(e, 'NOT_FOUND')) return null
    throw e
  }
}

export async function markLeadContacted(id: string, locale: Locale) {
  const { markLeadContacted } = await gql(
    MarkLeadContactedDocument,
    { id },
    { locale, session: true },
  )
  return markLeadContacted
}

/** The audit log's filter from its URL. */
export function auditFilterFromParams(raw: Raw): AuditFilter & { page: number } {
  return {
    entityType: one(raw, 'entity')?.slice(0, 40),
    entityKey: one(raw, 'key')?.slice(0, 100),
    actor: one(raw, 'actor')?.slice(0, 254),
    page: pageOf(raw),
  }
}

export function auditHref(base: string, f: AuditFilter, page = 1): string {
  const q = new URLSearchParams()
  if (f.entityType) q.set('entity', f.entityType)
  if (f.entityKey) q.set('key', f.entityKey)
  if (f.actor) q.set('actor', f.actor)
  if (page > 1) q.set('page', String(page))
  const s = q.toString()
  return s ? `${base}?${s}` : base
}

export async function getAuditLog(filter: AuditFilter, locale: Locale) {
  const { auditLog } = await gql(AuditLogDocument, { filter }, { locale, session: true })
  return auditLog
}

export type AuditLogData = Awaited<ReturnType<typeof getAuditLog>>

/** Who the signed-in user may give leads to (staff users; a partner's members). */
export async function getLeadOwners(locale: Locale) {
  const { leadOwners } = await gql(LeadOwnersDocument, {}, { locale, session: true })
  return leadOwners
}
export type LeadOwnersData = Awaited<ReturnType<typeof getLeadOwners>>

/** One of the signed-in user's bulk operations (the inbox's Undo notice), or null. */
export async function getLeadBulkOperation(id: string, locale: Locale) {
  try {
    const { leadBulkOperation } = await gql(
      LeadBulkOperationDocument,
      { id },
      { locale, session: true },
    )
    return leadBulkOperation
  } catch (e) {
    if (isApiError(e, 'NOT_FOUND') || isApiError(e, 'VALIDATION')) return null
    throw e
  }
}
export type LeadBulkOperationData = NonNullable<Awaited<ReturnType<typeof getLeadBulkOperation>>>

export async function bulkUpdateLeads(input: LeadBulkInput, locale: Locale) {
  const { bulkUpdateLeads } = await gql(
    BulkUpdateLeadsDocument,
    { input },
    { locale, session: true },
  )
  return bulkUpdateLeads
}

export async function undoLeadBulkOperation(id: string, locale: Locale) {
  const { undoLeadBulkOperation } = await gql(
    UndoLeadBulkOperationDocument,
    { id },
    { locale, session: true },
  )
  return undoLeadBulkOperation
}
