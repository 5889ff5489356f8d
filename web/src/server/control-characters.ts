/**
 * Control characters the api refuses in any text (issue 12): the C0 set but tab, line feed and
 * carriage return. The web refuses them too before it forwards anything: in a URL (the production
 * server's guard, server/request-guard.ts) and in a body (/api/analytics).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/

/** Deeper JSON than any of our clients sends; refused rather than walked. */
export const MAX_JSON_DEPTH = 32

export type JsonProblem = { kind: 'control'; path: string } | { kind: 'depth'; path: string }

/**
 * A string (value or key) of a parsed JSON value holding a control character, or a place nested
 * deeper than MAX_JSON_DEPTH, as a dotted path ("batch.0.properties.title"); null when there is
 * none. Walks without recursion: a hostile body cannot exhaust the stack.
 */
export function jsonProblem(value: unknown): JsonProblem | null {
  const stack: Array<{ value: unknown; path: string[] }> = [{ value, path: [] }]
  while (stack.length) {
    const { value: v, path } = stack.pop()!
    const at = () => path.join('.') || '(root)'
    if (typeof v === 'string') {
      if (CONTROL_CHARACTERS.test(v)) return { kind: 'control', path: at() }
      continue
    }
    if (typeof v !== 'object' || v === null) continue
    if (path.length >= MAX_JSON_DEPTH) return { kind: 'depth', path: at() }
    for (const [key, child] of Object.entries(v)) {
      if (CONTROL_CHARACTERS.test(key)) return { kind: 'control', path: [...path, key].join('.') }
      stack.push({ value: child, path: [...path, key] })
    }
  }
  return null
}
