import { ApiError } from './api-client'

/** The api's error codes that are the client's fault, and the status a route handler answers. */
const CLIENT_STATUS: Record<string, number> = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
}

/**
 * The HTTP status a route handler answers for an error of the api call it made: the api's
 * refusals stay client errors (4xx, issue 12); anything else is a bad gateway (502).
 */
export function apiErrorStatus(e: unknown): number {
  if (e instanceof ApiError && Object.hasOwn(CLIENT_STATUS, e.code)) return CLIENT_STATUS[e.code]
  return 502
}
