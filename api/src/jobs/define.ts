import type { z } from 'zod'
import type { AppDeps } from '../context'

export type JobDeps = Pick<AppDeps, 'database' | 'env' | 'logger' | 'now'>

/**
 * A job: a topic, a zod schema for its payload (ids only, never personal data in clear: sign-in
 * mail seals its message, decision 020), and an idempotent handler (it may run more than once for
 * the same outbox row).
 */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  topic: string
  payloadSchema: S
  /** Attempts before the job is dead (listed in the dead-letter view). */
  maxAttempts: number
  /** Longest wait between attempts (default 5 minutes), for jobs that are useless when late. */
  maxBackoffMs?: number
  handle(
    deps: JobDeps,
    payload: z.infer<S>,
    ctx: { outboxId: number; attempt: number },
  ): Promise<void>
}

export function defineJob<S extends z.ZodType>(def: JobDefinition<S>): JobDefinition<S> {
  return def
}

/**
 * Thrown by a handler when no retry can help (the message it would send has expired): the row dies
 * at once, whatever attempts are left. The message says why; it is kept in the dead-letter view.
 */
export class JobGiveUp extends Error {
  override name = 'JobGiveUp'
}

/** Retry delay before attempt n+1: 2 s, 4 s, 8 s ... capped at `capMs` (5 minutes). */
export function backoffMs(attempt: number, capMs = 300_000): number {
  return Math.min(2000 * 2 ** Math.max(0, attempt - 1), capMs)
}
