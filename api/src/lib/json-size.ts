/**
 * The size of a JSON value as written, or Infinity when it cannot be written: JSON.stringify
 * recurses, and a body nested a few thousand levels deep (which JSON.parse reads) overflows the
 * stack. Size checks on client JSON use this, so such a body is "too large", not a 500.
 */
export function jsonBytes(value: unknown): number {
  try {
    return Buffer.byteLength(JSON.stringify(value) ?? '')
  } catch {
    return Infinity
  }
}
