import { and, eq } from 'drizzle-orm'
import type { CurrentUser } from '../../src/context'
import type { Database } from '../../src/db/client'
import { auditLog } from '../../src/db/schema'
import { createTestApp, type TestApp } from '../helpers/app'
import { insertBidder } from '../auctions/bidding-fixtures'

/** Helpers of the console's auction suites (issue 34). */

export interface AdminApp extends TestApp {
  /** Act as this user for the next requests (null: anonymous). */
  as(user: CurrentUser | null): void
  admin: CurrentUser
}

export async function createAdminApp(): Promise<AdminApp> {
  let current: CurrentUser | null = null
  const t = await createTestApp({ authenticate: () => Promise.resolve(current) })
  const admin = await insertBidder(t.database, 'staff', { roles: ['stytch_user', 'admin'] })
  current = admin
  return {
    ...t,
    admin,
    as(user) {
      current = user
    },
  }
}

/** An hour from now, a week from now, as ISO text (the DateTime scalar's). */
export const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString()

let serial = 0
/** A form's worth of a new online auction, each with its own name. */
export function auctionInput(over: Record<string, unknown> = {}) {
  const n = ++serial
  return {
    name: `Console Test Sale ${n} ${Math.random().toString(36).slice(2, 7)}`,
    nameEs: `Subasta de prueba ${n}`,
    format: 'online',
    startsAt: inHours(-1),
    endsAt: inHours(24 * 7),
    timeZone: 'America/Chicago',
    city: 'Austin',
    state: 'TX',
    ...over,
  }
}

export const CREATE = `mutation ($input: CreateAuctionInput!) {
  createAuction(input: $input) { slug name format startsAt endsAt timeZone lotIntervalSeconds softCloseSeconds lotCount }
}`
export const ADD = `mutation ($slug: String!, $stock: String!, $start: Int!, $reserve: Int) {
  addAuctionLot(auctionSlug: $slug, stockNumber: $stock, startingBidCents: $start, reserveCents: $reserve) {
    id lotNumber title status closesAt startingBidCents listing { stockNumber }
  }
}`
export const WITHDRAW = `mutation ($id: ID!, $reason: String!) {
  withdrawAuctionLot(lotId: $id, reason: $reason) { id status }
}`
export const LIMIT = `mutation ($email: String!, $cents: Int!) {
  setBiddingLimit(email: $email, limitCents: $cents) { email limitCents setBy }
}`

/** The audit entries of one action and record. */
export function auditOf(database: Database, action: string, entityKey: string) {
  return database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityKey, entityKey)))
}

export interface GqlError {
  message: string
  extensions?: {
    code?: string
    messageKey?: string
    fields?: Array<{ path: string; key: string; message: string }>
  }
}

/** The first error's code and its fields as `path: key`. */
export const problem = (errors: GqlError[] | undefined) => ({
  code: errors?.[0]?.extensions?.code,
  fields: (errors?.[0]?.extensions?.fields ?? []).map((f) => `${f.path}: ${f.key}`),
})
