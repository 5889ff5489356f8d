/**
 * Instants a client reports (an analytics event's timestamp, the sign-in SDK's clock).
 * PostgreSQL's timestamptz has no year 0 and JavaScript's Date ends at ±275760, so an unchecked
 * date can fail the insert (a 500); nothing a browser sends legitimately falls outside
 * 2000-2100, so those bounds are the rule, checked where the input is parsed.
 */
export const CLIENT_INSTANT_MIN = Date.UTC(2000, 0, 1)
export const CLIENT_INSTANT_MAX = Date.UTC(2100, 0, 1)
export const CLIENT_INSTANT_RANGE = 'a date and time between 2000 and 2100'

/** True for an ISO-8601 text whose instant is within the client bounds. */
export function isClientInstant(value: string): boolean {
  const ms = Date.parse(value)
  return Number.isFinite(ms) && ms >= CLIENT_INSTANT_MIN && ms < CLIENT_INSTANT_MAX
}
