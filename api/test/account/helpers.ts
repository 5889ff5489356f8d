import { sql } from 'drizzle-orm'
import type { CurrentUser } from '../../src/context'
import type { JobDeps } from '../../src/jobs/define'
import { runJob } from '../../src/jobs/runner'
import type { Database } from '../../src/db/client'
import type { Env } from '../../src/lib/env'
import { linkUser } from '../../src/services/users/link-user'
import { createTestApp, type TestApp } from '../helpers/app'

/** The clock of the account suites: after the demo inventory's as-of date. */
export const NOW = new Date('2026-11-20T15:00:00Z')

export interface AccountTestApp extends TestApp {
  /** Act as this user for the next requests (null: anonymous). */
  as(user: CurrentUser | null): void
  clock: { now: Date }
}

/**
 * An in-process api whose "signed-in user" is whoever `as()` last named, standing in for the
 * sign-in session check (the sign-in suites test that part).
 */
export async function createAccountApp(
  opts: { env?: Partial<Record<keyof Env, string>> } = {},
): Promise<AccountTestApp> {
  let current: CurrentUser | null = null
  const clock = { now: NOW }
  const t = await createTestApp({
    env: opts.env,
    authenticate: () => Promise.resolve(current),
    now: () => clock.now,
  })
  return {
    ...t,
    clock,
    as(user) {
      current = user
    },
  }
}

let n = 0
/** A marketplace user as the sign-in link creates it. */
export async function createUser(
  database: Database,
  fields: { email?: string; firstName?: string | null; lastName?: string | null } = {},
  now: Date = NOW,
): Promise<CurrentUser> {
  n++
  const id = `user-test-${n.toString().padStart(4, '0')}-${Math.random().toString(36).slice(2, 8)}`
  const row = await linkUser(
    database,
    {
      userId: id,
      email: fields.email ?? `user${n}@example.com`,
      firstName: fields.firstName === undefined ? 'Ana' : fields.firstName,
      lastName: fields.lastName === undefined ? 'García' : fields.lastName,
    },
    now,
  )
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    roles: ['stytch_user'],
    sessionId: `session-${id}`,
  }
}

/** The first error's code and field keys of a GraphQL answer. */
export function errorOf(res: {
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>
}) {
  const e = res.errors?.[0]
  return {
    code: e?.extensions?.code as string | undefined,
    fields: (e?.extensions?.fields ?? []) as Array<{ path: string; key: string; message: string }>,
  }
}

/**
 * Run every open outbox row's handler, in order, until none is left (jobs enqueue jobs). The
 * runner's own claim compares `available_at` (set by the database's clock) with the job clock;
 * the suites' clock is fixed in the past, so rows are run directly, with the same handlers.
 */
export async function drainOutbox(deps: JobDeps): Promise<string[]> {
  const ran: string[] = []
  for (let round = 0; round < 10; round++) {
    const rows = await deps.database.rows<{
      id: number
      topic: string
      payload: Record<string, unknown>
    }>(
      sql`SELECT id, topic, payload FROM outbox WHERE completed_at IS NULL AND dead_at IS NULL ORDER BY id`,
    )
    if (!rows.length) return ran
    for (const row of rows) {
      await runJob(deps, { ...row, id: Number(row.id) }, 1)
      ran.push(row.topic)
    }
  }
  throw new Error('outbox did not drain in 10 rounds')
}
