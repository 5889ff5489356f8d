/*
 * Plain TypeScript with no server imports: client components read action results through it.
 */

/** One error from the api, with its code (NOT_FOUND, VALIDATION, ...) and field errors. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly fields: Array<{ path: string; key: string; message: string }> = [],
    readonly status?: number,
    /** The api's message key (`validation:form.idempotencyConflict`): what to compare, never the text. */
    readonly messageKey?: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** One field the api refused: its input path, spec §5 key and the api's translated text. */
export interface FieldError {
  path: string
  /** Spec §5 key, e.g. `validation.firstNameRequired`. */
  key: string
  /** The api's text in the request's language, for keys the web has no text for. */
  message: string
}

/** What every failure carries besides its kind: the api's code, message key and text. */
interface FailureBase {
  fields: FieldError[]
  message: string
  /** The api's message key (`extensions.messageKey`, e.g. `validation:form.idempotencyConflict`). */
  messageKey?: string
}

/**
 * What an api error means to the web (the ONE place the web reads an ApiError's shape):
 * - `fields`: the api refused some inputs (VALIDATION with field errors);
 * - `notFound`: the thing asked for does not exist (or not for this visitor);
 * - `unauthenticated`: the visitor must sign in (again);
 * - `form`: any other refusal or failure, with the api's code (INTERNAL when not an api answer).
 */
export type ApiFailure =
  | (FailureBase & { kind: 'fields'; code: 'VALIDATION' })
  | (FailureBase & { kind: 'notFound'; code: 'NOT_FOUND' })
  | (FailureBase & { kind: 'unauthenticated'; code: 'UNAUTHENTICATED' })
  | (FailureBase & { kind: 'form'; code: string })

/** Maps anything a data loader or action caught to what it means (see ApiFailure). */
export function mapApiError(e: unknown): ApiFailure {
  if (!(e instanceof ApiError)) return { kind: 'form', code: 'INTERNAL', fields: [], message: '' }
  const { code, fields, message, messageKey } = e
  const base = { fields, message, messageKey }
  if (code === 'VALIDATION' && fields.length > 0) return { ...base, kind: 'fields', code }
  if (code === 'NOT_FOUND') return { ...base, kind: 'notFound', code }
  if (code === 'UNAUTHENTICATED') return { ...base, kind: 'unauthenticated', code }
  return { ...base, kind: 'form', code }
}

/** True when `e` is an api answer with one of these codes (e.g. `isApiError(e, 'NOT_FOUND')`). */
export function isApiError(e: unknown, ...codes: string[]): e is ApiError {
  return e instanceof ApiError && (codes.length === 0 || codes.includes(e.code))
}

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
