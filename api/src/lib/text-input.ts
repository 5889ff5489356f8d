import type { Locale } from './locale'
import { AppError, type FieldError } from './errors'
import { translateValidation, type ValidationKey } from './validation-messages'

/**
 * The one rule for control characters in text the api accepts (GraphQL variables and literals,
 * REST and sign-in path parameters, query strings and bodies, the analytics batch).
 *
 * PostgreSQL cannot store U+0000 in text or jsonb, and no form of the product can produce the
 * rest of the C0 set (U+0001-U+001F) or DEL (U+007F): they only arrive from scripts, and they
 * break logs, mail headers and CSV downloads. So every string is refused when it holds one,
 * with 400 VALIDATION naming the field, before anything runs (no rate-limit counter is charged,
 * no query is sent).
 *
 * Multi-line text (what a textarea sends) may hold tab, line feed and carriage return. A field
 * is multi-line by its name, wherever it is: a new textarea field is added here.
 */
export const MULTILINE_FIELDS: ReadonlySet<string> = new Set([
  // Lead forms' free text (the only textarea of the product).
  'message',
  // Analytics track events name themselves; the sign-in SDK's event log carries error texts.
  'description',
  'error_description',
])

export const CONTROL_CHARACTER_KEY: ValidationKey = 'validation.controlCharacters'

// eslint-disable-next-line no-control-regex
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f]/
// eslint-disable-next-line no-control-regex
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

export type PathSegment = string | number

/** The name a path's text is known by: its last non-index segment (`utm.0` is `utm`). */
function fieldNameOf(path: readonly PathSegment[]): string | undefined {
  for (let i = path.length - 1; i >= 0; i--)
    if (typeof path[i] === 'string') return path[i] as string
  return undefined
}

/** True when `text`, the value of the field at `path`, holds a character the rule refuses. */
export function hasForbiddenControl(text: string, path: readonly PathSegment[] = []): boolean {
  const name = fieldNameOf(path)
  const pattern = name && MULTILINE_FIELDS.has(name) ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN
  return pattern.test(text)
}

/** At most this many fields are named in one answer. */
const MAX_REPORTED = 10

/** A place in a walked value; the path is rebuilt only for a place that is reported. */
interface Place {
  parent: Place | null
  key: PathSegment | null
  /** The field name its text is judged by: its own key, or its list's (`utm.0` is `utm`). */
  name: string | undefined
}

function pathOf(place: Place, base: readonly PathSegment[]): PathSegment[] {
  const tail: PathSegment[] = []
  for (let p: Place | null = place; p && p.key !== null; p = p.parent) tail.push(p.key)
  return [...base, ...tail.reverse()]
}

/**
 * Every string (and object key, which jsonb stores too) in a JSON-like value that breaks the
 * rule, as paths below `base`. Iterative, and linear in the value's size: a body may nest far
 * deeper than the call stack. Object keys are always single-line.
 */
export function findControlCharacters(
  value: unknown,
  base: readonly PathSegment[] = [],
): PathSegment[][] {
  const found: PathSegment[][] = []
  const root: Place = { parent: null, key: null, name: fieldNameOf(base) }
  const stack: Array<{ value: unknown; place: Place }> = [{ value, place: root }]
  while (stack.length && found.length < MAX_REPORTED) {
    const { value: v, place } = stack.pop()!
    if (typeof v === 'string') {
      const name = place.name === undefined ? [] : [place.name]
      if (hasForbiddenControl(v, name)) found.push(pathOf(place, base))
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--)
        stack.push({ value: v[i], place: { parent: place, key: i, name: place.name } })
    } else if (v !== null && typeof v === 'object') {
      const entries = Object.entries(v as Record<string, unknown>)
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]
        const at: Place = { parent: place, key, name: key }
        if (hasForbiddenControl(key)) found.push(pathOf(at, base))
        else stack.push({ value: child, place: at })
      }
    }
  }
  return found.slice(0, MAX_REPORTED)
}

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
