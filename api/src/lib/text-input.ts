import type { Locale } from './locale'
import { AppError, type FieldError } from './errors'
import { translateValidation, type ValidationKey } from './validation-messages'
import { findControlCharacters, type PathSegment } from '@ironyard/contract/control-characters'

/**
 * Control characters are refused in text the api accepts (GraphQL variables and literals, REST
 * and sign-in path parameters, query strings and bodies, the analytics batch) with 400
 * VALIDATION naming the field, before anything runs (no rate-limit counter is charged, no query
 * is sent). The rule itself (which characters, which fields are multi-line, the walk) is
 * @ironyard/contract/control-characters: the web refuses the same before it forwards.
 */
export {
  findControlCharacters,
  hasForbiddenControl,
  MULTILINE_FIELDS,
  type PathSegment,
} from '@ironyard/contract/control-characters'

export const CONTROL_CHARACTER_KEY: ValidationKey = 'validation.controlCharacters'

/** A path as field errors name it (`batch.0.description`); control characters escaped. */
export function formatPath(path: readonly PathSegment[]): string {
  const text = path.map(String).join('.') || '(root)'
  // eslint-disable-next-line no-control-regex
  const escaped = text.replace(/[\u0000-\u001f\u007f]/g, (c) => {
    return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`
  })
  return escaped.length > 200 ? `${escaped.slice(0, 200)}…` : escaped
}

/** The VALIDATION answer naming each field, in the caller's language. */
export function controlCharacterError(paths: readonly PathSegment[][], locale: Locale): AppError {
  const message = translateValidation(CONTROL_CHARACTER_KEY, locale)
  const fields: FieldError[] = paths.map((p) => ({
    path: formatPath(p),
    message,
    key: CONTROL_CHARACTER_KEY,
  }))
  return new AppError(
    'VALIDATION',
    { messageKey: `validation:${CONTROL_CHARACTER_KEY}` },
    { fields, locale },
  )
}

/** Throw the VALIDATION answer when any text in `value` breaks the rule. */
export function assertNoControlCharacters(
  value: unknown,
  locale: Locale,
  base: readonly PathSegment[] = [],
): void {
  const found = findControlCharacters(value, base)
  if (found.length) throw controlCharacterError(found, locale)
}
