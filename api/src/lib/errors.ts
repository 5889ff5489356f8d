import { GraphQLError } from 'graphql'
import type { ZodError } from 'zod'
import type { Locale } from './locale'
import { isCatalogueKey, translateValidation } from './validation-messages'

/** The short list of codes the whole product answers with (style.md). */
export const ERROR_CODES = [
  'NOT_FOUND',
  'FORBIDDEN',
  'UNAUTHENTICATED',
  'VALIDATION',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'BAD_REQUEST',
  'INTERNAL',
] as const
export type ErrorCode = (typeof ERROR_CODES)[number]

export const HTTP_STATUS: Record<ErrorCode, number> = {
  NOT_FOUND: 404,
  FORBIDDEN: 403,
  UNAUTHENTICATED: 401,
  VALIDATION: 400,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  BAD_REQUEST: 400,
  INTERNAL: 500,
}

/**
 * One field-level problem. `message` is English for logs and API clients; `key` is the
 * translation key the web shows (`validation.emailInvalid`), `params` fills it in.
 */
export interface FieldError {
  path: string
  message: string
  key: string
  params?: Record<string, string | number>
}

export class AppError extends Error {
  readonly code: ErrorCode
  readonly fields?: FieldError[]
  readonly retryAfterSeconds?: number

  constructor(
    code: ErrorCode,
    message: string,
    opts: { fields?: FieldError[]; retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: opts.cause })
    this.name = 'AppError'
    this.code = code
    this.fields = opts.fields
    this.retryAfterSeconds = opts.retryAfterSeconds
  }

  get status(): number {
    return HTTP_STATUS[this.code]
  }

  toGraphQLError(): GraphQLError {
    return new GraphQLError(this.message, {
      extensions: {
        code: this.code,
        http: { status: this.status },
        ...(this.fields ? { fields: this.fields } : {}),
        ...(this.retryAfterSeconds ? { retryAfterSeconds: this.retryAfterSeconds } : {}),
      },
    })
  }

  toJSON() {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.fields ? { fields: this.fields } : {}),
      },
    }
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`)

/**
 * Map zod issues to field errors. A schema can put a translation key in an issue's message
 * as `key:validation.emailInvalid`; otherwise the key is derived from the issue code.
 */
export function fromZodError(
  error: ZodError,
  message = 'Invalid input',
  locale: Locale = 'en',
): AppError {
  const fields: FieldError[] = error.issues.map((issue) => {
    const path = issue.path.map(String).join('.') || '(root)'
    // `key:<translation key>` or `key:<translation key>|<message when the key is not a catalogue one>`
    const keyed = /^key:([\w.]+)(?:\|(.*))?$/s.exec(issue.message)
    if (keyed) {
      const known = isCatalogueKey(keyed[1])
      return {
        path,
        key: keyed[1],
        message: known ? translateValidation(keyed[1], locale) : (keyed[2] ?? keyed[1]),
      }
    }
    return { path, key: `validation.${issue.code}`, message: issue.message }
  })
  return new AppError('VALIDATION', message, { fields })
}

/** Parse with a zod schema or throw a VALIDATION AppError listing every field. */
export function parseOrThrow<T>(
  schema: {
    safeParse(v: unknown): { success: true; data: T } | { success: false; error: ZodError }
  },
  value: unknown,
  locale: Locale = 'en',
): T {
  const result = schema.safeParse(value)
  if (!result.success) throw fromZodError(result.error, 'Invalid input', locale)
  return result.data
}
