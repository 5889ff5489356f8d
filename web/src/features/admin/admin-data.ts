import {
  ADMIN_LEAD_STATUSES,
  ADMIN_LOG_MAX_PAGE,
  adminPage,
  type AdminLeadStatus,
} from '@ironyard/contract/admin-console'
import { LEAD_TYPES, type LeadType } from '@ironyard/contract/forms/leads'
import {
  AdminDashboardDocument,
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

export { LEAD_TYPES }
export const LEAD_STATUSES = ADMIN_LEAD_STATUSES

type Raw = Record<string, string | string[] | undefined>
const one = (raw: Raw, key: string): string | undefined => {
  const v = raw[key]
  const s = (Array.isArray(v) ? v[0] : v)?.trim()
  return s ? s.slice(0, 200) : undefined
}
const pageOf = (raw: Raw): number => adminPage(one(raw, 'page'), ADMIN_LOG_MAX_PAGE)

/** The inbox's filter from its URL (a GET form): unknown values are dropped, not refused. */
export function leadFilterFromParams(raw: Raw): AdminLeadFilter & { page: number } {
  const type = one(raw, 'type') as LeadType | undefined
  const status = one(raw, 'status') as AdminLeadStatus | undefined
  return {
    type: type && LEAD_TYPES.includes(type) ? type : undefined,
    status: status && LEAD_STATUSES.includes(status) ? status : 'waiting',
    stockNumber: one(raw, 'stock')?.slice(0, 40),
    q: one(raw, 'q')?.slice(0, 100),
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
