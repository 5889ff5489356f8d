import type { signinEvents } from '../../db/schema'
import { CLIENT_INSTANT_RANGE, isClientInstant } from '@ironyard/contract/client-instant'
import { jsonBytes } from '@ironyard/contract/json-size'
import type { SigninContext } from '../context'
import { signinError } from '../errors'
import { SchemaError } from './schema'

type NewSigninEvent = typeof signinEvents.$inferInsert

/** A batch of the SDK's event log: at most this many events, details at most this many bytes. */
export const MAX_EVENTS = 50
const MAX_DETAILS_BYTES = 4096

/**
 * The rows to store for a `POST /sdk/v1/events` body: events of this project only (others are
 * skipped, as Stytch does). The SDK sends an HTTP status as an integer and its clock as an ISO
 * date: anything else in those two fields is refused as a schema error (HTTP 400), since the
 * columns (int4, timestamptz) would refuse it at insert time.
 */
export function sdkEventRows(ctx: SigninContext, items: unknown): NewSigninEvent[] {
  if (!Array.isArray(items) || items.length > MAX_EVENTS) {
    throw signinError('bad_request', {
      message: `Expected a JSON array of at most ${MAX_EVENTS} events.`,
    })
  }
  const issues: { dataPath: string; message: string }[] = []
  const rows = items.flatMap((item: unknown, i): NewSigninEvent[] => {
    const { telemetry, event } = (item ?? {}) as {
      telemetry?: Record<string, unknown>
      event?: Record<string, unknown>
    }
    if (!event || typeof event.event_name !== 'string') return []
    if (event.public_token !== ctx.config.publicToken) return []
    const str = (v: unknown, max = 200) => (typeof v === 'string' ? v.slice(0, max) : null)
    const status = event.http_status_code ?? null
    if (
      status !== null &&
      !(Number.isInteger(status) && (status as number) >= 100 && (status as number) <= 599)
    ) {
      issues.push({
        dataPath: `[${i}].event.http_status_code`,
        message: 'should be integer between 100 and 599',
      })
    }
    const sentAt = telemetry?.client_sent_at ?? null
    if (sentAt !== null && !(typeof sentAt === 'string' && isClientInstant(sentAt))) {
      issues.push({
        dataPath: `[${i}].telemetry.client_sent_at`,
        message: `should be ${CLIENT_INSTANT_RANGE}`,
      })
    }
    const sdk = telemetry?.sdk as { version?: unknown } | undefined
    const details =
      event.details && typeof event.details === 'object' && !Array.isArray(event.details)
        ? (event.details as Record<string, unknown>)
        : {}
    return [
      {
        eventName: event.event_name.slice(0, 100),
        publicToken: ctx.config.publicToken,
        details: jsonBytes(details) <= MAX_DETAILS_BYTES ? details : {},
        errorCode: str(event.error_code),
        errorDescription: str(event.error_description, 1000),
        httpStatusCode: typeof status === 'number' ? status : null,
        appSessionId: str(telemetry?.app_session_id),
        persistentId: str(telemetry?.persistent_id),
        sdkVersion: str(sdk?.version),
        clientSentAt: typeof sentAt === 'string' ? new Date(sentAt) : null,
        createdAt: ctx.now(),
      },
    ]
  })
  if (issues.length) throw new SchemaError(issues)
  return rows
}
