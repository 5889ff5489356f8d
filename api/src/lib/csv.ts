/**
 * RFC 4180 field: quoted when it holds a comma, quote or line break, quotes doubled. Text that a
 * spreadsheet would run as a formula (= + - @, tab, CR first) gets a leading apostrophe.
 */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return ''
  let s = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}
