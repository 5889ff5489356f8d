/** UTF-8 length of a string (what it weighs on the wire), without Node's Buffer. */
export function utf8Length(s: string): number {
  let n = 0
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    if (c < 0x80) n += 1
    else if (c < 0x800) n += 2
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      n += 4
      i++
    } else n += 3
  }
  return n
}

/**
 * The size of a JSON value as written (UTF-8 bytes), or Infinity when it cannot be written:
 * JSON.stringify recurses, and a body nested a few thousand levels deep (which JSON.parse reads)
 * overflows the stack. Size checks on client JSON use this, so such a body is "too large", not a
 * 500; the browser weighs what it sends with the same measure.
 */
export function jsonBytes(value: unknown): number {
  try {
    return utf8Length(JSON.stringify(value) ?? '')
  } catch {
    return Infinity
  }
}
