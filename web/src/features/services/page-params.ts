/** One query parameter as a bounded string (a repeated one counts as absent). */
export function queryValue(
  params: Record<string, string | string[] | undefined>,
  key: string,
  max = 40,
): string | undefined {
  const v = params[key]
  return typeof v === 'string' ? v.slice(0, max) : undefined
}
