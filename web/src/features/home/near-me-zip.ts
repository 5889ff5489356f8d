import { BRAND } from '@ironyard/contract'
import { isKnownZip } from '@ironyard/contract/zip'

export type NearMeZip =
  /** Show the rail for this ZIP; `typed` is a refused ZIP to show back with its error. */
  | { kind: 'show'; zip: string; typed?: string }
  /** The visitor typed a known ZIP: go to the search near it. */
  | { kind: 'search'; zip: string }

/**
 * Which ZIP home's "Top deals near" rail uses (issue 16, defect 1). A ZIP typed in its form is
 * refused when unknown (the form shows it back with an error) and leads to the search when
 * known; the remembered cookie is ignored when it is not a known ZIP (an old cookie of 99999
 * once made home fail), and the brand's ZIP stands in.
 */
export function nearMeZip(
  typed: string | string[] | undefined,
  cookie: string | undefined,
): NearMeZip {
  const value = (Array.isArray(typed) ? typed[0] : typed)?.trim()
  if (value !== undefined && isKnownZip(value)) return { kind: 'search', zip: value }
  const zip = cookie && isKnownZip(cookie) ? cookie : BRAND.defaultZip
  return value !== undefined
    ? { kind: 'show', zip, typed: value.slice(0, 10) }
    : { kind: 'show', zip }
}
