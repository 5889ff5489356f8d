import { recordRequestError } from '@/lib/request-errors'

/**
 * Next.js reports every error of a request here (besides logging it). The production server
 * reads those of server-action calls and form posts to answer a body Next could not decode with
 * 4xx, not 500 (web/src/server/client-errors.ts, issue 12).
 */
export function onRequestError(
  err: unknown,
  request: { headers: Record<string, string | string[] | undefined> },
): void {
  recordRequestError(err, request.headers)
}
