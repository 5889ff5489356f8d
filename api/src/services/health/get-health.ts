import { sql } from 'drizzle-orm'
import type { AppDeps } from '../../context'
import { getQueueKind } from '../../lib/queue-kind'

export const API_VERSION: string = (require('../../../package.json') as { version: string }).version

export interface Health {
  status: 'ok' | 'degraded'
  database: string
  queue: string
  version: string
}

/** Liveness and what the api runs on. The database is pinged; a failure degrades, not throws. */
export async function getHealth(deps: Pick<AppDeps, 'database' | 'env'>): Promise<Health> {
  let status: Health['status'] = 'ok'
  try {
    await deps.database.rows(sql`SELECT 1`)
  } catch {
    status = 'degraded'
  }
  return {
    status,
    database: deps.database.kind,
    queue: getQueueKind(deps.env),
    version: API_VERSION,
  }
}
