import { inspectionIssueKey } from '@ironyard/contract/admin-inspection'
import type { ZodError } from 'zod'
import { t, type MessageKey } from '../../i18n'
import { AppError, safeParseInput, type FieldError } from '../../lib/errors'
import type { Locale } from '../../lib/locale'

/** The catalogue key of one of the contract's inspection messages (`inspection:dateFuture`). */
export const inspectionErrorKey = (message: string): MessageKey =>
  `inspection-admin:errors.${inspectionIssueKey(message)}`

/** One field error in the caller's language, by contract key (`dateFuture`) or message. */
export function inspectionFieldError(path: string, message: string, locale: Locale): FieldError {
  const key = inspectionErrorKey(
    message.startsWith('inspection:') ? message : `inspection:${message}`,
  )
  return { path, key, message: t(locale, key) }
}

/**
 * Parse with one of the contract's inspection schemas, or refuse with every field's error in the
 * caller's language (`pointRatings.12`: the 13th point's rating).
 */
export function parseInspectionInput<T>(
  schema: {
    safeParse(v: unknown): { success: true; data: T } | { success: false; error: ZodError }
  },
  value: unknown,
  locale: Locale,
): T {
  const result = safeParseInput(schema, value)
  if (result.success) return result.data
  throw inspectionValidation(
    result.error.issues.map((issue) =>
      inspectionFieldError(issue.path.map(String).join('.') || '(root)', issue.message, locale),
    ),
  )
}

export const inspectionValidation = (fields: FieldError[]) =>
  new AppError('VALIDATION', { messageKey: 'errors:input.invalid' }, { fields })
