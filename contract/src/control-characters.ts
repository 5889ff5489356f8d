/**
 * The one rule for control characters in text (decision 021). The api refuses them at every
 * entry point (api/src/lib/text-input.ts); the web refuses the same before it forwards a body
 * (/api/analytics) or serves a URL (web/src/server/request-guard.ts).
 *
 * PostgreSQL cannot store U+0000 in text or jsonb, and no form of the product can produce the
 * rest of the C0 set (U+0001-U+001F) or DEL (U+007F): they only arrive from scripts, and they
 * break logs, mail headers and CSV downloads.
 *
 * Multi-line text (what a textarea sends) may hold tab, line feed and carriage return. A field
 * is multi-line by its name, wherever it is: a new textarea field is added here.
 */
export const MULTILINE_FIELDS: ReadonlySet<string> = new Set([
  // Lead forms' free text (the only textarea of the product).
  'message',
  // A note on leads in the console's inbox (issue 36).
  'note',
  // Analytics track events name themselves; the sign-in SDK's event log carries error texts.
  'description',
  'error_description',
])

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f]/
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

export type PathSegment = string | number

/**
 * Half of a surrogate pair with no other half: not Unicode text. PostgreSQL refuses it in jsonb
 * (the JSON escape `\\udfff` alone), other columns would store U+FFFD instead, and no keyboard
 * types it. Refused with the control characters, by the same answer.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** True when `text` holds a character the rule refuses in single-line or multi-line text. */
export function hasControlCharacter(text: string, multiLine: boolean): boolean {
  return (
    (multiLine ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(text) ||
    LONE_SURROGATE.test(text)
  )
}

/** The name a path's text is known by: its last non-index segment (`utm.0` is `utm`). */
function fieldNameOf(path: readonly PathSegment[]): string | undefined {
  for (let i = path.length - 1; i >= 0; i--)
    if (typeof path[i] === 'string') return path[i] as string
  return undefined
}

/** True when `text`, the value of the field at `path`, holds a character the rule refuses. */
export function hasForbiddenControl(text: string, path: readonly PathSegment[] = []): boolean {
  const name = fieldNameOf(path)
  return hasControlCharacter(text, name !== undefined && MULTILINE_FIELDS.has(name))
}

/** At most this many fields are named in one answer. */
export const MAX_REPORTED = 10

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
 * rule, as paths below `base` (at most MAX_REPORTED). Iterative, and linear in the value's size:
 * a body may nest far deeper than the call stack. Object keys are always single-line.
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
