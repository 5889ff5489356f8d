import { findControlCharacters, hasControlCharacter } from '@ironyard/contract/control-characters'

/**
 * Control characters the api refuses (decision 021, @ironyard/contract/control-characters) are
 * refused here too before the web forwards anything: in a body (/api/analytics, the api's rule
 * field by field) and in a URL (the production server's guard, server/request-guard.ts).
 */

/**
 * A URL is read as multi-line text: tab, line feed and carriage return pass (a search box folds
 * them into spaces before anything reaches the api); the rest of the C0 set and DEL do not.
 */
export const hasUrlControlCharacter = (decodedUrl: string) => hasControlCharacter(decodedUrl, true)

/** Deeper JSON than any of our clients sends; refused rather than walked. */
export const MAX_JSON_DEPTH = 32

export type JsonProblem = { kind: 'control'; path: string } | { kind: 'depth'; path: string }

/**
 * The first string (value or key) of a parsed JSON value the api would refuse for a control
 * character, or a place nested deeper than MAX_JSON_DEPTH, as a dotted path
 * ("batch.0.properties.title"); null when there is none. Walks without recursion: a hostile body
 * cannot exhaust the stack.
 */
export function jsonProblem(value: unknown): JsonProblem | null {
  const stack: Array<{ value: unknown; path: string[] }> = [{ value, path: [] }]
  while (stack.length) {
    const { value: v, path } = stack.pop()!
    if (typeof v !== 'object' || v === null) continue
    if (path.length >= MAX_JSON_DEPTH) return { kind: 'depth', path: path.join('.') || '(root)' }
    for (const [key, child] of Object.entries(v)) stack.push({ value: child, path: [...path, key] })
  }
  const [control] = findControlCharacters(value)
  return control ? { kind: 'control', path: control.map(String).join('.') || '(root)' } : null
}
