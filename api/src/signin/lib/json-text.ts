/**
 * A value read from JSON (a stored factor's data, a checked request body, a callback's query) as
 * text: the string itself, and '' for anything else (absent, null, or not a string).
 */
export function jsonText(value: unknown): string {
  return typeof value === 'string' ? value : ''
}
