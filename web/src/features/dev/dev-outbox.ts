import { env } from '@/lib/env'

/** A message of the api's local outbox (GET /dev/outbox, not served in production). */
export interface OutboxMessage {
  id: number
  channel: string
  template: string
  locale: string
  to: string
  from: string
  subject: string | null
  text: string
  html: string | null
  links: string[]
  transport: string
  createdAt: string
}

export type OutboxResult =
  { kind: 'ok'; messages: OutboxMessage[] } | { kind: 'absent' } | { kind: 'error'; reason: string }

/**
 * The api's outbox, newest first. 'absent' when the api does not serve it (production): the
 * development page is then a 404 too.
 */
export async function readOutbox(to?: string | null): Promise<OutboxResult> {
  const q = new URLSearchParams({ limit: '200' })
  if (to) q.set('to', to.trim().toLowerCase().slice(0, 320))
  let res: Response
  try {
    res = await fetch(`${env.apiUrl}/dev/outbox?${q.toString()}`, { cache: 'no-store' })
  } catch (e) {
    return { kind: 'error', reason: String(e) }
  }
  if (res.status === 404) return { kind: 'absent' }
  if (!res.ok) return { kind: 'error', reason: `HTTP ${res.status}` }
  const body = (await res.json()) as { messages: OutboxMessage[] }
  return { kind: 'ok', messages: [...body.messages].reverse() }
}

/** A job that failed every attempt (the api's dead-letter view, GET /dev/jobs/dead). */
export interface DeadJob {
  id: number
  topic: string
  payload: unknown
  attempts: number
  lastError: string | null
  createdAt: string
  deadAt: string | null
}

export type DeadJobsResult =
  { kind: 'ok'; jobs: DeadJob[] } | { kind: 'absent' } | { kind: 'error'; reason: string }

/** The dead jobs, newest first; 'absent' when the api does not serve them (production). */
export async function readDeadJobs(): Promise<DeadJobsResult> {
  let res: Response
  try {
    res = await fetch(`${env.apiUrl}/dev/jobs/dead`, { cache: 'no-store' })
  } catch (e) {
    return { kind: 'error', reason: String(e) }
  }
  if (res.status === 404) return { kind: 'absent' }
  if (!res.ok) return { kind: 'error', reason: `HTTP ${res.status}` }
  const body = (await res.json()) as { jobs: DeadJob[] }
  return { kind: 'ok', jobs: body.jobs }
}

/**
 * Put a dead job back in line (POST /dev/jobs/dead/:id/retry). False when the api does not know
 * it as dead (retried already, or not served: production).
 */
export async function requestDeadJobRetry(id: number): Promise<boolean> {
  try {
    const res = await fetch(`${env.apiUrl}/dev/jobs/dead/${id}/retry`, {
      method: 'POST',
      cache: 'no-store',
    })
    return res.ok
  } catch {
    return false
  }
}
