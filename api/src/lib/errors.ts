import { GraphQLError } from 'graphql'
import { ZodError } from 'zod'
import { t, type MessageKey, type MessageVars } from '../i18n'
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

/** What an AppError says: a catalogue key (+ vars), never prose (decision 023). */
export type AppErrorText = { messageKey: MessageKey; vars?: MessageVars }

/**
 * An answer the api gives on purpose, with a message KEY: `message` is the English text (logs),
 * and the boundary (GraphQL result, REST error handler) answers in the caller's locale
 * with `messageFor(locale)`; GraphQL also sends `extensions.messageKey`.
 */
export class AppError extends Error {
  readonly code: ErrorCode
  readonly fields?: FieldError[]
  readonly retryAfterSeconds?: number
  readonly messageKey: MessageKey
  readonly vars?: MessageVars
  /** The language the caller chose in its input (a lead's `locale`), over the request's. */
  readonly locale?: Locale

  constructor(
    code: ErrorCode,
    text: AppErrorText,
    opts: {
      fields?: FieldError[]
      retryAfterSeconds?: number
      cause?: unknown
      locale?: Locale
    } = {},
  ) {
    super(t('en', text.messageKey, text.vars), { cause: opts.cause })
    this.name = 'AppError'
    this.code = code
    this.fields = opts.fields
    this.retryAfterSeconds = opts.retryAfterSeconds
    this.locale = opts.locale
    this.messageKey = text.messageKey
    this.vars = text.vars
  }

  get status(): number {
    return HTTP_STATUS[this.code]
  }

  /** The message in the caller's chosen language, else in `locale`. */
  messageFor(locale: Locale): string {
    return t(this.locale ?? locale, this.messageKey, this.vars)
  }

  toGraphQLError(locale: Locale = 'en'): GraphQLError {
    return new GraphQLError(this.messageFor(locale), {
      extensions: {
        code: this.code,
        http: { status: this.status },
        messageKey: this.messageKey,
        ...(this.vars ? { messageVars: this.vars } : {}),
        ...(this.fields ? { fields: this.fields } : {}),
        ...(this.retryAfterSeconds ? { retryAfterSeconds: this.retryAfterSeconds } : {}),
      },
    })
  }

  toJSON(locale: Locale = 'en') {
    return {
      error: {
        code: this.code,
        message: this.messageFor(locale),
        messageKey: this.messageKey,
        ...(this.fields ? { fields: this.fields } : {}),
      },
    }
  }
}

/**
 * Map zod issues to field errors. A schema can put a translation key in an issue's message
 * as `key:validation.emailInvalid`; otherwise the key is derived from the issue code.
 */
export function fromZodError(
  error: ZodError,
  message: AppErrorText = { messageKey: 'errors:input.invalid' },
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

/**
 * `safeParse` that never throws. zod 4 still reads `.length` (and compares it) on a value of the
 * wrong type while it collects issues, so JSON such as `{"length":{"toString":1}}` makes
 * `safeParse` itself throw a TypeError (issue 31): that is bad input, not a fault of ours.
 */
export function safeParseInput<R>(
  schema: { safeParse(v: unknown): R },
  value: unknown,
): R | { success: false; error: ZodError } {
  try {
    return schema.safeParse(value)
  } catch (err) {
    if (!(err instanceof TypeError || err instanceof RangeError)) throw err
    const issue = { code: 'custom', path: [], message: 'key:validation.invalid', input: value }
    return { success: false, error: new ZodError([issue as never]) }
  }
}

/** Parse with a zod schema or throw a VALIDATION AppError listing every field. */
export function parseOrThrow<T>(
  schema: {
    safeParse(v: unknown): { success: true; data: T } | { success: false; error: ZodError }
  },
  value: unknown,
  locale: Locale = 'en',
): T {
  const result = safeParseInput(schema, value)
  if (!result.success) throw fromZodError(result.error, undefined, locale)
  return result.data
}
